import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { startAuthEmulator, type AuthEmulator } from "../emulators/auth-emulator.ts";
import { builtFirestoreEmulatorHosts, firebaseJsonPorts, freePort, isPortFree, readFirebaseJson, startEmulatorSuite, type EmulatorSuite } from "../emulators/emulator-suite.ts";
import { startFunctionsFramework, type FunctionsFramework } from "../emulators/functions-framework.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Why the emulator suite did not start, or "" when it runs: its tests fail with it, the rest of the run goes on. */
    emulatorSuiteError: string;
    /** Where the suite's Firestore listens, `127.0.0.1:<port>`: where web/dist must point the browser's. */
    emulatorSuiteFirestoreHost: string;
    /** The deploy bundle's `api` under @google-cloud/functions-framework (production's runtime), on the suite's Auth and Firestore; "" when it did not start. */
    functionsFrameworkUrl: string;
    /** Why it did not start, or "". */
    functionsFrameworkError: string;
  }
}

/**
 * Starts the Firebase emulator suite once for the emulator-suite smoke tests
 * (`emulators/emulator-suite.ts`, as `npm run emulators` runs it): the
 * functions' deploy bundle is built from the web build this run made, and
 * Hosting and Functions get free ports, so a suite or `npm start` already
 * running elsewhere is never in the way.
 *
 * Auth is the run's shared Auth emulator (127.0.0.1:9099, reused or started
 * here), and Firestore runs where the web build points the browser's:
 * `BEREA_EMULATOR_SUITE_FIRESTORE_PORT`, the port npm test built it with,
 * else web/.env's (firebase.json's 8080). This project runs after the others
 * (its group order), so no other suite clears those accounts meanwhile.
 *
 * The tests get the same values as the other end-to-end tests (`baseUrl` is
 * Hosting's address), so they use the same helpers. A suite that cannot
 * start fails these tests, not the whole run: a global setup that throws
 * would stop every project.
 */
export default async function setup(project: TestProject) {
  const repoRoot = fileURLToPath(new URL("..", import.meta.url));
  const started = Date.now();
  let auth: AuthEmulator | undefined;
  let suite: EmulatorSuite | undefined;
  let framework: FunctionsFramework | undefined;
  const stateDir = mkdtempSync(join(tmpdir(), "berea-emulator-suite-"));
  try {
    const firestorePort = Number(process.env.BEREA_EMULATOR_SUITE_FIRESTORE_PORT || firebaseJsonPorts(readFirebaseJson(repoRoot)).firestore);
    if (!(await isPortFree(firestorePort))) {
      throw new Error(
        `Port ${firestorePort}, where the web build points the browser's Firestore and the emulator suite runs it, is in use. ` +
          "Stop what listens there (npm run emulators, or a Firestore emulator started by hand) and run the tests again.",
      );
    }
    const built = builtFirestoreEmulatorHosts(join(repoRoot, "web", "dist", "assets"));
    if (!built.includes(`127.0.0.1:${firestorePort}`)) {
      throw new Error(`web/dist points the browser's Firestore at ${built.join(", ") || "nothing"}, not 127.0.0.1:${firestorePort} where the suite runs it: was it built again meanwhile? Run npm test again.`);
    }
    await new Promise<void>((resolve, reject) => {
      const build = spawn("npm", ["run", "build", "-w", "functions", "--silent"], { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
      build.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`npm run build -w functions exited with ${code}`))));
    });
    auth = await startAuthEmulator({ repoRoot, quiet: true });
    suite = await startEmulatorSuite({
      repoRoot,
      stateDir,
      ports: {
        hosting: await freePort(),
        functions: await freePort(),
        firestore: firestorePort,
        hub: await freePort(),
        logging: await freePort(),
        firestoreWebsocket: await freePort(),
      },
      externalAuthHost: auth.host,
      stripeStandInPort: 0,
      // The tests answer for js.stripe.com and api.stripe.com in the browser, so the page runs under production's policy for Stripe.
      stripeJsFromStandIn: false,
    });
    console.log(`Emulator suite ready in ${((Date.now() - started) / 1000).toFixed(1)} s (functions bundle built, emulators up, plans seeded): ${suite.hostingUrl}`);
    project.provide("emulatorSuiteError", "");
    project.provide("emulatorSuiteFirestoreHost", suite.firestoreHost);
    project.provide("baseUrl", suite.hostingUrl);
    project.provide("authHost", auth.host);
    project.provide("stripeStandInUrl", suite.stripeStandInUrl ?? "");
    // The same bundle under the functions framework, for the suites that compare the runtimes (e2e/emulator-suite-api-*.test.ts).
    try {
      framework = await startFunctionsFramework({ repoRoot, port: await freePort(), authHost: auth.host, firestoreHost: suite.firestoreHost });
      project.provide("functionsFrameworkUrl", framework.url);
      project.provide("functionsFrameworkError", "");
    } catch (error) {
      project.provide("functionsFrameworkUrl", "");
      project.provide("functionsFrameworkError", error instanceof Error ? error.message : String(error));
    }
  } catch (error) {
    // The state folder (with the emulators' log the message names) stays for reading.
    project.provide("emulatorSuiteError", error instanceof Error ? error.message : String(error));
    project.provide("emulatorSuiteFirestoreHost", "");
    project.provide("baseUrl", "");
    project.provide("authHost", auth?.host ?? "");
    project.provide("stripeStandInUrl", "");
    project.provide("functionsFrameworkUrl", "");
    project.provide("functionsFrameworkError", "the emulator suite did not start");
  }
  // The store is Firestore in the suite: there is no sqlite file to write.
  project.provide("storeFile", "");
  return async () => {
    await framework?.stop();
    await suite?.stop();
    await auth?.stop();
    if (suite) rmSync(stateDir, { recursive: true, force: true });
  };
}
