import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative } from "node:path";
import { z } from "zod";
import { planCatalog } from "../functions/src/plans/plan-catalog.ts";
import { demoProjectId } from "./auth-emulator.ts";
import { findJdkForFirebaseTools, jdkMissing, prepareFirestoreLauncherJar } from "./firestore-launcher.ts";
import { contentSecurityPolicyWithOrigins } from "./hosting-headers.ts";
import { localStripeKeys, startLocalStripe, type LocalStripe } from "./local-stripe.ts";

/**
 * The Firebase emulator suite as operators run a Firebase app:
 * `firebase emulators:start --only auth,firestore,functions,hosting` with the
 * repo's firebase.json. Auth, the official Firestore emulator, the Functions
 * emulator running the deploy bundle (functions/lib, with functions/.env as a
 * deploy reads it, so the store is Firestore), and Hosting serving web/dist
 * with the deployed rewrites and headers. Beside it the Stripe stand-in, whose
 * webhooks go through Hosting's /stripe/webhook rewrite, and the plans seeded
 * as `npm start` seeds them.
 *
 * firebase-tools reads a copy of firebase.json written into `stateDir` for
 * each start. It differs from the file in two ways only: the emulators'
 * ports, and the Content-Security-Policy also allowing the emulators'
 * origins, because the page talks to the Auth emulator over plain http on
 * another port where production talks to identitytoolkit.googleapis.com
 * (the local server does the same). Paths in it point back at the repo.
 */

export interface EmulatorSuitePorts {
  hosting: number;
  functions: number;
  firestore: number;
  /** Omitted: the suite starts no Auth emulator and the functions use `externalAuthHost`. */
  auth?: number;
  /** firebase-tools' own ports; left out, it picks its defaults or the next free ones. */
  hub?: number;
  logging?: number;
  firestoreWebsocket?: number;
}

export interface EmulatorSuiteOptions {
  repoRoot: string;
  /** The generated config, the launcher JAR and the log go here. */
  stateDir: string;
  ports: EmulatorSuitePorts;
  /** `127.0.0.1:<port>` of an Auth emulator already running, when `ports.auth` is omitted. */
  externalAuthHost?: string;
  /** Emulator data kept between runs (`--import` and `--export-on-exit`); none when omitted. */
  dataDir?: string;
  /**
   * The Stripe stand-in's port (0: a free one). Without `STRIPE_SECRET_KEY`
   * the stand-in is started and every `STRIPE_*` setting points at it.
   */
  stripeStandInPort: number;
  /**
   * Whether pages load Stripe.js from the stand-in (`STRIPE_JS_URL`). A
   * browser that cannot reach js.stripe.com needs it; the end-to-end tests
   * instead answer for js.stripe.com and api.stripe.com in the browser, so
   * the production policy for Stripe is what they run under.
   */
  stripeJsFromStandIn: boolean;
  /** Where firebase-tools' output goes besides the log file (e.g. the terminal). */
  echo?: (chunk: string) => void;
  /** The environment firebase-tools and the functions start from (process.env by default). */
  env?: NodeJS.ProcessEnv;
}

export interface EmulatorSuite {
  /** The app, served by the Hosting emulator. */
  hostingUrl: string;
  authHost: string;
  firestoreHost: string;
  functionsHost: string;
  /** The Stripe stand-in's URL, or undefined with real Stripe keys. */
  stripeStandInUrl: string | undefined;
  logFile: string;
  /** Stops the emulators (exporting data first when `dataDir` is set) and the stand-in. */
  stop: () => Promise<void>;
  /** Settles when firebase-tools exits, for whatever reason. */
  exited: Promise<number | null>;
}

/** The parts of firebase.json the suite rewrites; everything else is copied as it is. */
const firebaseJsonSchema = z.looseObject({
  hosting: z.looseObject({
    public: z.string(),
    headers: z.array(z.looseObject({ source: z.string(), headers: z.array(z.object({ key: z.string(), value: z.string() })) })),
  }),
  functions: z.array(z.looseObject({ source: z.string() })),
  firestore: z.looseObject({ rules: z.string(), indexes: z.string() }),
  emulators: z.looseObject({
    auth: z.object({ host: z.string(), port: z.number() }),
    functions: z.object({ host: z.string(), port: z.number() }),
    hosting: z.object({ host: z.string(), port: z.number() }),
    firestore: z.object({ host: z.string(), port: z.number() }),
  }),
});

