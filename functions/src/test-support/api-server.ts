import type { Server } from "node:http";
import { createApiApp } from "../api/app.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { seedPlans } from "../plans/plans.ts";
import type { Store } from "../store/port.ts";
import { usersCollection } from "../users/profiles.ts";
import { authEmulatorHost, createTestAccount } from "./auth-emulator.ts";
import { createJsonServer } from "../lib/http-server.ts";
import { createTestStore, type TestStoreDriver } from "./test-store.ts";

/**
 * Every collection the API writes to, by the names the domain code uses
 * (users/profiles.ts, users/sign-in-codes.ts, contact/contact-messages.ts,
 * lib/rate-limit.ts, plans/plans.ts, quiz/attempts.ts, billing/webhook.ts,
 * devotionals/devotionals.ts, articles/articles.ts, activity/activity.ts,
 * reading-plans/progress.ts, family/family.ts, referrals/referrals.ts,
 * circles/circles.ts, prayer/prayer-wall.ts; a circle's messages and a
 * prayer request's records are a collection each, so only `committedWrites`
 * sees them).
 */
export const apiCollections = [
  "users",
  "referralCodes",
  "signInCodes",
  "contactMessages",
  "rateLimits",
  "rateLimitLeases",
  "plans",
  "quizAttempts",
  "quizDaily",
  "quizStats",
  "quizTakers",
  "stripeEvents",
  "devotionalProgress",
  "devotionalNotes",
  "articleReads",
  "activity",
  "readingPlanProgress",
  "readingStreaks",
  "families",
  "familyInvites",
  "referrals",
  "circles",
  "circleInvites",
  "prayerRequests",
  "prayerWallUsers",
] as const;

/**
 * What the store holds at one moment: the documents in each collection, and
 * the writes committed so far, which move with any write, so one that
 * replaces or updates a document (and leaves every count as it was) is seen
 * too.
 */
export interface StoreSnapshot {
  counts: Record<string, number>;
  committedWrites: number;
}

export interface ApiTestServer {
  baseUrl: string;
  store: Store;
  /** The driver under the API: the Vitest project's (see test-store.ts). */
  driver: TestStoreDriver;
  /** The Firestore emulator project the API's store lives in (null on sqlite). */
  projectId: string | null;
  snapshot(): Promise<StoreSnapshot>;
  /** Waiting reads (store watches) that are listening now: a test sends once one is, rather than after a pause. */
  liveWatches(): number;
  close(): Promise<void>;
}

/**
 * The API app over HTTP on a random local port, with a fresh store of the
 * project's driver (plans seeded) and the real Auth emulator, as the
 * integration tests run it; `now` is the app's clock (the real one unless a
 * test moves it), and `chatWaitMs` how long a waiting chat read is held.
 *
 * A test that expects a date passes a clock pinned at an instant it names
 * (`testClock` in domain-test.ts), in the past: the Auth emulator's tokens
 * carry the real sign-in time, and `login` refuses only a sign-in more than
 * five minutes older than the app's now, so tokens from the app's future
 * sign in as fresh ones.
 */
export async function startApiServer(
  name: string,
  options: { now?: () => Date; chatWaitMs?: number; trustedProxyHops?: number; registerReplyFloorMs?: number } = {},
): Promise<ApiTestServer> {
  authEmulatorHost();
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  const testStore = await createTestStore(name);
  const { store } = testStore;
  await seedPlans(store);
  const server: Server = createJsonServer(
    createApiApp({
      store,
      auth: adminAuth(),
      now: options.now ?? (() => new Date()),
      ...(options.chatWaitMs ? { chatWaitMs: options.chatWaitMs } : {}),
      ...(options.trustedProxyHops !== undefined ? { trustedProxyHops: options.trustedProxyHops } : {}),
      // No floor under `register`'s reply unless a test asks for it (abuse.integration.test.ts holds the real one).
      registerReplyFloorMs: options.registerReplyFloorMs ?? 0,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The test server has no address.");

  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    store,
    driver: testStore.driver,
    projectId: testStore.projectId,
    liveWatches: () => testStore.liveWatches(),
    async snapshot() {
      const counts: Record<string, number> = {};
      for (const collection of apiCollections) counts[collection] = await store.count(collection);
      return { counts, committedWrites: testStore.committedWrites() };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testStore.close();
    },
  };
}

/** Signs an ID token in through `POST /api/` (subject `login`) and returns the `__session` cookie to send. */
export async function sessionCookie(baseUrl: string, idToken: string, timeZone?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    // With a time zone, as the browser sends its own: a new account's days count in it.
    body: JSON.stringify({ subject: "login", idToken, ...(timeZone ? { timeZone } : {}) }),
  });
  const match = /__session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "");
  if (response.status !== 200 || !match?.[1]) throw new Error(`login answered ${response.status} without a session cookie: ${await response.text()}`);
  return `__session=${match[1]}`;
}

/** A person signed in to a test server's API: their account's uid and email, and the session cookie to send. */
export interface SignedInAccount {
  uid: string;
  email: string;
  cookie: string;
}

/**
 * A new Auth emulator account, signed in to the API at `server.baseUrl`. A
 * paid `paymentPlan` is written on its profile as a paid subscription's
 * webhook would, for tests about what a plan opens rather than paying for it.
 * `verified`: the email is confirmed through the emulator's emailed link
 * first (sharing prayers and Family invites wait for it).
 */
export async function signedInAccount(
  server: { baseUrl: string; store: Store },
  name: string,
  paymentPlan: 0 | 1 | 2 = 0,
  options: { verified?: boolean; timeZone?: string } = {},
): Promise<SignedInAccount> {
  const account = await createTestAccount(name, options);
  const cookie = await sessionCookie(server.baseUrl, account.idToken, options.timeZone);
  if (paymentPlan > 0) await server.store.update(usersCollection, account.uid, { paymentPlan });
  return { uid: account.uid, email: account.email, cookie };
}
