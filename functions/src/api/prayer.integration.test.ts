import {
  prayerAnonymousName,
  type PrayerMineReply,
  type PrayerPrayReply,
  type PrayerReportsReply,
  type PrayerRequestView,
  type PrayerWallReply,
} from "@berea/contracts/prayer";
import type { MessageReply } from "@berea/contracts/message-reply";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../lib/firebase-admin.ts";
import { prayerRequestsCollection, prayersCollection } from "../prayer/prayer-wall.ts";
import { sessionCookie, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { areaClient } from "../test-support/area-client.ts";
import { createTestAccount, signInTestAccount } from "../test-support/auth-emulator.ts";
import { usersCollection } from "../users/profiles.ts";

/**
 * The prayer wall over HTTP: real Auth emulator accounts (one with the admin
 * claim), sqlite, and the API's own clock moved a day forward where the
 * daily sharing limit would otherwise stop a test.
 */
let server: ApiTestServer;
let clockOffsetMs = 0;
const dayMs = 24 * 60 * 60 * 1000;
/** Requests one account may share in 24 hours, and requests on a page of the wall. */
const postsPerDay = 5;
const wallPage = 20;

interface Person {
  uid: string;
  name: string;
  cookie: string;
}

const names = ["Hannah", "Eli", "Samuel", "Elkanah", "Peninnah", "Ruth", "Naomi", "Boaz", "Orpah", "Jonah", "Young Samuel", "Moderator"] as const;
type Name = (typeof names)[number];
const signedIn = new Map<string, Person>();

async function signUp(name: Name): Promise<Person> {
  // Confirmed emails: sharing on the wall waits for one (users/email-verification.ts).
  const account = await createTestAccount(name, { verified: true });
  let idToken = account.idToken;
  if (name === "Moderator") {
    await adminAuth().setCustomUserClaims(account.uid, { admin: true });
    idToken = await signInTestAccount(account.email, account.password);
  }
  return { uid: account.uid, name, cookie: await sessionCookie(server.baseUrl, idToken) };
}

beforeAll(async () => {
  server = await startApiServer("prayer", { now: () => new Date(Date.now() + clockOffsetMs) });
  // Everyone signs in before any test moves the API's clock: a sign-in must be fresh by that clock.
  for (const person of await Promise.all(names.map(signUp))) signedIn.set(person.name, person);
});
afterAll(async () => {
  await server.close();
});

function one(name: Name): Person {
  const found = signedIn.get(name);
  if (!found) throw new Error(`${name} is not signed in`);
  return found;
}

const { post, ok } = areaClient(() => server.baseUrl, "prayer");

let clientIds = 0;
const share = (who: Person, text: string, anonymous?: boolean) =>
  ok<PrayerRequestView>(who, "post", { text, clientId: `test-request-${++clientIds}`, ...(anonymous === undefined ? {} : { anonymous }) });
const wall = (who: Person, before?: string) => ok<PrayerWallReply>(who, "wall", before ? { before } : {});
const pray = (who: Person, requestId: string) => post<PrayerPrayReply>(who, "pray", { requestId });
const onWall = async (who: Person, id: string) => (await wall(who)).requests.find((request) => request.id === id);

/** Moves the API's clock a day on, so everyone may share again. */
const nextDay = () => {
  clockOffsetMs += dayMs + 60_000;
};

describe("sharing a request", () => {
  it("puts it at the top of everyone's wall, with the sharer's name or without it", async () => {
    const [hannah, eli] = [one("Hannah"), one("Eli")];
    const named = await share(hannah, "  Please pray for a child.\nWe have waited many years.  ");
    expect(named).toMatchObject({ name: "Hannah", anonymous: false, text: "Please pray for a child.\nWe have waited many years.", prayedCount: 0, youPrayed: false, mine: true, answered: null, hidden: false });
    const unnamed = await share(hannah, "For peace between two women in our house.", true);
    expect(unnamed).toMatchObject({ name: prayerAnonymousName, anonymous: true, mine: true });

    const seen = await wall(eli);
    expect(seen.requests.slice(0, 2).map((request) => [request.id, request.name, request.mine])).toEqual([
      [unnamed.id, prayerAnonymousName, false],
      [named.id, "Hannah", false],
    ]);
    // The wall never names the sharer of an anonymous request, even in its stored fields it returns.
    expect(JSON.stringify(seen.requests[0])).not.toContain("Hannah");
    expect(seen).toMatchObject({ canPost: true, postsLeftToday: postsPerDay });
    expect((await wall(hannah)).postsLeftToday).toBe(postsPerDay - 2);
  });

  it("shares a retried request once", async () => {
    const samuel = one("Samuel");
    const body = { text: "Speak, Lord, for your servant hears.", clientId: "samuel-retry-1" };
    const first = await post<PrayerRequestView>(samuel, "post", body);
    const before = await server.snapshot();
    const again = await post<PrayerRequestView>(samuel, "post", body);
    expect(again.status).toBe(200);
    expect(again.payload.id).toBe(first.payload.id);
    expect(await server.snapshot()).toEqual(before);
    expect(first.cost).toBe("reads=3, writes=2");
  });

  it("refuses a request that is too short or too long, or a wrong type, with the reason and nothing written", async () => {
    const samuel = one("Samuel");
    const before = await server.snapshot();
    for (const [body, message] of [
      [{ text: "Help", clientId: "samuel-short-1" }, "A prayer request needs at least 10 characters."],
      [{ text: "x".repeat(501), clientId: "samuel-long-1" }, "A prayer request can be at most 500 characters."],
      [{ text: "Please pray for my mother.", anonymous: "yes", clientId: "samuel-type-1" }, "anonymous must be a boolean."],
      [{ text: "Please pray for my mother." }, "clientId is required."],
    ] as const) {
      const reply = await post(samuel, "post", body);
      expect({ status: reply.status, code: reply.code, message: reply.message }).toMatchObject({ status: 400, code: "invalid-argument" });
      expect(reply.message).toContain(message);
    }
    expect(await server.snapshot()).toEqual(before);
  });

  it("lets an account share 5 in 24 hours, says when the next may be shared, and lets it share again a day later", async () => {
    const peninnah = one("Peninnah");
    for (let n = 1; n <= postsPerDay; n++) await share(peninnah, `Request number ${n} for the family.`);
    expect((await wall(peninnah)).postsLeftToday).toBe(0);
    const before = await server.snapshot();
    const refused = await post(peninnah, "post", { text: "One request too many today.", clientId: "peninnah-extra-1" });
    expect({ status: refused.status, code: refused.code }).toEqual({ status: 429, code: "rate-limited" });
    expect(refused.message).toMatch(/^You have shared 5 prayer requests in the last 24 hours, the most for a day\. You can share another in (24 hours|1 day)\.$/);
    expect(await server.snapshot()).toEqual(before);
    nextDay();
    expect((await wall(peninnah)).postsLeftToday).toBe(postsPerDay);
    await share(peninnah, "A new day, a new request.");
  });

  it("asks anyone signed out to sign in, and writes nothing", async () => {
    const before = await server.snapshot();
    for (const [action, body] of [
      ["wall", {}],
      ["mine", {}],
      ["post", { text: "Please pray for my mother.", clientId: "signed-out-1" }],
      ["pray", { requestId: "some-request" }],
    ] as const) {
      const reply = await post(null, action, body);
      expect({ action, status: reply.status, code: reply.code }).toEqual({ action, status: 403, code: "unauthenticated" });
    }
    expect(await server.snapshot()).toEqual(before);
  });
});

describe("praying", () => {
  it("counts each person once, and the wall remembers who prayed", async () => {
    const [ruth, naomi, boaz] = [one("Ruth"), one("Naomi"), one("Boaz")];
    const request = await share(naomi, "Pray for the journey home to Bethlehem.");
    const first = await pray(ruth, request.id);
    expect(first.payload).toEqual({ prayedCount: 1, youPrayed: true });
    // The reader's own document, the request, their prayer record, then the records counted; written: the record and their own document, never the request.
    expect(first.cost).toBe("reads=4, writes=2");

    const before = await server.snapshot();
    const again = await pray(ruth, request.id);
    expect(again.payload).toEqual({ prayedCount: 1, youPrayed: true });
    expect(again.cost).toBe("reads=4, writes=0");
    expect(await server.snapshot()).toEqual(before);

    expect((await pray(boaz, request.id)).payload.prayedCount).toBe(2);
    expect(await onWall(ruth, request.id)).toMatchObject({ prayedCount: 2, youPrayed: true });
    expect(await onWall(naomi, request.id)).toMatchObject({ prayedCount: 2, youPrayed: false });
  });

  it("keeps the count right when many pray at once, and when one person taps many times at once", async () => {
    const jonah = one("Jonah");
    const request = await share(jonah, "For the city of Nineveh, that it turns.");
    const prayers = names.filter((name) => name !== "Jonah").map(one);
    const replies = await Promise.all([...prayers.map((person) => pray(person, request.id)), ...Array.from({ length: 5 }, () => pray(one("Ruth"), request.id))]);
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(await onWall(jonah, request.id)).toMatchObject({ prayedCount: prayers.length });
    expect(await server.store.count(prayersCollection(request.id))).toBe(prayers.length);
  });

  it("answers 404 for a request that is not there", async () => {
    const reply = await pray(one("Ruth"), "no-such-request");
    expect({ status: reply.status, message: reply.message }).toEqual({ status: 404, message: "This prayer request is no longer on the wall." });
  });
});

describe("answered requests", () => {
  it("lets the sharer mark a request answered with a note, and change the note; nobody else", async () => {
    const [hannah, eli] = [one("Hannah"), one("Eli")];
    const request = await share(hannah, "For a son, that I may give him back to the Lord.");
    const answered = await ok<PrayerRequestView>(hannah, "answer", { requestId: request.id, note: " Samuel is born. " });
    expect(answered.answered?.note).toBe("Samuel is born.");
    const at = answered.answered?.at;
    expect((await ok<PrayerRequestView>(hannah, "answer", { requestId: request.id, note: "Samuel is born, thank you all." })).answered).toEqual({ at, note: "Samuel is born, thank you all." });
    expect((await onWall(eli, request.id))?.answered).toEqual({ at, note: "Samuel is born, thank you all." });

    const refused = await post(eli, "answer", { requestId: request.id });
    expect({ status: refused.status, message: refused.message }).toEqual({ status: 403, message: "Only the one who shared this request can mark it answered." });
    const tooLong = await post(hannah, "answer", { requestId: request.id, note: "y".repeat(281) });
    expect({ status: tooLong.status, message: tooLong.message }).toMatchObject({ status: 400 });
    expect(tooLong.message).toContain("The note can be at most 280 characters.");
  });
});

describe("reports", () => {
  it("takes a request off the wall after three people report it; its sharer still sees it, marked hidden", async () => {
    const [elkanah, ruth, naomi, boaz, orpah] = [one("Elkanah"), one("Ruth"), one("Naomi"), one("Boaz"), one("Orpah")];
    const request = await share(elkanah, "Buy my great product at this link today!");
    const own = await post(elkanah, "report", { requestId: request.id });
    expect({ status: own.status, message: own.message }).toEqual({ status: 400, message: "You cannot report your own request. You can delete it instead." });

    expect((await ok<MessageReply>(ruth, "report", { requestId: request.id })).message).toBe("Thank you for telling us. We will look at this request.");
    await ok(ruth, "report", { requestId: request.id });
    await ok(naomi, "report", { requestId: request.id });
    expect(await onWall(orpah, request.id)).toMatchObject({ hidden: false, reportedByYou: false });
    expect(await onWall(ruth, request.id)).toMatchObject({ reportedByYou: true });
    await ok(boaz, "report", { requestId: request.id });

    expect(await onWall(orpah, request.id)).toBeUndefined();
    expect(await onWall(elkanah, request.id)).toBeUndefined();
    expect((await pray(orpah, request.id)).status).toBe(404);
    expect((await post(orpah, "report", { requestId: request.id })).status).toBe(404);
    const mine = await ok<PrayerMineReply>(elkanah, "mine", {});
    expect(mine.requests.find((r) => r.id === request.id)).toMatchObject({ hidden: true });
  });
});

describe("moderation", () => {
  it("shows moderators the reported requests, most reported first; keeping one puts it back with its reports cleared, removing deletes it", async () => {
    const [jonah, ruth, naomi, boaz, moderator] = [one("Jonah"), one("Ruth"), one("Naomi"), one("Boaz"), one("Moderator")];
    nextDay();
    const once = await share(jonah, "A request one person thought out of place.");
    const thrice = await share(jonah, "A request three people reported.");
    await ok(ruth, "report", { requestId: once.id });
    for (const person of [ruth, naomi, boaz]) await ok(person, "report", { requestId: thrice.id });

    expect((await wall(moderator)).moderator).toBe(true);
    expect((await wall(ruth)).moderator).toBe(false);
    const refused = await post(ruth, "reports", {});
    expect({ status: refused.status, message: refused.message }).toEqual({ status: 403, message: "Only Berea's moderators can do that." });

    const listed = await ok<PrayerReportsReply>(moderator, "reports", {});
    const ours = listed.requests.filter((request) => request.id === once.id || request.id === thrice.id);
    expect(ours.map((request) => [request.id, request.reports, request.hidden])).toEqual([
      [thrice.id, 3, true],
      [once.id, 1, false],
    ]);
    const reportCounts = listed.requests.map((request) => request.reports);
    expect(reportCounts).toEqual([...reportCounts].sort((a, b) => b - a));

    const reviewRefused = await post(jonah, "review", { requestId: thrice.id, decision: "keep" });
    expect(reviewRefused.status).toBe(403);
    expect((await ok<MessageReply>(moderator, "review", { requestId: thrice.id, decision: "keep" })).message).toBe("The request stays on the wall, and its reports are cleared.");
    expect(await onWall(ruth, thrice.id)).toMatchObject({ hidden: false, reportedByYou: false });
    // A later report counts afresh: one is not enough to hide it again.
    await ok(ruth, "report", { requestId: thrice.id });
    expect(await onWall(naomi, thrice.id)).toBeDefined();

    expect((await ok<MessageReply>(moderator, "review", { requestId: once.id, decision: "remove" })).message).toBe("The request is removed from the wall.");
    expect(await server.store.get(prayerRequestsCollection, once.id)).toBeNull();
    const after = await ok<PrayerReportsReply>(moderator, "reports", {});
    expect(after.requests.map((request) => [request.id, request.reports]).filter(([id]) => id === once.id || id === thrice.id)).toEqual([[thrice.id, 1]]);

    const badDecision = await post(moderator, "review", { requestId: thrice.id, decision: "hide" });
    expect({ status: badDecision.status, message: badDecision.message }).toMatchObject({ status: 400 });
    expect(badDecision.message).toContain("decision must be one of: keep, remove.");
  });
});

describe("deleting", () => {
  it("lets the sharer and an admin delete a request with its prayer records; nobody else", async () => {
    const [orpah, naomi, moderator] = [one("Orpah"), one("Naomi"), one("Moderator")];
    const first = await share(orpah, "Pray that I find my way in Moab.");
    await pray(naomi, first.id);
    const refused = await post(naomi, "delete", { requestId: first.id });
    expect({ status: refused.status, message: refused.message }).toEqual({ status: 403, message: "Only the one who shared this request can delete it." });

    expect((await ok<MessageReply>(orpah, "delete", { requestId: first.id })).message).toBe("Your prayer request is deleted.");
    expect(await server.store.get(prayerRequestsCollection, first.id)).toBeNull();
    expect(await server.store.count(prayersCollection(first.id))).toBe(0);
    expect((await post(orpah, "delete", { requestId: first.id })).status).toBe(404);

    const second = await share(orpah, "Something a moderator must take down.");
    expect((await ok<MessageReply>(moderator, "delete", { requestId: second.id })).message).toBe("The prayer request is deleted.");
    expect(await onWall(naomi, second.id)).toBeUndefined();
  });
});

describe("the wall's pages", () => {
  it("pages from the newest to the oldest with no request shown twice or left out", async () => {
    const boaz = one("Boaz");
    const shared: string[] = [];
    for (let day = 0; day < 5; day++) {
      nextDay();
      for (let n = 0; n < postsPerDay; n++) shared.push((await share(boaz, `Harvest prayer ${day}-${n}, for the field.`)).id);
    }
    const seen: string[] = [];
    let before: string | undefined;
    const pageSizes: number[] = [];
    do {
      const page = await wall(boaz, before);
      seen.push(...page.requests.map((request) => request.id));
      before = page.next ?? undefined;
      pageSizes.push(page.requests.length);
    } while (before);
    expect(new Set(seen).size).toBe(seen.length);
    // Newest first: Boaz's 25 are the newest on the wall, in reverse order.
    expect(seen.slice(0, shared.length)).toEqual([...shared].reverse());
    // More than a page: every page but the last is full.
    expect(pageSizes.length).toBeGreaterThan(1);
    expect(pageSizes.slice(0, -1).every((size) => size === wallPage)).toBe(true);
    expect(pageSizes.at(-1)).toBeLessThanOrEqual(wallPage);

    const bad = await post(boaz, "wall", { before: "page two" });
    expect({ status: bad.status, message: bad.message }).toMatchObject({ status: 400 });
    expect(bad.message).toContain("before is not a place on the wall.");
  });
});

describe("a Family member whose owner turned chat off", () => {
  it("can read the wall, pray and report, but not share", async () => {
    const [child, hannah] = [one("Young Samuel"), one("Hannah")];
    await server.store.update(usersCollection, child.uid, {
      family: { ownerUid: hannah.uid, joinedAt: "2026-03-01T09:00:00.000Z", child: true, chat: false, attemptedBy: false },
    });
    const seen = await wall(child);
    expect(seen).toMatchObject({ canPost: false, postsLeftToday: 0 });
    const refused = await post(child, "post", { text: "Please pray for my exams.", clientId: "child-request-1" });
    expect({ status: refused.status, message: refused.message }).toEqual({
      status: 403,
      message: "Your Family plan's owner has turned chat off for your account, so you can read the wall and pray, but not share requests.",
    });
    const request = await share(hannah, "For the boy who serves in the temple.");
    expect((await pray(child, request.id)).status).toBe(200);
    expect((await post(child, "report", { requestId: request.id })).status).toBe(200);
  });
});
