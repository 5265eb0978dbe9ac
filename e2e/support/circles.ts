import type { Page } from "playwright-core";

/** Writes in the open chat's composer and sends with Enter, as a person does. */
export async function writeInChat(page: Page, text: string): Promise<void> {
  const composer = page.getByPlaceholder("Write to your circle…");
  await composer.fill(text);
  await composer.press("Enter");
}

/** The open chat's messages. */
export const chatThread = (page: Page) => page.getByRole("log");
