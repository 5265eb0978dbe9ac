import type { PrayerRequestView } from "@berea/contracts/prayer";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFamilyInvite, joinFamily, setFamilySwitches } from "../family/family.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, hourMs, minuteMs, openDomainStore, testClock, type DomainStore, type TestClock, saidReplyOf } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import {
  answerPrayerRequest,
  deletePrayerRequest,
  migrateAnonymousPrayerRequests,
  myPrayerRequests,
  postPrayerRequest,
  prayersCollection,
  prayerRequestsCollection,
  prayerWall,
  prayFor,
  reportedPrayerRequests,
  reportPrayerRequest,
  reviewPrayerRequest,
  type PrayerCaller,
  type PrayerDeps,
} from "./prayer-wall.ts";

/** The prayer wall as plain functions over a real sqlite store, with a clock the test moves. */

let domain: DomainStore;
let store: Store;
let clock: TestClock;
let deps: PrayerDeps;
const people = ["Hannah", "Eli", "Samuel", "Ruth", "Naomi", "Boaz", "Orpah", "Jesse", "David", "Moderator"];

beforeEach(async () => {
  domain = openDomainStore("prayer");
  store = domain.store;
  clock = testClock("2026-06-01T08:00:00Z");
  deps = { store, now: clock.now };
  for (const name of people) await ensureProfile(store, { uid: name.toLowerCase(), name: `${name} of Israel`, email: `${name.toLowerCase()}@example.com` }, clock.now());
});

afterEach(async () => {
  await domain.close();
});

const reader = (uid: string): PrayerCaller => ({ uid, admin: false });
const moderator: PrayerCaller = { uid: "moderator", admin: true };

let clientIds = 0;
const share = (uid: string, text = "Please pray for my mother's healing.", change: { anonymous?: boolean; clientId?: string } = {}) =>
  postPrayerRequest(deps, uid, { text, clientId: change.clientId ?? `request-${++clientIds}`, ...(change.anonymous === undefined ? {} : { anonymous: change.anonymous }) });
const wall = (uid: string, before?: string) => prayerWall(deps, reader(uid), before);
const idsOf = (requests: PrayerRequestView[]) => requests.map((request) => request.id);