export type FirebaseJson = z.infer<typeof firebaseJsonSchema>;

export function readFirebaseJson(repoRoot: string): FirebaseJson {
  return firebaseJsonSchema.parse(JSON.parse(readFileSync(join(repoRoot, "firebase.json"), "utf8")));
}

/** firebase.json's own emulator ports: what `npm run emulators` uses. */
export function firebaseJsonPorts(firebaseJson: FirebaseJson): Required<Pick<EmulatorSuitePorts, "hosting" | "functions" | "firestore" | "auth">> {
  const { emulators } = firebaseJson;
  return { hosting: emulators.hosting.port, functions: emulators.functions.port, firestore: emulators.firestore.port, auth: emulators.auth.port };
}

/** Whether nothing listens on 127.0.0.1:`port` right now. */
export async function isPortFree(port: number): Promise<boolean> {
  const server = createServer();
  const free = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (free) await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

/**
 * Where the emulator-suite smoke tests run Firestore, chosen before the web
 * build that points the browser's listener at it: firebase.json's port (the
 * one web/.env names, so the build is the usual one) while it is free, else
 * a free port (a Firestore emulator or `npm run emulators` holds it).
 */
export async function smokeTestFirestorePort(repoRoot: string): Promise<number> {
  const { firestore } = firebaseJsonPorts(readFirebaseJson(repoRoot));
  return (await isPortFree(firestore)) ? firestore : freePort();
}

/** The Firestore emulator addresses the built app's config names (VITE_FIRESTORE_EMULATOR_HOST, inlined by Vite). */
export function builtFirestoreEmulatorHosts(assets: string): string[] {
  if (!existsSync(assets)) return [];
  const hosts = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".js"))) {
    for (const match of readFileSync(join(assets, file), "utf8").matchAll(/VITE_FIRESTORE_EMULATOR_HOST:["'`]([^"'`]*)["'`]/g)) if (match[1]) hosts.add(match[1]);
  }
  return [...hosts];
}

/** A port nobody listens on right now, picked by the OS. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("The OS gave no free port.");
  return address.port;
}

const host = "127.0.0.1";

/**
 * firebase.json as the suite runs it from `configDir`: the given ports, and
 * the CSP also allowing `pageOrigins`. Relative paths are rewritten to reach
 * the repo from `configDir`, since firebase-tools resolves them against the
 * config file's folder.
 */
export function emulatorSuiteConfig(firebaseJson: FirebaseJson, options: { repoRoot: string; configDir: string; ports: EmulatorSuitePorts; pageOrigins: string[] }): FirebaseJson {
  const fromConfigDir = (path: string) => relative(options.configDir, join(options.repoRoot, path)) || ".";
  const { ports } = options;
  const at = (port: number) => ({ host, port });
  return {
    ...firebaseJson,
    hosting: {
      ...firebaseJson.hosting,
      public: fromConfigDir(firebaseJson.hosting.public),
      headers: firebaseJson.hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key === "Content-Security-Policy" ? { ...header, value: contentSecurityPolicyWithOrigins(header.value, options.pageOrigins) } : header,
        ),
      })),
    },
    functions: firebaseJson.functions.map((codebase) => ({ ...codebase, source: fromConfigDir(codebase.source) })),
    // Absolute: firebase-tools refuses rules paths that leave the config's folder.
    firestore: { ...firebaseJson.firestore, rules: join(options.repoRoot, firebaseJson.firestore.rules), indexes: join(options.repoRoot, firebaseJson.firestore.indexes) },
    emulators: {
      ...firebaseJson.emulators,
      auth: at(ports.auth ?? firebaseJson.emulators.auth.port),
      functions: at(ports.functions),
      hosting: at(ports.hosting),
      firestore: { ...at(ports.firestore), ...(ports.firestoreWebsocket ? { websocketPort: ports.firestoreWebsocket } : {}) },
      ...(ports.hub ? { hub: at(ports.hub) } : {}),
      ...(ports.logging ? { logging: at(ports.logging) } : {}),
    },
  };
}

/**
 * The emulator secrets file the Functions emulator reads for `defineSecret`
 * values (firebase-tools looks in Secret Manager for any it lacks, which
 * fails offline and logs an error on every cold start). Written only with
 * the stand-in's obviously local values, and never over a file someone
 * wrote by hand.
 */
const secretLocalMarker = "# Written by the emulator suite (emulators/emulator-suite.ts) for the Stripe stand-in.";

function writeStandInSecrets(functionsDir: string, log: (line: string) => void): void {
  const file = join(functionsDir, ".secret.local");
  if (existsSync(file) && !readFileSync(file, "utf8").startsWith(secretLocalMarker)) {
    log(`Leaving ${file} as it is (not written by the emulator suite): its STRIPE_* secrets win over the stand-in's.`);
    return;
  }
  writeFileSync(file, `${secretLocalMarker}\nSTRIPE_SECRET_KEY=${localStripeKeys.secretKey}\nSTRIPE_WEBHOOK_SECRET=${localStripeKeys.webhookSecret}\n`);
}

/** Settings of the local stack that must not reach firebase-tools or the functions, which get theirs from the suite and functions/.env. */
const localStackOnly = ["STORE_DRIVER", "STORE_SQLITE_FILE", "STORE_FIRESTORE_PROJECT", "FIRESTORE_EMULATOR_HOST", "FIREBASE_AUTH_EMULATOR_HOST", "GCLOUD_PROJECT", "FIREBASE_CONFIG"];

/** The stand-in's settings, which another setup in this process may have left in its environment. */
const standInSettings = [
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PREMIUM_MONTHLY",
  "STRIPE_PRICE_PREMIUM_ANNUAL",
  "STRIPE_PRICE_FAMILY_MONTHLY",
  "STRIPE_PRICE_FAMILY_ANNUAL",
  "STRIPE_API_BASE",
  "STRIPE_JS_URL",
];

async function answers(url: string, init?: RequestInit): Promise<Response | undefined> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  } catch {
    return undefined;
  }
}

