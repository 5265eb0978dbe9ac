import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firestoreEmulatorHost, uniqueEmulatorProject } from "../test-support/test-store.ts";
import { declaredCollections } from "./collection.ts";

/**
 * firestore.rules against the official emulator, read like the API's
 * authorization table: every collection the code declares (every module of
 * functions/src is loaded first, so each has declared its collections), as anonymous,
 * another user, a member (the circle's member, or the user the document
 * belongs to) and an admin (the `admin` claim), reading and writing, each
 * cell an assertion. A collection without a row here fails the suite.
 *
 * The browser reads Firestore for one thing only, a faith circle's chat:
 * its members read the circle and its messages. Everything else, and every
 * write, goes through the API (whose Admin SDK bypasses the rules).
 */

const callers = ["anonymous", "other", "member", "admin"] as const;
type Caller = (typeof callers)[number];

interface Cell {
  read: "allowed" | "denied";
  write: "allowed" | "denied";
}

const denied: Cell = { read: "denied", write: "denied" };
const readOnly: Cell = { read: "allowed", write: "denied" };
const deniedToEveryone: Record<Caller, Cell> = { anonymous: denied, other: denied, member: denied, admin: denied };
/** A circle's chat: its members read it (no admin power here: moderation goes through the API), nobody writes. */
const membersRead: Record<Caller, Cell> = { anonymous: denied, other: denied, member: readOnly, admin: denied };

/** Every collection, by path; typed keys would not catch a new one, so the first test compares them with the declared list. */
const table: Record<string, Record<Caller, Cell>> = {
  activity: deniedToEveryone,
  articleReads: deniedToEveryone,
  bibleNotes: deniedToEveryone,
  circleEventFeeds: deniedToEveryone,
  circleInvites: deniedToEveryone,
  circles: membersRead,
  "circles/{id}/events": deniedToEveryone,
  "circles/{id}/messages": membersRead,
  contactMessages: deniedToEveryone,
  devotionalNotes: deniedToEveryone,
  devotionalProgress: deniedToEveryone,
  learningProgress: deniedToEveryone,
  questionFlags: deniedToEveryone,
  quizSettings: deniedToEveryone,
  families: deniedToEveryone,
  memoryCards: deniedToEveryone,
  memoryReviews: deniedToEveryone,
  memoryStats: deniedToEveryone,
  gameRounds: deniedToEveryone,
  gameStats: deniedToEveryone,
  challengeRuns: deniedToEveryone,
  challengeParticipants: deniedToEveryone,
  challengeBadges: deniedToEveryone,
  familyInvites: deniedToEveryone,
  plans: deniedToEveryone,
  prayerRequests: deniedToEveryone,
  "prayerRequests/{id}/prayers": deniedToEveryone,
  prayerWallUsers: deniedToEveryone,
  quizAttempts: deniedToEveryone,
  quizDaily: deniedToEveryone,
  quizStats: deniedToEveryone,
  quizTakers: deniedToEveryone,
  "quizTakers/{id}/takers": deniedToEveryone,
  rateLimitLeases: deniedToEveryone,
  rateLimits: deniedToEveryone,
  readingPlanProgress: deniedToEveryone,
  readingStreaks: deniedToEveryone,
  referralCodes: deniedToEveryone,
  referralMailboxes: deniedToEveryone,
  referrals: deniedToEveryone,
  referralYears: deniedToEveryone,
  signInCodes: deniedToEveryone,
  stripeEvents: deniedToEveryone,
  users: deniedToEveryone,
};

const uids: Record<Exclude<Caller, "anonymous">, string> = { other: "other", member: "member", admin: "admin" };
const circleId = "circle-1";
/** The document each row reads and writes: the member's own where a collection is keyed by user. */
function documentOf(collection: string): string {
  if (collection === "users") return `users/${uids.member}`;
  if (collection === "circles") return `circles/${circleId}`;
  return `${collection.replace("{id}", circleId)}/doc-1`;
}

let testEnv: RulesTestEnvironment;

const sourceDir = fileURLToPath(new URL("..", import.meta.url));

/** Loads every module of functions/src but tests and the entry points (which register functions or start servers), however lazily the app loads them, so every collection is declared. */
async function loadEveryModule(): Promise<void> {
  const modules = readdirSync(sourceDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test-support") && file !== "index.ts" && file !== "server.ts",
  );
  for (const file of modules) await import(pathToFileURL(join(sourceDir, file)).href);
}

