import { it } from "vitest";

/**
 * Which runtime answers the HTTP suites that run on it (bad-input and the
 * authorization table):
 * - `tested`: the app on a plain Node server (`startApiServer`), as the
 *   `integration` project runs them;
 * - `functions-emulator`: the deploy bundle in firebase-tools' Functions
 *   emulator, reached through the Hosting emulator's `/api/**` rewrite (the
 *   emulator suite, e2e/emulator-suite-api-*.test.ts);
 * - `functions-framework`: the deploy bundle under
 *   @google-cloud/functions-framework, the server Cloud Functions (2nd gen)
 *   runs in production, on the emulator suite's Auth and Firestore.
 *
 * The deployed ones are picked by e2e/support/deployed-api.ts, which sets
 * `BEREA_API_RUNTIME` and `BEREA_DEPLOYED_API_URL` before the suite's module
 * is evaluated.
 */
export type ApiRuntime = "tested" | "functions-emulator" | "functions-framework";

const runtimes: readonly ApiRuntime[] = ["tested", "functions-emulator", "functions-framework"];

function runtimeFromEnv(): ApiRuntime {
  const value = process.env.BEREA_API_RUNTIME?.trim() || "tested";
  const found = runtimes.find((runtime) => runtime === value);
  if (!found) throw new Error(`BEREA_API_RUNTIME=${value} is none of ${runtimes.join(", ")}.`);
  return found;
}

export const apiRuntime: ApiRuntime = runtimeFromEnv();

/** Whether the suite runs against a deployed runtime (no in-process server, no test clock, no store counters). */
export const onDeployedRuntime = apiRuntime !== "tested";

/** The deployed API's origin (`/api` is under it), or why there is none; only on a deployed runtime. */
export function deployedApiUrl(): string {
  const why = process.env.BEREA_DEPLOYED_API_ERROR?.trim();
  if (why) throw new Error(`The ${apiRuntime} runtime is not running: ${why}`);
  const url = process.env.BEREA_DEPLOYED_API_URL?.trim();
  if (!url) throw new Error(`No BEREA_DEPLOYED_API_URL for the ${apiRuntime} runtime.`);
  return url;
}

/**
 * How many of a property's generated cases a deployed runtime gets: every
 * case kind on every route, a tenth of the samples (at least one). The same
 * seed, so they are the first ones the tested server gets. A request through
 * a runtime costs 15-20 ms where the in-process server takes about 1.
 */
export function runsOnThisRuntime(numRuns: number): number {
  return onDeployedRuntime ? Math.max(1, Math.ceil(numRuns / 10)) : numRuns;
}

/**
 * The cases a runtime answers before the app's code runs, so the app cannot
 * give its answer (a JSON error with a plain message). The one list: the
 * suites mark these `it.fails` on those runtimes (see `itUnlessRuntimeFirst`),
 * so a test flips to failing the day the runtime lets the app answer, and
 * then comes off this list. Nothing here is skipped, and the bad answer is
 * never asserted as correct. docs/QUALITY.md, "Bad bodies on the deployed
 * runtime", has what was measured and what can be done.
 */
export const runtimeFirst = {
  "malformed JSON": {
    runtimes: ["functions-emulator", "functions-framework"],
    why: "the runtime's body-parser json() parses every application/json body before the app and answers a parse error itself: 400 text/html (with the stack in the emulator, 'Bad Request' under NODE_ENV=production)",
  },
  "a JSON scalar body": {
    runtimes: ["functions-emulator", "functions-framework"],
    why: "the runtime's json() parser is strict: null, 42, \"x\" or true is a 400 text/html from it before the app can say the body must be an object",
  },
  "JSON in a charset other than UTF-8": {
    runtimes: ["functions-emulator", "functions-framework"],
    why: "the runtime's json() parser refuses the charset itself: 415 text/html",
  },
  "an unknown Content-Encoding": {
    runtimes: ["functions-emulator", "functions-framework"],
    why: "the runtime's body-parser refuses the encoding itself: 415 text/html",
  },
  "a body that does not decompress": {
    runtimes: ["functions-emulator", "functions-framework"],
    why: "the runtime's body-parser inflates the body and answers zlib's error itself: 400 text/html",
  },
  "an address over 16 KB of headers": {
    runtimes: ["functions-emulator", "functions-framework"],
    why: "Node's HTTP server in front of the app (the Hosting emulator's, the functions framework's) answers 431 with no body before any JavaScript of the app runs",
  },
  "an address with broken percent-encoding": {
    runtimes: ["functions-emulator", "functions-framework"],
    why: "the path is decoded before the function: the Hosting emulator fails on a malformed %-sequence with 500 'Unexpected error occurred.', and the functions framework's own Express router answers 400 text/html",
  },
  "a body over 32 MB": {
    runtimes: ["functions-emulator"],
    why: "over the Functions emulator's 32 MB parser limit the Hosting emulator's proxy answers 500 'An internal error occurred while proxying'; the functions framework reads it (limit 1 GB) and the app answers 413 (deployed, Cloud Run's front end refuses requests over 32 MiB itself)",
  },
  "a brotli body": {
    runtimes: ["functions-emulator"],
    why: "firebase-tools' Functions emulator parses with body-parser 1.x, which does not know br: 415 text/html (the functions framework's body-parser 2.x reads it)",
  },
  "OPTIONS": {
    runtimes: ["functions-emulator"],
    why: "the Functions emulator turns on firebase-functions' CORS debug feature, whose middleware answers every OPTIONS with 204 and no body before the app; deployed, without a cors option, the app answers",
  },
} as const satisfies Record<string, { runtimes: readonly ApiRuntime[]; why: string }>;

export type RuntimeFirstCase = keyof typeof runtimeFirst;

/** Whether this runtime answers `name` before the app. */
export function runtimeAnswersFirst(name: RuntimeFirstCase): boolean {
  const runtimesOf: readonly ApiRuntime[] = runtimeFirst[name].runtimes;
  return runtimesOf.includes(apiRuntime);
}

/**
 * `it` for a case the app answers on this runtime; `it.fails` where the
 * runtime answers it first (the test must fail there, and the title says why).
 */
export function itUnlessRuntimeFirst(name: RuntimeFirstCase): (title: string, fn: () => Promise<void>) => void {
  if (!runtimeAnswersFirst(name)) return (title, fn) => it(title, fn);
  return (title, fn) => it.fails(`${title} [the ${apiRuntime} runtime answers first: ${runtimeFirst[name].why}]`, fn);
}
