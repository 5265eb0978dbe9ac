import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { budgetLabel, withinBudget, type BenchSection } from "./report.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchQuiz } from "./quiz.ts";
import { benchScripture } from "./scripture.ts";
import { stopBenchAuthEmulator } from "./auth.ts";
import { benchChatDelivery } from "./chat-delivery.ts";
import { benchColdStart } from "./cold-start.ts";
import { benchBadBodies } from "./bad-bodies.ts";
import { benchCost } from "./cost.ts";
import { benchLoad } from "./load.ts";

/**
 * `npm run bench`: measures what the issues set bars for, prints a table and
 * writes bench-results/bench.json. Needs the web app built (npm run build).
 * `--only lighthouse` (or a comma-separated list of the names below) runs
 * just those sections, and writes bench-results/bench-<names>.json instead;
 * `npm run bench:web` is the Lighthouse section alone.
 */
const allSections = {
  scripture: benchScripture,
  quiz: benchQuiz,
  cost: benchCost,
  "cold-start": benchColdStart,
  load: benchLoad,
  chat: benchChatDelivery,
  // The Functions emulator's row too with BENCH_BAD_BODIES_EMULATOR=1 (starts an emulator suite: Java, about a minute).
  "bad-bodies": () => benchBadBodies({ emulator: process.env.BENCH_BAD_BODIES_EMULATOR === "1" }),
  lighthouse: benchLighthouse,
} satisfies Record<string, () => Promise<BenchSection>>;
type SectionName = keyof typeof allSections;
const isSectionName = (name: string): name is SectionName => Object.hasOwn(allSections, name);

const { values } = parseArgs({ options: { only: { type: "string" } } });
const only = values.only?.split(",").map((name) => name.trim()).filter((name) => name !== "");
for (const name of only ?? []) {
  if (!isSectionName(name)) throw new Error(`--only: no bench section "${name}"; the sections are ${Object.keys(allSections).join(", ")}.`);
}
const chosen = (Object.keys(allSections) as SectionName[]).filter((name) => !only || only.includes(name));

const sections: BenchSection[] = [];
// The API and web sections (issue 7) share one Auth emulator, stopped afterwards if the bench started it.
try {
  for (const name of chosen) sections.push(await allSections[name]());
} finally {
  await stopBenchAuthEmulator();
}

const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? "unknown", memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
const out = fileURLToPath(new URL("../../bench-results/", import.meta.url));
mkdirSync(out, { recursive: true });
const outFile = only ? `bench-${chosen.join("-")}.json` : "bench.json";
writeFileSync(`${out}${outFile}`, `${JSON.stringify({ measuredAt: new Date().toISOString(), machine, sections }, null, 2)}\n`);

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
console.log(`\n${machine.cpus} × ${machine.cpu}, ${machine.memoryGiB} GiB, Node ${machine.node}. Written to bench-results/${outFile}.`);
if (failed) process.exitCode = 1;