const rulesFile = fileURLToPath(new URL("../../../firestore.rules", import.meta.url));

beforeAll(async () => {
  await loadEveryModule();
  const [host = "127.0.0.1", port = "8080"] = firestoreEmulatorHost().split(":");
  testEnv = await initializeTestEnvironment({
    projectId: uniqueEmulatorProject("rules"),
    firestore: { host, port: Number(port), rules: readFileSync(rulesFile, "utf8") },
  });
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const profile = (uid: string, family: { chat: boolean } | null) => ({ uid, name: uid, email: `${uid}@example.com`, paymentPlan: 0, family });
    await db.doc("users/other").set(profile("other", null));
    await db.doc("users/admin").set(profile("admin", null));
    await db.doc("users/muted").set(profile("muted", { chat: false }));
    for (const collection of Object.keys(table)) {
      if (collection !== "circles") await db.doc(documentOf(collection)).set({ uid: uids.member, seeded: true });
    }
    // The member's profile and the circle as the API writes them: the rules read both.
    await db.doc("users/member").set(profile("member", null));
    await db.doc(`circles/${circleId}`).set({ name: "Romans study", ownerUid: uids.member, memberUids: [uids.member, "muted", "ghost"], lastSeq: 1 });
    await db.doc(`circles/${circleId}/messages/doc-1`).set({ seq: 1, uid: uids.member, name: "member", text: "Grace to you", sentAt: "2026-11-26T10:00:00.000Z", clientId: "c-1", deleted: false, deletes: null });
    await db.doc("circles/circle-2").set({ name: "Another", ownerUid: "other", memberUids: ["other"], lastSeq: 0 });
  });
});

afterAll(async () => {
  await testEnv.cleanup();
});

function databaseOf(caller: Caller) {
  if (caller === "anonymous") return testEnv.unauthenticatedContext().firestore();
  return testEnv.authenticatedContext(uids[caller], caller === "admin" ? { admin: true } : {}).firestore();
}

const expectCell = (outcome: "allowed" | "denied", attempt: Promise<unknown>) => (outcome === "allowed" ? assertSucceeds(attempt) : assertFails(attempt));

describe("firestore.rules", () => {
  it("has a row for every collection the code declares, and none it does not", () => {
    expect(Object.keys(table).sort()).toEqual(declaredCollections());
  });

  for (const [collection, cells] of Object.entries(table)) {
    describe(collection, () => {
      for (const caller of callers) {
        const cell = cells[caller];
        it(`${caller}: read ${cell.read}, write ${cell.write}`, async () => {
          const db = databaseOf(caller);
          const path = documentOf(collection);
          await expectCell(cell.read, db.doc(path).get());
          await expectCell(cell.write, db.doc(path).set({ uid: uids.member, changed: caller }));
          await expectCell(cell.write, db.doc(path).update({ changed: caller }));
          await expectCell(cell.write, db.doc(path).delete());
          await expectCell(cell.write, db.doc(path.replace(/\/[^/]+$/, `/new-${caller}`)).set({ uid: caller }));
        });
      }
    });
  }
});

describe("following a circle's chat", () => {
  it("lets a member query the messages in order, as the chat's listener does", async () => {
    const db = databaseOf("member");
    const page = await assertSucceeds(db.collection(`circles/${circleId}/messages`).where("seq", ">", 0).orderBy("seq").get());
    expect(page.docs.map((doc) => doc.id)).toEqual(["doc-1"]);
  });

  it("keeps a member out of a circle they are not in", async () => {
    const db = databaseOf("member");
    await assertFails(db.doc("circles/circle-2").get());
    await assertFails(db.collection("circles/circle-2/messages").get());
  });

  it("keeps out a member whose Family plan's owner turned chat off", async () => {
    const db = testEnv.authenticatedContext("muted").firestore();
    await assertFails(db.doc(`circles/${circleId}`).get());
    await assertFails(db.collection(`circles/${circleId}/messages`).get());
  });

  it("does not list the circles, even a member's own: the API says which circles someone is in", async () => {
    await assertFails(databaseOf("member").collection("circles").where("memberUids", "array-contains", uids.member).get());
  });

  it("keeps out a member with no profile (an account that never finished signing up)", async () => {
    await assertFails(testEnv.authenticatedContext("ghost").firestore().collection(`circles/${circleId}/messages`).get());
  });
});
