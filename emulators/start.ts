import { spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { demoProjectId, startAuthEmulator } from "./auth-emulator.ts";
import { startLocalStripe } from "./local-stripe.ts";
import { testLoginPath } from "./test-login.ts";
import { STRIPE_STAND_IN_DEFAULT_PORT } from "./stripe/stand-in.ts";

/**
 * `npm start`: the whole product on this machine, no cloud account, no
 * network. Builds the web app, starts the Auth emulator, and serves the app
 * and the API on one origin with the embedded store.
 * `npm run dev` instead runs the API on :5004 and Vite's dev server with hot reload.
 */
const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 5000);

process.env.GCLOUD_PROJECT ??= demoProjectId;
process.env.STORE_DRIVER ??= "sqlite";
process.env.STORE_SQLITE_FILE ??= join(repoRoot, ".data", "berea.sqlite");
process.env.METADATA_SERVER_DETECTION ??= "none";

// With STORE_DRIVER=firestore on an emulator, the chat's listeners in the browser read that emulator: the build points
// them at it and the page's policy lets them connect.
const firestoreEmulator = process.env.STORE_DRIVER === "firestore" ? process.env.FIRESTORE_EMULATOR_HOST : undefined;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit", env });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

if (!dev) {
  console.log("Building the web app ...");
  await run("npm", ["run", "build", "-w", "web", "--silent"], firestoreEmulator ? { ...process.env, VITE_FIRESTORE_EMULATOR_HOST: firestoreEmulator } : process.env);
}

console.log("Starting the Firebase Auth emulator ...");
const auth = await startAuthEmulator({ repoRoot, quiet: true });
process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;

// Without Stripe keys, the Stripe stand-in; its STRIPE_* settings must be in place before the server reads them.
const stripe = await startLocalStripe({ port: Number(process.env.STRIPE_STAND_IN_PORT ?? STRIPE_STAND_IN_DEFAULT_PORT), log: (line) => console.error(line) });

const { startLocalServer } = await import("./local-server.ts");
const server = await startLocalServer({
  repoRoot,
  port: dev ? 5004 : port,
  extraOrigins: [`http://${auth.host}`, ...(stripe ? [stripe.standIn.url] : []), ...(firestoreEmulator ? [`http://${firestoreEmulator}`] : [])],
  serveWeb: !dev,
  testLogin: { authEmulatorHost: auth.host },
});
await stripe?.connect(server.url);

let stopVite: (() => void) | undefined;
if (dev) {
  const vite = spawn(join(repoRoot, "node_modules", ".bin", "vite"), ["--config", "web/vite.config.ts", "web"], {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, BEREA_API_ORIGIN: server.url },
  });
  stopVite = () => vite.kill("SIGTERM");
}

console.log(`
  Berea is running.

    App:            ${dev ? "http://127.0.0.1:5173 (Vite)" : server.url}
    API:            ${server.url}/api
    Auth emulator:  http://${auth.host}
    Test login:     ${server.url}${testLoginPath} (operator tool, local stack only)
    Store:          ${server.store.driver} (${process.env.STORE_SQLITE_FILE})
    Stripe:         ${stripe ? `stand-in ${stripe.standIn.url} (controls: ${stripe.standIn.url}/_stand-in; test card 4242 4242 4242 4242)` : "real Stripe (STRIPE_SECRET_KEY is set; forward webhooks with stripe listen)"}

  Press Ctrl+C to stop.
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  stopVite?.();
  await server.close();
  await stripe?.close();
  await auth.stop();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
