import { relative } from "node:path";

/** The part of Vitest's JSON report that says when each test file ran. */
export interface TimedReport {
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

/** Where a test file belongs in the run, by its path (the groups a CI run's time is spent in). */
export function suiteOf(file: string): string {
  if (file.startsWith("e2e/emulator-suite")) return "emulator suite";
  if (file.startsWith("e2e/")) return "end-to-end";
  if (file.endsWith(".integration.test.ts")) return "integration";
  if (file.startsWith("web/")) return "web unit";
  return "unit";
}

/**
 * What took the run's time: for each suite, when its first file started and
 * its last ended (seconds from the run's start) and the files' total, and the
 * slowest files. Printed after `npm test` so CI's minutes can be seen where
 * they go. A file run by two projects (sqlite and firestore) appears twice.
 */
export function timingSummary(report: TimedReport, repoRoot: string, slowest = 10): string {
  const files = report.testResults.map((result) => ({ file: relative(repoRoot, result.name), start: result.startTime, seconds: (result.endTime - result.startTime) / 1000 }));
  const lines: string[] = ["suite: from → to (s after the run's start), files, file time"];
  const suites = new Map<string, typeof files>();
  for (const file of files) suites.set(suiteOf(file.file), [...(suites.get(suiteOf(file.file)) ?? []), file]);
  for (const [suite, members] of [...suites].sort(([a], [b]) => a.localeCompare(b))) {
    const from = Math.min(...members.map((member) => member.start)) - report.startTime;
    const to = Math.max(...members.map((member) => member.start + member.seconds * 1000)) - report.startTime;
    const total = members.reduce((sum, member) => sum + member.seconds, 0);
    lines.push(`  ${suite}: ${(from / 1000).toFixed(0)} → ${(to / 1000).toFixed(0)}, ${members.length} files, ${total.toFixed(0)} s`);
  }
  lines.push(`slowest files:`);
  for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, slowest)) lines.push(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file}`);
  return lines.join("\n");
}
