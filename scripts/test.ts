import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startAuthEmulator, type AuthEmulator } from "../emulators/auth-emulator.ts";
import { findFirestoreEmulator, firestoreEmulatorMissing, startFirestoreEmulator, type FirestoreEmulator } from "../emulators/firestore-emulator.ts";

/**
 * `npm test`: every check, in the order that fails fastest. Types and lint,
 * then the web build the end-to-end tests serve and each route's JavaScript
 * budget, then one Vitest run over all projects with a single Auth emulator
 * and a single official Firestore emulator shared by the integration and
 * end-to-end suites.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/** The Vitest projects that need the official Firestore emulator (vitest.config.ts). */
const firestoreProjects = ["integration-firestore"];
const leftOut = `${firestoreProjects.join(", ")} (the store contract suite and the API integration suites on the firestore driver)`;
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

for (const [label, command, args] of [
  ["typecheck", "npm", ["run", "typecheck", "--silent"]],
  ["lint", "npm", ["run", "lint", "--silent"]],
  ["build web", "npm", ["run", "build", "-w", "web", "--silent"]],
  // Each route's initial JavaScript against its budget (scripts/js-budgets.ts), from the build just made.
  ["route JS budgets", "npm", ["run", "check:js-budgets", "--silent"]],
] as const) {
  if ((await run(label, command, [...args])) !== 0) process.exit(1);
}

console.log(firestoreInstalled ? "\n▶ Auth emulator and Firestore emulator" : "\n▶ Auth emulator");
const started = await Promise.allSettled([startAuthEmulator({ repoRoot, quiet: true }), firestoreInstalled ? startFirestoreEmulator({ quiet: true }) : Promise.resolve(undefined)]);
const auth: AuthEmulator | undefined = started[0].status === "fulfilled" ? started[0].value : undefined;
const firestore: FirestoreEmulator | undefined = started[1].status === "fulfilled" ? started[1].value : undefined;
for (const result of started) if (result.status === "rejected") console.error(result.reason);
if (!auth || (firestoreInstalled && !firestore)) {
  await Promise.all([auth?.stop(), firestore?.stop()]);
  process.exit(1);
}

const reportDir = mkdtempSync(join(tmpdir(), "berea-test-"));
const report = join(reportDir, "vitest.json");
const userArgs = process.argv.slice(2);
// An explicit --project is the caller's choice; otherwise leave out what cannot run.
const userChoseProjects = userArgs.some((arg) => arg === "--project" || arg.startsWith("--project="));
const projectArgs = firestore || userChoseProjects ? [] : firestoreProjects.map((name) => `--project=!${name}`);
let code = 1;
try {
  code = await run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...projectArgs, ...userArgs], {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    ...(firestore ? { FIRESTORE_EMULATOR_HOST: firestore.host } : {}),
    BEREA_QUIET_LOGS: "1",
  });
} finally {
  await Promise.all([auth.stop(), firestore?.stop()]);
}

try {
  const summary = JSON.parse(readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped`);
} catch {
  console.log("\nVitest wrote no report; see its output above.");
}

if (!firestore) console.log(`\n⚠ Left out: ${leftOut}. ${firestoreEmulatorMissing}`);
rmSync(reportDir, { recursive: true, force: true });
process.exit(code);

