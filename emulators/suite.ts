import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { builtFirestoreEmulatorHosts, firebaseJsonPorts, isPortFree, readFirebaseJson, startEmulatorSuite } from "./emulator-suite.ts";
import { STRIPE_STAND_IN_DEFAULT_PORT } from "./stripe/stand-in.ts";

/**
 * `npm run emulators`: the product in the Firebase emulator suite, the way
 * it runs once deployed (Hosting's rewrites and headers, the functions'
 * deploy bundle, Firestore). Builds the web app and the bundle, starts
 * Auth, Firestore, Functions and Hosting on firebase.json's ports with the
 * Stripe stand-in, seeds the plans and prints the address to open. Data is
 * kept in .emulators/data between runs (exported when it stops).
 *
 *   --no-build   reuse web/dist and functions/lib as they are
 *   --fresh      start without the data of earlier runs (and keep none)
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const stateDir = join(repoRoot, ".emulators");
const build = !process.argv.includes("--no-build");
const fresh = process.argv.includes("--fresh");
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

// Checked before minutes of building: firebase-tools refuses a port that is taken, and the web build names Auth's and Firestore's.
const ports = firebaseJsonPorts(readFirebaseJson(repoRoot));
const taken: string[] = [];
for (const [name, port] of Object.entries(ports)) if (!(await isPortFree(port))) taken.push(`${name} ${port}`);
if (taken.length > 0) {
  console.error(`✖ firebase.json's emulator ports are in use (${taken.join(", ")}): stop what listens there (npm start? another npm run emulators?) and try again.`);
  process.exit(1);
}

if (!build) {
  // npm test builds the app for a Firestore emulator on another port; with that build the chat's listener would look elsewhere.
  const expected = `127.0.0.1:${ports.firestore}`;
  const built = builtFirestoreEmulatorHosts(join(repoRoot, "web", "dist", "assets"));
  if (built.length > 0 && !built.includes(expected)) {
    console.error(`✖ web/dist was built for a Firestore emulator at ${built.join(", ")}, not ${expected}: run npm run emulators without --no-build.`);
    process.exit(1);
  }
}

if (build) {
  console.log("Building the web app and the functions' deploy bundle (npm run build) ...");
  await run("npm", ["run", "build", "--silent"]);
  console.log(`Built in ${seconds(started)}.`);
}

const booting = Date.now();
console.log("Starting the Firebase emulators (Auth, Firestore, Functions, Hosting) and the Stripe stand-in ...");
let suite: Awaited<ReturnType<typeof startEmulatorSuite>>;
try {
  suite = await startEmulatorSuite({
    repoRoot,
    stateDir,
    ports,
    ...(fresh ? {} : { dataDir: join(stateDir, "data") }),
    stripeStandInPort: Number(process.env.STRIPE_STAND_IN_PORT ?? STRIPE_STAND_IN_DEFAULT_PORT),
    // A browser here cannot reach js.stripe.com: the page loads the stand-in's Stripe.js.
    stripeJsFromStandIn: true,
    echo: (chunk) => process.stdout.write(chunk),
  });
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(`
  Berea is running in the Firebase emulator suite (ready in ${seconds(booting)}${build ? `, ${seconds(started)} with the build` : ""}).

    App:        ${suite.hostingUrl}
    Auth:       http://${suite.authHost}
    Firestore:  http://${suite.firestoreHost}
    Functions:  http://${suite.functionsHost} (api, pages, stripeWebhook)
    Stripe:     ${suite.stripeStandInUrl ? `stand-in ${suite.stripeStandInUrl} (test card 4242 4242 4242 4242)` : "real Stripe (STRIPE_SECRET_KEY is set; forward webhooks to /stripe/webhook with stripe listen)"}
    Data:       ${fresh ? "not kept (--fresh)" : `${join(stateDir, "data")} (saved when it stops)`}
    Log:        ${suite.logFile}

  Press Ctrl+C to stop.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log("Stopping the emulators (saving their data first) ...");
  await suite.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
void suite.exited.then((code) => {
  if (stopping) return;
  console.error(`firebase emulators:start exited (${code}); see ${suite.logFile}.`);
  void suite.stop().finally(() => process.exit(1));
});
