import type { Page } from "playwright-core";
import { expect } from "vitest";

export type AnsweredKind = "fill-blank" | "multi-select" | "single";

/** Answers whatever question is on screen, the way a player would, and says what kind it was. */
export async function answerCurrent(page: Page): Promise<AnsweredKind> {
  const blank = page.getByLabel("The missing word");
  const boxes = page.getByRole("checkbox");
  await expect.poll(async () => (await blank.count()) + (await boxes.count()) + (await page.getByRole("list", { name: "Options" }).count())).toBeGreaterThan(0);
  if ((await blank.count()) > 0) {
    await blank.fill("light");
    await page.keyboard.press("Enter");
    return "fill-blank";
  }
  if ((await boxes.count()) > 0) {
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole("button", { name: "Submit Answer" }).click();
    return "multi-select";
  }
  // Keyboard play: "1" picks the first option.
  await page.keyboard.press("1");
  return "single";
}

/** The verdict a question shows once answered. */
export const verdictPattern = /^(Correct!|Wrong! The correct answer is .+|Time's up\. The correct answer is .+)$/;
