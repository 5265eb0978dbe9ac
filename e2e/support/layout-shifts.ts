import type { BrowserContext, Page } from "playwright-core";

/** Sums a page's layout shifts not caused by input, from the first paint on (a buffered observer, as Lighthouse counts CLS). */
function recordLayoutShifts() {
  const shifts: number[] = [];
  (window as unknown as { bereaShifts: number[] }).bereaShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** Every page the context opens from now on records its layout shifts. */
export async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordLayoutShifts);
}

/** The layout shifts a watched page has had so far, summed. */
export async function layoutShift(page: Page): Promise<number> {
  const shifts = await page.evaluate(() => (window as unknown as { bereaShifts: number[] }).bereaShifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}
