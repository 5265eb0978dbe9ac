/**
 * Deployment settings in one place: the region and limits of every function,
 * and the session cookie. Runtime configuration (store driver, emulator
 * hosts) is read from the environment where it is used.
 */
export const region = "us-central1";

export const apiFunctionOptions = {
  region,
  // The Bible search indexes live in memory: about 50 MB per translation, built on first use.
  memory: "1GiB",
  timeoutSeconds: 60,
  concurrency: 80,
  maxInstances: 20,
} as const;

/**
 * The server-rendered home: React renders a page in a few milliseconds; the
 * instance keeps the dashboard's catalogues and the Bible texts the
 * devotional quotes from.
 */
export const pagesFunctionOptions = {
  region,
  memory: "512MiB",
  timeoutSeconds: 30,
  concurrency: 80,
  maxInstances: 20,
} as const;

/** The Stripe webhook: small and quick; Stripe retries what fails. */
export const webhookFunctionOptions = {
  region,
  memory: "256MiB",
  timeoutSeconds: 30,
  concurrency: 20,
  maxInstances: 5,
} as const;

/**
 * Firebase Hosting forwards only the cookie named `__session` to functions
 * and strips all others, so the spec's cookie name `t` could never reach the
 * API in production. The flags are the spec's: httpOnly, Secure,
 * SameSite=Strict, path /.
 */
export const sessionCookieName = "__session";

/**
 * Firebase session cookies last at most 14 days; the spec's 20 days is not
 * possible with them.
 */
export const sessionLifetimeMs = 14 * 24 * 60 * 60 * 1000;

/** A sign-in must be this recent for its ID token to start a session. */
export const maxSignInAgeMs = 5 * 60 * 1000;

/** Request bodies larger than this are refused with 413. */
export const maxBodyBytes = 64 * 1024;
