import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startAuthEmulator, type AuthEmulator } from "../emulators/auth-emulator.ts";
import { findFirestoreEmulator, firestoreEmulatorMissing, freePort, startFirestoreEmulator, type FirestoreEmulator } from "../emulators/firestore-emulator.ts";
import { smokeTestFirestorePort } from "../emulators/emulator-suite.ts";
import { findJdkForFirebaseTools, jdkMissing } from "../emulators/firestore-launcher.ts";
import { checkIndexes, parseDeclaredIndexes, parseQueryShapes, requiredIndex } from "../functions/src/store/firestore-indexes.ts";
import vitestConfig from "../vitest.config.ts";
import { timingSummary, type TimedReport } from "./test-timing.ts";

/**
 * `npm test`: every check, in the order that fails fastest. Types and lint,
 * then the web build the end-to-end tests serve and each route's JavaScript
 * budget, then Vitest over all projects (on a full run, two processes side
 * by side: the end-to-end projects and the rest) with a single official
 * Firestore emulator shared by the integration suites, then the composite indexes that the firestore suites'
 * queries need, against firestore.indexes.json.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** The Vitest projects that need the official Firestore emulator (vitest.config.ts). */
const firestoreProjects = ["integration-firestore", "e2e-emulator-suite"];
const leftOut = `${firestoreProjects.join(", ")} (the store contract suite, the API integration suites on the firestore driver, the smoke tests in the Firebase emulator suite) and the composite index check`;
/** The emulator suite's project also needs a JDK that firebase-tools accepts. */
const emulatorSuiteProject = "e2e-emulator-suite";
const ci = Boolean(process.env.CI) && process.env.CI !== "false" && process.env.CI !== "0";