/** The process ids of the Firestore emulator JVMs started from `launcher` on `port` (firebase-tools starts them in a group of their own). */
function firestoreJvms(launcher: string, port: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args.includes(launcher) && args.includes(String(port))) pids.push(Number(entry));
    } catch {
      // Gone between the listing and the read.
    }
  }
  return pids;
}

/**
 * Builds nothing: web/dist and functions/lib must be built (`npm run build`).
 * Starts the stand-in and the emulators, seeds the plans, and resolves once
 * the app answers through Hosting with them. Throws with the end of
 * firebase-tools' output when it does not get there.
 */
export async function startEmulatorSuite(options: EmulatorSuiteOptions): Promise<EmulatorSuite> {
  const { repoRoot, stateDir, ports } = options;
  const baseEnv = options.env ?? process.env;
  const echo = options.echo ?? (() => undefined);
  if (ports.auth === undefined && !options.externalAuthHost) throw new Error("The emulator suite needs an Auth emulator: give ports.auth or externalAuthHost.");
  for (const built of ["web/dist/app.html", "functions/lib/index.js"]) {
    if (!existsSync(join(repoRoot, built))) throw new Error(`${built} is missing: run npm run build first.`);
  }
  const jdk = findJdkForFirebaseTools(baseEnv);
  if (!jdk) throw new Error(jdkMissing);
  mkdirSync(stateDir, { recursive: true });
  const launcher = prepareFirestoreLauncherJar(stateDir, jdk, baseEnv);

  const hostingUrl = `http://${host}:${ports.hosting}`;
  const authHost = ports.auth === undefined ? (options.externalAuthHost ?? "") : `${host}:${ports.auth}`;
  const firestoreHost = `${host}:${ports.firestore}`;

  // Another setup in this process may have started its own stand-in; real keys are kept.
  const leftBehind = baseEnv.STRIPE_SECRET_KEY === localStripeKeys.secretKey ? standInSettings : [];
  const dropped = new Set([...localStackOnly, ...leftBehind]);
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(baseEnv).filter(([key]) => !dropped.has(key)));
  let stripe: LocalStripe | null = null;
  try {
    stripe = await startLocalStripe({ port: options.stripeStandInPort, env, log: (line) => echo(`${line}\n`) });
    if (stripe) {
      if (!options.stripeJsFromStandIn) delete env.STRIPE_JS_URL;
      await stripe.connect(hostingUrl);
      writeStandInSecrets(join(repoRoot, "functions"), (line) => echo(`${line}\n`));
    }
  } catch (error) {
    await stripe?.close();
    throw error;
  }

  const pageOrigins = [`http://${authHost}`, `http://${firestoreHost}`, ...(stripe && options.stripeJsFromStandIn ? [stripe.standIn.url] : [])];
  const configFile = join(stateDir, "firebase.json");
  writeFileSync(configFile, `${JSON.stringify(emulatorSuiteConfig(readFirebaseJson(repoRoot), { repoRoot, configDir: stateDir, ports, pageOrigins }), null, 2)}\n`);

  const only = ["auth", "firestore", "functions", "hosting"].filter((name) => name !== "auth" || ports.auth !== undefined);
  const args = ["emulators:start", "--only", only.join(","), "--project", demoProjectId, "--config", configFile];
  if (options.dataDir) args.push("--import", options.dataDir, "--export-on-exit", options.dataDir);
  const logFile = join(stateDir, "emulators.log");
  const log = createWriteStream(logFile);
  let tail = "";
  const child: ChildProcess = spawn(join(repoRoot, "node_modules", ".bin", "firebase"), args, {
    // firebase-tools writes its debug logs into its working folder.
    cwd: stateDir,
    env: {
      ...env,
      ...(ports.auth === undefined ? { FIREBASE_AUTH_EMULATOR_HOST: authHost } : {}),
      // No message of the day, no npm version checks: firebase-tools stays off the network.
      CI: "true",
      npm_config_offline: "true",
      NO_UPDATE_NOTIFIER: "1",
      FIREBASE_CLI_EXPERIMENTS: "",
      METADATA_SERVER_DETECTION: "none",
      JAVA_HOME: jdk.home,
      PATH: `${join(jdk.home, "bin")}:${baseEnv.PATH ?? ""}`,
      FIRESTORE_EMULATOR_BINARY_PATH: launcher,
    },
    // A group of its own: a Ctrl-C in the terminal reaches only the caller, which asks for one orderly shutdown (and export).
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: string) => {
    log.write(chunk);
    echo(chunk);
    tail = (tail + chunk).slice(-6000);
  };
  child.stdout?.setEncoding("utf8").on("data", keep);
  child.stderr?.setEncoding("utf8").on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        child.kill("SIGINT");
        // Exporting the data can take a while; past that, the whole group goes.
        const timer = setTimeout(() => {
          try {
            if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
          } catch {
            // The group ended on its own meanwhile.
          }
        }, 30_000);
        await exited;
        clearTimeout(timer);
      }
      // A firebase-tools that failed or was killed leaves the JVM running in its own group.
      for (const pid of firestoreJvms(launcher, ports.firestore)) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
      await stripe?.close();
      log.end();
    })());

  const failed = (why: string) => new Error(`The emulator suite ${why}. The end of its output (all of it in ${logFile}):\n${tail}`);
  try {
    const deadline = Date.now() + 120_000;
    const waitFor = async (what: string, ready: () => Promise<boolean>) => {
      while (!(await ready())) {
        if (child.exitCode !== null || child.signalCode !== null) throw failed(`stopped (exit ${child.exitCode ?? child.signalCode}) before ${what}`);
        if (Date.now() > deadline) throw failed(`was not ready within 120 s (waiting for ${what})`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    await waitFor("the Firestore emulator answered", async () => (await answers(`http://${firestoreHost}/`))?.ok === true);
    await seedPlans(repoRoot, firestoreHost);
    // Through Hosting's rewrite to the `api` function, on the Firestore store: the plans just seeded.
    await waitFor("the API answered through Hosting with the plans", async () => {
      const response = await answers(`${hostingUrl}/api/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ subject: "getPricing" }) });
      if (!response?.ok) return false;
      const body = (await response.json()) as { payload?: { plans?: unknown[] } };
      return body.payload?.plans?.length === planCatalog.length;
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { hostingUrl, authHost, firestoreHost, functionsHost: `${host}:${ports.functions}`, stripeStandInUrl: stripe?.standIn.url, logFile, stop, exited };
}

/** The plans, as `npm start` seeds them (scripts/seed-plans.ts), into the suite's Firestore. Its own process, so this one's store settings stay as they are. */
async function seedPlans(repoRoot: string, firestoreHost: string): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, STORE_DRIVER: "firestore", FIRESTORE_EMULATOR_HOST: firestoreHost, GCLOUD_PROJECT: demoProjectId, METADATA_SERVER_DETECTION: "none" };
  delete env.STORE_FIRESTORE_PROJECT;
  delete env.STORE_FIRESTORE_QUERY_SHAPES;
  const child = spawn(join(repoRoot, "node_modules", ".bin", "tsx"), [join(repoRoot, "scripts", "seed-plans.ts")], { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`Seeding the plans into the emulator suite's Firestore failed (exit ${code}):\n${output}`);
}
