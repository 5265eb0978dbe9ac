import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { fileURLToPath } from "node:url";
import { budgetLabel, withinBudget, type BenchSection } from "./report.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchQuiz } from "./quiz.ts";
import { benchScripture } from "./scripture.ts";
import { stopBenchAuthEmulator } from "./auth.ts";
import { benchColdStart } from "./cold-start.ts";
import { benchCost } from "./cost.ts";
import { benchLoad } from "./load.ts";

/**
 * `npm run bench`: measures what the issues set bars for, prints a table and
 * writes bench-results/bench.json. Needs the web app built (npm run build).
 */
const sections: BenchSection[] = [await benchScripture(), await benchQuiz()];
// The API and web sections (issue 7) share one Auth emulator, stopped afterwards if the bench started it.
try {
  sections.push(await benchCost(), await benchColdStart(), await benchLoad(), await benchLighthouse());
} finally {
  await stopBenchAuthEmulator();
}

const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
const out = fileURLToPath(new URL("../../bench-results/", import.meta.url));
mkdirSync(out, { recursive: true });
writeFileSync(`${out}bench.json`, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, sections }, null, 2)}\n`);

let failed = false;
for (const section of sections) {
  console.log(`\n${section.name}`);
  console.table(
    section.rows.map((row) => {
      const ok = withinBudget(row);
      if (ok === false) failed = true;
      return { metric: row.metric, value: row.value, unit: row.unit, budget: budgetLabel(row), ok: ok === undefined ? "" : ok ? "yes" : "NO" };
    }),
  );
}
console.log(`\n${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}. Written to bench-results/bench.json.`);
if (failed) process.exitCode = 1;