// Checked before minutes of building: CI must never pass with the firestore suites silently gone.
const firestoreInstalled = findFirestoreEmulator() !== undefined;
if (!firestoreInstalled) {
  if (ci) {
    console.error(`✖ ${firestoreEmulatorMissing}\n  With CI set, npm test does not run without ${leftOut}.`);
    process.exit(1);
  }
  console.warn(`⚠ ${firestoreEmulatorMissing}\n  Leaving out ${leftOut}; everything else runs.`);
}
const jdkFound = findJdkForFirebaseTools() !== undefined;
if (firestoreInstalled && !jdkFound) {
  if (ci) {
    console.error(`✖ ${jdkMissing}\n  With CI set, npm test does not run without ${emulatorSuiteProject}.`);
    process.exit(1);
  }
  console.warn(`⚠ ${jdkMissing}\n  Leaving out ${emulatorSuiteProject}; everything else runs.`);
}

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit", env });
    child.once("exit", (code) => {
      console.log(`  ${label}: ${code === 0 ? "ok" : `failed (${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

const bin = (name: string) => join(repoRoot, "node_modules", ".bin", name);

// The emulator-suite smoke tests run their Firestore where the web build points the browser's: web/.env's 8080, or
// where 8080 is taken (npm run emulators) a free port, picked just before the build.
let suiteFirestorePort = 0;

// The typecheck (`npm run typecheck`'s five projects, in two halves) and the lint are one thread each: on two cores
// they run side by side (about 100 s one after another).
const tsc = (...projects: string[]) => ["-c", projects.map((project) => `${bin("tsc")} -p ${project}`).join(" && ")];
const checks = await Promise.all([
  run("typecheck: web, tools", "sh", tsc("web", "tsconfig.tools.json")),
  run("typecheck: contracts, functions, service worker", "sh", tsc("contracts", "functions", "web/tsconfig.sw.json")),
  run("lint", "npm", ["run", "lint", "--silent"]),
]);
if (checks.some((code) => code !== 0)) process.exit(1);

for (const [label, command, args] of [
  ["build web", "npm", ["run", "build", "-w", "web", "--silent"]],
  // Each route's initial JavaScript against its budget (scripts/js-budgets.ts), from the build just made.
  ["route JS budgets", "npm", ["run", "check:js-budgets", "--silent"]],
  // The local stack's test login screen (emulators/test-login.ts) is never in the build that ships.
  ["no operator tools in the build", "npx", ["tsx", "scripts/check-no-operator-tools.ts"]],
  // The landing and the prerendered pages in every language, where Hosting's i18n rewrites serve them (pages.ts).
  ["prerendered pages in every language", "npx", ["tsx", "scripts/check-localized-pages.ts"]],
] as const) {
  if (label === "build web") suiteFirestorePort = await smokeTestFirestorePort(repoRoot);
  const env = label === "build web" ? { ...process.env, VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${suiteFirestorePort}` } : process.env;
  if ((await run(label, command, [...args], env)) !== 0) process.exit(1);
}

const userArgs = process.argv.slice(2);
// A full run is two Vitest processes side by side (below); a run with arguments is one, as the caller asked.
const fullRun = userArgs.length === 0;

console.log(firestoreInstalled ? "\n▶ Auth emulators and Firestore emulator" : "\n▶ Auth emulators");
// The end-to-end suites sign in where the web build points the browser (firebase.json's 9099) and clear its accounts
// between tests; on a full run, the unit and integration suites beside them get an Auth emulator of their own.
const started = await Promise.allSettled([
  startAuthEmulator({ repoRoot, quiet: true }),
  fullRun ? freePort().then((port) => startAuthEmulator({ repoRoot, quiet: true, port })) : Promise.resolve(undefined),
  firestoreInstalled ? startFirestoreEmulator({ quiet: true }) : Promise.resolve(undefined),
]);
const auth: AuthEmulator | undefined = started[0].status === "fulfilled" ? started[0].value : undefined;
const integrationAuth: AuthEmulator | undefined = started[1].status === "fulfilled" ? (started[1].value ?? auth) : undefined;
const firestore: FirestoreEmulator | undefined = started[2].status === "fulfilled" ? started[2].value : undefined;
for (const result of started) if (result.status === "rejected") console.error(result.reason);
const stopEmulators = () => Promise.all([auth?.stop(), integrationAuth !== auth ? integrationAuth?.stop() : undefined, firestore?.stop()]);
if (!auth || !integrationAuth || (firestoreInstalled && !firestore)) {
  await stopEmulators();
  process.exit(1);
}
// The emulators run in process groups of their own, which a Ctrl-C in the terminal does not reach.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stopEmulators().finally(() => process.exit(130)));

const reportDir = mkdtempSync(join(tmpdir(), "berea-test-"));
const queryShapes = join(reportDir, "firestore-query-shapes.jsonl");
// An explicit --project is the caller's choice; otherwise every project of vitest.config.ts but what cannot run, named
// one by one: Vitest runs a project that matches any one --project, so a second `!name` would let the first name back in.
const userChoseProjects = userArgs.some((arg) => arg === "--project" || arg.startsWith("--project="));
const leftOutProjects = userChoseProjects ? [] : firestore ? (jdkFound ? [] : [emulatorSuiteProject]) : firestoreProjects;
const runnableProjects = vitestProjectNames().filter((name) => !leftOutProjects.includes(name));
const projectArgs = (names: string[]) => (userChoseProjects ? [] : names.map((name) => `--project=${name}`));
const vitestEnv = (authHost: string): NodeJS.ProcessEnv => ({
  ...process.env,
  FIREBASE_AUTH_EMULATOR_HOST: authHost,
  ...(firestore ? { FIRESTORE_EMULATOR_HOST: firestore.host, STORE_FIRESTORE_QUERY_SHAPES: queryShapes } : {}),
  BEREA_QUIET_LOGS: "1",
  BEREA_EMULATOR_SUITE_FIRESTORE_PORT: String(suiteFirestorePort),
});
const vitest = (label: string, name: string, args: string[], authHost: string) => {
  const report = join(reportDir, `${name}.json`);
  return run(label, bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args], vitestEnv(authHost)).then((code) => ({ code, report }));
};

/**
 * The end-to-end projects run their files one at a time (one server, one Auth
 * emulator whose accounts they clear), and Vitest runs such projects after all
 * the others: about seven minutes of a two-core machine mostly waiting on
 * Chromium. On a full run they go in a second Vitest process beside the unit
 * and integration suites, which are mostly waiting on emulators themselves.
 */
const endToEndProjects = new Set(["e2e", emulatorSuiteProject]);
let runs: { code: number; report: string }[] = [];
try {
  runs = fullRun
    ? await Promise.all([
        vitest("vitest: unit and integration", "unit", projectArgs(runnableProjects.filter((name) => !endToEndProjects.has(name))), integrationAuth.host),
        vitest("vitest: end-to-end", "e2e", projectArgs(runnableProjects.filter((name) => endToEndProjects.has(name))), auth.host),
      ])
    : [await vitest("vitest", "all", [...projectArgs(runnableProjects), ...userArgs], auth.host)];
} finally {
  await stopEmulators();
}
let code = runs.length > 0 && runs.every((result) => result.code === 0) ? 0 : 1;
// A failure the official emulator logged (a Java exception answered as 2 UNKNOWN, say) is otherwise lost with it.
if (code !== 0 && firestore) {
  const failed = [...firestore.failedOperations()].map(([kind, count]) => `  ${String(count).padStart(6)} × ${kind}`);
  if (failed.length > 0) console.log(`\nOperations the Firestore emulator logged as failed:\n${failed.join("\n")}`);
}

try {
  const reports = runs.map((result) => JSON.parse(readFileSync(result.report, "utf8")) as TimedReport & { numPassedTests: number; numFailedTests: number; numPendingTests: number });
  const merged: TimedReport = { startTime: Math.min(...reports.map((report) => report.startTime)), testResults: reports.flatMap((report) => report.testResults) };
  const total = (key: "numPassedTests" | "numFailedTests" | "numPendingTests") => reports.reduce((sum, report) => sum + report[key], 0);
  console.log(`\n${timingSummary(merged, repoRoot)}`);
  console.log(`\n${total("numPassedTests")} passed, ${total("numFailedTests")} failed, ${total("numPendingTests")} skipped`);
} catch {
  console.log("\nVitest wrote no report; see its output above.");
}

if (firestore) {
  if (!checkCompositeIndexes(queryShapes, fullRun)) code ||= 1;
} else {
  console.log(`\n⚠ Left out: ${leftOut}. ${firestoreEmulatorMissing}`);
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(code);

/**
 * Every query shape the firestore suites sent that needs a composite index
 * must find it in firestore.indexes.json. On a full run, an index no query
 * needed fails too: the file is derived from the queries, not kept by hand.
 */
function checkCompositeIndexes(shapesFile: string, fullRun: boolean): boolean {
  console.log("\n▶ composite indexes (firestore.indexes.json)");
  if (!existsSync(shapesFile)) {
    console.log("  no firestore query ran in this selection; nothing to check.");
    return true;
  }
  const shapes = parseQueryShapes(readFileSync(shapesFile, "utf8"));
  const declared = parseDeclaredIndexes(readFileSync(join(repoRoot, "firestore.indexes.json"), "utf8"));
  const { missing, unused } = checkIndexes(shapes, declared);
  const needing = new Set(shapes.flatMap((shape) => requiredIndex(shape) ?? []).map((requirement) => JSON.stringify(requirement))).size;
  for (const { shape, index } of missing) {
    console.error(`  ✖ missing: ${JSON.stringify(shape)}\n    add to firestore.indexes.json: ${JSON.stringify(index)}`);
  }
  if (fullRun) {
    for (const index of unused) console.error(`  ✖ not needed by any query the suites ran: ${JSON.stringify(index)}`);
  }
  const ok = missing.length === 0 && (!fullRun || unused.length === 0);
  console.log(`  ${shapes.length} query shapes, ${needing} composite indexes needed, ${declared.length} declared: ${ok ? "ok" : "failed"}`);
  return ok;
}

/** The names of vitest.config.ts's projects, in its order. */
function vitestProjectNames(): string[] {
  const projects = vitestConfig.test?.projects ?? [];
  return projects.flatMap((project) => {
    const name = typeof project === "object" && "test" in project ? project.test?.name : undefined;
    return typeof name === "string" ? [name] : typeof name === "object" ? [name.label] : [];
  });
}
