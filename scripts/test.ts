import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startAuthEmulator } from "../emulators/auth-emulator.ts";

/**
 * `npm test`: every check, in the order that fails fastest. Types and lint,
 * then the web build the end-to-end tests serve and each route's JavaScript
 * budget, then one Vitest run over all projects with a single Auth emulator
 * shared by the integration and end-to-end suites.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

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

console.log("\n▶ Auth emulator");
const auth = await startAuthEmulator({ repoRoot, quiet: true });
const reportDir = mkdtempSync(join(tmpdir(), "berea-test-"));
const report = join(reportDir, "vitest.json");
let code = 1;
try {
  code = await run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)], {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    BEREA_QUIET_LOGS: "1",
  });
} finally {
  await auth.stop();
}

try {
  const summary = JSON.parse(readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests} skipped`);
} catch {
  console.log("\nVitest wrote no report; see its output above.");
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(code);
