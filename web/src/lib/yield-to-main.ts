/**
 * Ends the current task and resumes in a new one, so the browser can handle
 * input and paint between steps of a long piece of work (issue 7's Total
 * Blocking Time counts every task over 50 ms). `scheduler.yield` resumes
 * ahead of other queued work where the browser has it; a timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