describe("sharing a request", () => {
  it("shows it on everyone's wall, newest first, with the sharer's name or as 'Someone on Berea'", async () => {
    const named = await share("hannah", "Pray for a child, I have waited long.");
    clock.advance(minuteMs);
    const anonymous = await share("ruth", "Pray for a safe journey to Bethlehem.", { anonymous: true });
    expect(named).toMatchObject({ name: "Hannah of Israel", anonymous: false, mine: true, prayedCount: 0, answered: null, hidden: false });
    expect(anonymous).toMatchObject({ name: "Someone on Berea", anonymous: true, mine: true });

    const seen = await wall("eli");
    expect(seen.requests.map((request) => [request.id, request.name, request.mine])).toEqual([
      [anonymous.id, "Someone on Berea", false],
      [named.id, "Hannah of Israel", false],
    ]);
    // Nothing in what others see names the one who shared anonymously.
    expect(JSON.stringify(seen)).not.toContain("Ruth");
  });

  it("lets an account share 5 in any 24 hours, refuses the sixth with when the next may be shared, and lets it share once the first is a day old", async () => {
    for (let n = 1; n <= 5; n++) {
      await share("hannah", `Request number ${n}, please pray.`);
      expect((await wall("hannah")).postsLeftToday).toBe(5 - n);
      clock.advance(hourMs);
    }
    // Five hours after the first: the first leaves the 24 hours in 19 more.
    const refused = await refusalOf(share("hannah"));
    expect(refused.code).toBe("rate-limited");
    expect(refused.message).toBe("You have shared 5 prayer requests in the last 24 hours, the most for a day. You can share another in 19 hours.");
    expect(await store.count(prayerRequestsCollection)).toBe(5);
    // Another account has its own allowance.
    await share("eli");

    clock.set("2026-06-02T07:59:59.999Z");
    expect((await appErrorOf(share("hannah"))).code).toBe("rate-limited");
    clock.set("2026-06-02T08:00:00Z");
    await share("hannah", "A sixth request, a day after the first.");
    expect((await wall("hannah")).postsLeftToday).toBe(0);
  });

  it("holds 5 in 24 hours when many are shared at once", async () => {
    const results = await Promise.allSettled(Array.from({ length: 9 }, (_, n) => share("hannah", `Shared at once, number ${n}.`)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect(await store.count(prayerRequestsCollection)).toBe(5);
  });

  it("shares a retried request once: the same clientId answers with the first, even once the day's allowance is spent", async () => {
    const first = await share("hannah", "Pray for the harvest this year.", { clientId: "retry-request" });
    const retry = await share("hannah", "Pray for the harvest this year!!", { clientId: "retry-request" });
    expect(retry).toEqual(first);
    expect(await store.count(prayerRequestsCollection)).toBe(1);
    expect((await wall("hannah")).postsLeftToday).toBe(4);

    for (let n = 0; n < 4; n++) await share("hannah");
    expect(await share("hannah", "anything", { clientId: "retry-request" })).toEqual(first);
    // The same clientId from someone else is their own request.
    expect((await share("eli", "Pray for my sons.", { clientId: "retry-request" })).id).not.toBe(first.id);
  });
});

describe("praying", () => {
  it("counts 'I prayed' once per person, and the wall remembers who prayed", async () => {
    const request = await share("hannah");
    expect(await prayFor(deps, "eli", request.id)).toEqual({ prayedCount: 1, youPrayed: true });
    expect(await prayFor(deps, "eli", request.id)).toEqual({ prayedCount: 1, youPrayed: true });
    expect(await prayFor(deps, "samuel", request.id)).toEqual({ prayedCount: 2, youPrayed: true });

    expect((await wall("eli")).requests[0]).toMatchObject({ prayedCount: 2, youPrayed: true });
    expect((await wall("ruth")).requests[0]).toMatchObject({ prayedCount: 2, youPrayed: false });
    expect(await store.count(prayersCollection(request.id))).toBe(2);
  });

  it("keeps the count right when many pray at once and one person taps many times at once", async () => {
    const request = await share("hannah");
    const many = people.filter((name) => name !== "Hannah").map((name) => name.toLowerCase());
    await Promise.all([...many.map((uid) => prayFor(deps, uid, request.id)), ...Array.from({ length: 8 }, () => prayFor(deps, "eli", request.id))]);
    expect((await wall("hannah")).requests[0]?.prayedCount).toBe(many.length);
    expect(await store.count(prayersCollection(request.id))).toBe(many.length);
  });

  it("writes only the praying person's own documents, never the request's, so many can pray for one at once", async () => {
    const request = await share("hannah");
    const before = await store.get(prayerRequestsCollection, request.id);
    const many = people.filter((name) => name !== "Hannah").map((name) => name.toLowerCase());
    const replies = await Promise.all(many.map((uid) => prayFor(deps, uid, request.id)));
    expect(await store.get(prayerRequestsCollection, request.id)).toEqual(before);
    // Each reply counts at least its own prayer; the last word is the records' count.
    for (const reply of replies) expect(reply.prayedCount).toBeGreaterThanOrEqual(1);
    expect(await prayFor(deps, many[0] ?? "", request.id)).toEqual({ prayedCount: many.length, youPrayed: true });
  });

  it("shows a request shared before counts were read from the records with its records' count", async () => {
    const request = await share("hannah");
    await prayFor(deps, "eli", request.id);
    await store.update(prayerRequestsCollection, request.id, { prayedCount: 1 });
    await prayFor(deps, "samuel", request.id);
    expect((await wall("ruth")).requests[0]?.prayedCount).toBe(2);
  });

  it("answers not-found for a request that is not there", async () => {
    expect((await appErrorOf(prayFor(deps, "eli", "no-such-request"))).code).toBe("not-found");
  });
});

describe("answered requests", () => {
  it("lets only the sharer mark a request answered; a second answer changes the note and keeps the date", async () => {
    const request = await share("hannah");
    const refused = await refusalOf(answerPrayerRequest(deps, "eli", request.id, "Not mine to say"));
    expect(refused.code).toBe("permission-denied");

    clock.advance(hourMs);
    const answeredAt = clock.now().toISOString();
    expect((await answerPrayerRequest(deps, "hannah", request.id, "  A son, Samuel.  ")).answered).toEqual({ at: answeredAt, note: "A son, Samuel." });
    clock.advance(hourMs);
    expect((await answerPrayerRequest(deps, "hannah", request.id, "A son, and I gave him to the Lord.")).answered).toEqual({ at: answeredAt, note: "A son, and I gave him to the Lord." });
    expect((await wall("eli")).requests[0]?.answered).toEqual({ at: answeredAt, note: "A son, and I gave him to the Lord." });
  });
});

describe("reports", () => {
  it("takes a request off the wall after three different people report it; its sharer still sees it, marked hidden", async () => {
    const request = await share("hannah");
    await reportPrayerRequest(deps, "eli", request.id);
    await reportPrayerRequest(deps, "eli", request.id);
    await reportPrayerRequest(deps, "samuel", request.id);
    expect(idsOf((await wall("ruth")).requests)).toEqual([request.id]);
    expect((await wall("eli")).requests[0]?.reportedByYou).toBe(true);

    expect(await saidReplyOf(reportPrayerRequest(deps, "ruth", request.id))).toEqual({ message: "Thank you for telling us. We will look at this request." });
    expect((await wall("naomi")).requests).toEqual([]);
    expect((await appErrorOf(prayFor(deps, "naomi", request.id))).code).toBe("not-found");
    expect((await myPrayerRequests(deps, "hannah")).requests).toMatchObject([{ id: request.id, hidden: true }]);
  });

  it("does not let a sharer report their own request", async () => {
    const request = await share("hannah");
    expect((await appErrorOf(reportPrayerRequest(deps, "hannah", request.id))).code).toBe("invalid-argument");
  });
});

describe("moderation", () => {
  it("lists reported requests for moderators only, most reported first", async () => {
    const once = await share("hannah", "Reported once, please pray.");
    const twice = await share("ruth", "Reported twice, please pray.");
    await share("naomi", "Never reported, please pray.");
    await reportPrayerRequest(deps, "eli", once.id);
    await reportPrayerRequest(deps, "eli", twice.id);
    await reportPrayerRequest(deps, "samuel", twice.id);

    expect((await appErrorOf(reportedPrayerRequests(deps, reader("eli")))).code).toBe("permission-denied");
    expect((await reportedPrayerRequests(deps, moderator)).requests.map((request) => [request.id, request.reports])).toEqual([
      [twice.id, 2],
      [once.id, 1],
    ]);
  });

  it("keeping a hidden request puts it back with its reports cleared, so later reports count afresh", async () => {
    const request = await share("hannah");
    for (const uid of ["eli", "samuel", "ruth"]) await reportPrayerRequest(deps, uid, request.id);
    expect((await appErrorOf(reviewPrayerRequest(deps, reader("eli"), request.id, "keep"))).code).toBe("permission-denied");

    await reviewPrayerRequest(deps, moderator, request.id, "keep");
    expect((await wall("naomi")).requests).toMatchObject([{ id: request.id, hidden: false }]);
    expect((await reportedPrayerRequests(deps, moderator)).requests).toEqual([]);
    // The same people may report it again, and it takes three again to hide it.
    await reportPrayerRequest(deps, "eli", request.id);
    await reportPrayerRequest(deps, "samuel", request.id);
    expect(idsOf((await wall("naomi")).requests)).toEqual([request.id]);
    expect((await reportedPrayerRequests(deps, moderator)).requests.map((entry) => entry.reports)).toEqual([2]);
  });

  it("removing a request deletes it with its prayer records", async () => {
    const request = await share("hannah");
    await prayFor(deps, "eli", request.id);
    await reportPrayerRequest(deps, "samuel", request.id);
    expect(await saidReplyOf(reviewPrayerRequest(deps, moderator, request.id, "remove"))).toEqual({ message: "The request is removed from the wall." });
    expect(await store.get(prayerRequestsCollection, request.id)).toBeNull();
    expect(await store.count(prayersCollection(request.id))).toBe(0);
    expect((await appErrorOf(reviewPrayerRequest(deps, moderator, request.id, "keep"))).code).toBe("not-found");
  });
});

describe("deleting", () => {
  it("lets the sharer delete their request with its prayer records, and refuses anyone else", async () => {
    const request = await share("hannah");
    await prayFor(deps, "eli", request.id);
    expect((await appErrorOf(deletePrayerRequest(deps, reader("eli"), request.id))).code).toBe("permission-denied");
    expect(await saidReplyOf(deletePrayerRequest(deps, reader("hannah"), request.id))).toEqual({ message: "Your prayer request is deleted." });
    expect(await store.get(prayerRequestsCollection, request.id)).toBeNull();
    expect(await store.count(prayersCollection(request.id))).toBe(0);
  });

  it("lets a moderator delete anyone's, and answers others not-found for a hidden one", async () => {
    const open = await share("hannah");
    const hidden = await share("ruth");
    for (const uid of ["eli", "samuel", "naomi"]) await reportPrayerRequest(deps, uid, hidden.id);
    expect((await appErrorOf(deletePrayerRequest(deps, reader("boaz"), hidden.id))).code).toBe("not-found");
    expect(await saidReplyOf(deletePrayerRequest(deps, moderator, open.id))).toEqual({ message: "The prayer request is deleted." });
    expect(await saidReplyOf(deletePrayerRequest(deps, moderator, hidden.id))).toEqual({ message: "The prayer request is deleted." });
    expect(await store.count(prayerRequestsCollection)).toBe(0);
  });
});

describe("the wall's pages", () => {
  it("pages from the newest to the oldest, 20 at a time, with no request shown twice or left out", async () => {
    const shared: string[] = [];
    // 45 requests from 9 people, some at the very same instant.
    for (let round = 0; round < 5; round++) {
      for (const uid of people.slice(0, 9).map((name) => name.toLowerCase())) {
        shared.push((await share(uid)).id);
        if (uid !== "eli") clock.advance(1000);
      }
    }
    const pages: string[][] = [];
    let next: string | null | undefined;
    do {
      const page = await wall("moderator", next ?? undefined);
      pages.push(idsOf(page.requests));
      next = page.next;
    } while (next);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(45);
    expect([...seen].sort()).toEqual([...shared].sort());
    // Newest first: later shares before earlier ones.
    expect(seen.at(-1)).toBe(shared[0]);
    expect(seen[0]).toBe(shared.at(-1));
  });

  it("leaves a hidden request out without losing the one after it", async () => {
    const shared: string[] = [];
    for (let n = 0; n < 21; n++) {
      shared.push((await share(people[n % 9]?.toLowerCase() ?? "", `Request ${n}, please pray.`)).id);
      clock.advance(hourMs * 2);
    }
    // The newest page's last entry is the 2nd oldest: hide it.
    const hidden = shared[1] ?? "";
    for (const uid of ["moderator", "boaz", "orpah"]) await reportPrayerRequest(deps, uid, hidden);
    const first = await wall("jesse");
    expect(first.requests).toHaveLength(19);
    expect(idsOf(first.requests)).not.toContain(hidden);
    const second = await wall("jesse", first.next ?? undefined);
    expect(idsOf(second.requests)).toEqual([shared[0]]);
    expect(second.next).toBeNull();
  });
});

describe("a Family member whose owner turned chat off", () => {
  it("can read the wall, pray and report, but not share", async () => {
    await store.update(usersCollection, "naomi", { paymentPlan: 2 });
    const invite = await createFamilyInvite(deps, "naomi", {});
    await joinFamily(deps, "orpah", invite.code);
    await setFamilySwitches(deps, "naomi", { memberUid: "orpah", chat: false });
    const request = await share("ruth");

    const seen = await wall("orpah");
    expect(seen).toMatchObject({ canPost: false, postsLeftToday: 0 });
    expect(idsOf(seen.requests)).toEqual([request.id]);
    expect((await prayFor(deps, "orpah", request.id)).prayedCount).toBe(1);
    await reportPrayerRequest(deps, "orpah", request.id);
    const refused = await refusalOf(share("orpah"));
    expect(refused.code).toBe("permission-denied");
    expect(refused.message).toMatch(/turned chat off/);
  });
});

describe("an anonymous request", () => {
  it("stores no uid, name or clientId of its sharer: only the sharer's own document links to it, and the wall, 'My requests', answering, hidden-for-sharer and deleting still work", async () => {
    const shared = await share("ruth", "Pray for a safe journey to Bethlehem.", { anonymous: true, clientId: "ruth-secret-1" });
    const stored = await store.get(prayerRequestsCollection, shared.id);
    expect(stored).toMatchObject({ uid: null, name: null, clientId: "", anonymous: true });
    expect(JSON.stringify(stored)).not.toMatch(/ruth/i);
    // Nobody else sees who shared it; the sharer does.
    expect((await wall("boaz")).requests.find((request) => request.id === shared.id)).toMatchObject({ name: "Someone on Berea", mine: false });
    expect((await wall("ruth")).requests.find((request) => request.id === shared.id)).toMatchObject({ mine: true });
    expect(idsOf((await myPrayerRequests(deps, "ruth")).requests)).toEqual([shared.id]);
    expect((await myPrayerRequests(deps, "boaz")).requests).toEqual([]);
    // A retry with the same clientId finds it, and it is still the sharer's.
    expect(await share("ruth", "Pray for a safe journey to Bethlehem.", { anonymous: true, clientId: "ruth-secret-1" })).toMatchObject({ id: shared.id, mine: true });
    expect(await answerPrayerRequest(deps, "ruth", shared.id, "We arrived.")).toMatchObject({ answered: { note: "We arrived." }, mine: true });
    expect((await appErrorOf(answerPrayerRequest(deps, "boaz", shared.id, "Not mine."))).code).toBe("permission-denied");
    expect((await appErrorOf(reportPrayerRequest(deps, "ruth", shared.id))).code).toBe("invalid-argument");
    for (const uid of ["boaz", "naomi", "orpah"]) await reportPrayerRequest(deps, uid, shared.id);
    expect((await myPrayerRequests(deps, "ruth")).requests[0]).toMatchObject({ id: shared.id, hidden: true });
    expect((await appErrorOf(deletePrayerRequest(deps, reader("boaz"), shared.id))).code).toBe("not-found");
    expect(await saidReplyOf(deletePrayerRequest(deps, reader("ruth"), shared.id))).toEqual({ message: "Your prayer request is deleted." });
    expect((await myPrayerRequests(deps, "ruth")).requests).toEqual([]);
    expect((await store.get<{ anonymous: string[] }>("prayerWallUsers", "ruth"))?.anonymous).toEqual([]);
  });

  it("merges named and anonymous requests in 'My requests', newest first", async () => {
    const first = await share("hannah", "Pray for a child, I have waited long.");
    clock.advance(minuteMs);
    const second = await share("hannah", "Pray for my family this week.", { anonymous: true });
    clock.advance(minuteMs);
    const third = await share("hannah", "Pray for the priest at Shiloh.");
    expect(idsOf((await myPrayerRequests(deps, "hannah")).requests)).toEqual([third.id, second.id, first.id]);
  });

  it("migrates one shared before: the link moves to the sharer's document and the request forgets them; it reads the same before and after, and a second run moves nothing", async () => {
    const shared = await share("naomi", "Pray for my daughters-in-law.", { anonymous: true });
    // As such a request was stored before: with the sharer's uid, name and clientId, and no link in their document.
    await store.update(prayerRequestsCollection, shared.id, { uid: "naomi", name: "Naomi of Israel", clientId: "old-client-id" });
    await store.set("prayerWallUsers", "naomi", { prayed: {}, posts: [] });
    const before = await myPrayerRequests(deps, "naomi");
    expect(idsOf(before.requests)).toEqual([shared.id]);
    expect((await wall("boaz")).requests[0]).toMatchObject({ name: "Someone on Berea", mine: false });
    expect(await migrateAnonymousPrayerRequests(store)).toBe(1);
    expect(await store.get(prayerRequestsCollection, shared.id)).toMatchObject({ uid: null, name: null, clientId: "" });
    expect((await store.get<{ anonymous: string[] }>("prayerWallUsers", "naomi"))?.anonymous).toEqual([shared.id]);
    expect(await myPrayerRequests(deps, "naomi")).toEqual(before);
    expect(await migrateAnonymousPrayerRequests(store)).toBe(0);
    // A named request is left as it is.
    const named = await share("boaz", "Pray for the harvest.");
    await migrateAnonymousPrayerRequests(store);
    expect(await store.get(prayerRequestsCollection, named.id)).toMatchObject({ uid: "boaz", name: "Boaz of Israel" });
  });
});
