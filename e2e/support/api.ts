import type { Page } from "playwright-core";
import { expect } from "vitest";

/** A call to the API from inside the page, with its cookies, as the app makes them; fails the test unless it answers 200, and gives the payload. */
export async function callFromPage<T>(page: Page, path: string, body: Record<string, unknown>): Promise<T> {
  const reply = await page.evaluate(
    async ([address, sent]) => {
      const response = await fetch(`/api${address}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(sent) });
      return { status: response.status, json: (await response.json()) as { payload?: unknown; message?: string } };
    },
    [path, body] as const,
  );
  expect(reply.status, `${path}: ${reply.json.message ?? ""}`).toBe(200);
  return reply.json.payload as T;
}
