import type { FamilyProgressReply } from "@berea/contracts/family-progress";
import type { Language } from "@berea/contracts/language";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { loadDevotionalLibrary, loadDevotionalTranslations } from "../devotionals/devotional-data.ts";
import { devotionalPaths, markDevotional, type DevotionalDeps } from "../devotionals/devotionals.ts";
import { addMemoryCard, myMemory, reviewMemoryCard, type MemoryDeps } from "../memory/memory.ts";
import { memoryCards } from "../memory/memory-collections.ts";
import { loadReadingPlans } from "../reading-plans/catalog.ts";
import { checkDay, myPlans, startPlan, type ReadingPlanDeps } from "../reading-plans/progress.ts";
import { meterCost } from "../store/cost-meter.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, saidReplyOf, dayMs, openDomainStore, testClock, type DomainStore, type TestClock } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import { createFamilyInvite, joinFamily, leaveFamily } from "./family.ts";
import { endOfLocalDay, familyProgress, setFamilySharing, type FamilyProgressDeps } from "./progress.ts";

/** Family: shared progress as plain functions over a real sqlite store, with the records made by the real features. */

let domain: DomainStore;
let store: Store;
let clock: TestClock;
let deps: FamilyProgressDeps;
const zone = "America/Chicago";

beforeEach(() => {
  domain = openDomainStore("family-progress");
  store = domain.store;
  clock = testClock("2026-09-14T15:00:00Z");
  deps = { store, now: clock.now, devotionals: loadDevotionalLibrary, devotionalTranslations: (language) => loadDevotionalTranslations(language), readingPlans: loadReadingPlans };
});

afterEach(async () => {
  await domain.close();
});

async function person(name: string, paymentPlan: 0 | 2 = 0): Promise<string> {
  const uid = (name.split(" ")[0] ?? name).toLowerCase();
  await ensureProfile(store, { uid, name, email: `${uid}@example.com`, timeZone: zone }, clock.now());
  if (paymentPlan > 0) await store.update(usersCollection, uid, { paymentPlan });
  return uid;
}

/** Lois owns the plan; Eunice joins as an adult, Timothy as a child. */
async function family(): Promise<{ lois: string; eunice: string; timothy: string }> {
  const lois = await person("Lois Grand", 2);
  const eunice = await person("Eunice Daughter");
  const timothy = await person("Timothy Young");
  await joinFamily({ store, now: clock.now }, eunice, (await createFamilyInvite({ store, now: clock.now }, lois, {})).code);
  await joinFamily({ store, now: clock.now }, timothy, (await createFamilyInvite({ store, now: clock.now }, lois, { child: true })).code);
  return { lois, eunice, timothy };
}

const progress = (uid: string) => familyProgress(deps, uid, zone);
const share = (uid: string, value: boolean, memberUid?: string, language: Language = "en") =>
  saidReplyOf(setFamilySharing(deps, uid, { share: value, ...(memberUid ? { memberUid } : {}) }), language);
const personIn = (reply: FamilyProgressReply, uid: string) => {
  const found = reply.people.find((entry) => entry.uid === uid);
  if (!found) throw new Error(`${uid} is not in the reply`);
  return found;
};

describe("the sharing choice", () => {
  it("is asked once: undecided until the person chooses, then kept and changeable", async () => {
    const { lois, eunice } = await family();
    const before = await progress(eunice);
    expect(before.inFamily).toBe(true);
    expect(before.yourChoice).toBeNull();
    expect(before.people.map((entry) => [entry.uid, entry.role, entry.you, entry.shares])).toEqual([
      [lois, "owner", false, false],
      [eunice, "member", true, false],
      ["timothy", "member", false, false],
    ]);

    const shared = await share(eunice, true);
    expect(shared).toMatchObject({ share: true, decidedAt: "2026-09-14T15:00:00.000Z" });
    expect(shared.message).toBe("Your family can now see your progress. You can change this on your Family page at any time.");
    expect((await progress(eunice)).yourChoice).toEqual({ share: true, decidedAt: "2026-09-14T15:00:00.000Z" });
    expect(personIn(await progress(lois), eunice).shares).toBe(true);

    clock.advance(dayMs);
    const kept = await share(eunice, false);
    expect(kept.message).toBe("Your progress stays private. You can choose to share it on your Family page at any time.");
    expect((await progress(eunice)).yourChoice).toEqual({ share: false, decidedAt: "2026-09-15T15:00:00.000Z" });
    expect(personIn(await progress(lois), eunice)).toMatchObject({ shares: false, progress: null });
  });

  it("cannot be set by the owner for an adult member, nor for a child, nor by anyone for someone else", async () => {
    const { lois, eunice, timothy } = await family();
    const adult = await refusalOf(share(lois, true, eunice));
    expect(adult.code).toBe("permission-denied");
    expect(adult.message).toBe("Only Eunice can choose whether to share their progress with the family. You cannot choose it for them.");
    const child = await refusalOf(share(lois, true, timothy));
    expect(child.code).toBe("permission-denied");
    expect(child.message).toBe("Only Timothy can choose whether to share their progress with the family. As the plan's owner you already see Timothy's recent activity under Members.");
    const sibling = await refusalOf(share(eunice, true, timothy));
    expect(sibling.code).toBe("permission-denied");
    expect(sibling.message).toBe("Only each person can choose whether to share their own progress. You cannot choose it for someone else.");
    const stranger = await person("Demas Away");
    expect((await appErrorOf(share(stranger, true, lois))).code).toBe("permission-denied");
    // Nothing was written for any of them.
    for (const uid of [eunice, timothy, lois]) expect(personIn(await progress(lois), uid).shares).toBe(false);
    // Naming oneself is the same as naming no one.
    expect((await share(eunice, true, eunice)).share).toBe(true);
  });

  it("is the child's own too, and the owner and each member decide for themselves", async () => {
    const { lois, timothy } = await family();
    await share(timothy, true);
    await share(lois, true);
    const seenByEunice = await progress("eunice");
    expect(personIn(seenByEunice, timothy).shares).toBe(true);
    expect(personIn(seenByEunice, lois).shares).toBe(true);
  });

  it("needs a family with someone in it, and a choice made in one family is asked again in another", async () => {
    const alone = await person("Demas Away");
    expect(await progress(alone)).toEqual({ inFamily: false, yourChoice: null, people: [] });
    const refused = await refusalOf(share(alone, true));
    expect(refused.code).toBe("failed-precondition");
    expect(refused.message).toBe("You are not in a Family plan with anyone yet, so there is no one to share your progress with.");
    const owner = await person("Priscilla Owner", 2);
    expect((await appErrorOf(share(owner, true))).code).toBe("failed-precondition");

    const { eunice } = await family();
    await share(eunice, true);
    await leaveFamily({ store, now: clock.now }, eunice);
    await joinFamily({ store, now: clock.now }, eunice, (await createFamilyInvite({ store, now: clock.now }, owner, {})).code);
    const elsewhere = await progress(eunice);
    expect(elsewhere.yourChoice).toBeNull();
    expect(personIn(elsewhere, eunice).shares).toBe(false);
  });
});

describe("what is shared", () => {
  const devotionalDeps = (): DevotionalDeps => ({
    store,
    now: clock.now,
    library: loadDevotionalLibrary(),
    texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() },
  });
  const memoryDeps = (): MemoryDeps => ({ store, now: clock.now, translation: loadTranslation, books: loadBooks });
  const planDeps = (): ReadingPlanDeps => ({ store, now: clock.now, catalog: loadReadingPlans() });

  /** Eunice's real records: two devotionals of one path (on two days), a plan with two days read, three verses with one well known. */
  async function euniceDoesThings(eunice: string): Promise<void> {
    const path = loadDevotionalLibrary().paths[0];
    const [first, second] = path?.days ?? [];
    if (!first || !second) throw new Error("the first path has fewer than two days");
    await markDevotional(devotionalDeps(), eunice, first.id, true, zone);
    clock.advance(dayMs);
    await markDevotional(devotionalDeps(), eunice, second.id, true, zone);
    const plan = await startPlan(planDeps(), eunice, { planId: "mark-16-days", timeZone: zone });
    await checkDay(planDeps(), eunice, { userPlanId: plan.userPlanId, day: 1, done: true, timeZone: zone });
    await checkDay(planDeps(), eunice, { userPlanId: plan.userPlanId, day: 2, done: true, timeZone: zone });
    for (const [cardId, start] of [["john", 16], ["psalm", 17], ["later", 18]] as const) {
      await addMemoryCard(memoryDeps(), eunice, { cardId, translation: "kjv", book: "John", chapter: 3, start, timeZone: zone });
    }
    // Reviewed "easy" each time it comes due, until memory counts it known.
    for (let review = 0; review < 8; review++) {
      const card = (await myMemory(memoryDeps(), eunice, zone)).cards.find((candidate) => candidate.cardId === "john");
      if (!card || card.known) break;
      if (Date.parse(card.due) > clock.now().getTime()) clock.set(card.due);
      await reviewMemoryCard(memoryDeps(), eunice, { cardId: "john", reviewId: `easy-${review}`, rating: "easy", timeZone: zone });
    }
  }

  it("matches the real records of the devotionals, plans and memory features", async () => {
    const { lois, eunice } = await family();
    await share(eunice, true);
    await euniceDoesThings(eunice);

    const seen = personIn(await progress(lois), eunice).progress;
    const paths = await devotionalPaths(devotionalDeps(), eunice, zone);
    const plans = await myPlans(planDeps(), eunice, zone);
    const memory = await myMemory(memoryDeps(), eunice, zone);
    expect(memory.stats.known).toBe(1);
    expect(seen).toEqual({
      devotionals: {
        // Both days are more than a week ago by now (the memory reviews moved the clock on).
        daysThisWeek: expect.any(Number) as number,
        read: paths.paths.reduce((total, path) => total + path.read, 0),
        currentPath: { id: paths.paths[0]?.id, title: paths.paths[0]?.title, read: 2, days: paths.paths[0]?.days.length },
      },
      plans: plans.plans.map((plan) => ({
        planId: plan.planId,
        title: plan.title,
        doneDays: plan.doneDays,
        totalDays: plan.totalDays,
        percent: Math.floor((plan.doneDays / plan.totalDays) * 100),
        finished: plan.finished,
      })),
      memory: { total: memory.stats.total, known: memory.stats.known, dueToday: memory.stats.dueToday },
      challenges: null,
    });
    expect(seen?.plans).toEqual([{ planId: "mark-16-days", title: expect.any(String) as string, doneDays: 2, totalDays: 16, percent: 12, finished: false }]);
    expect(seen?.memory.total).toBe(3);
  });

  it("titles the devotional path and the plans in the language asked for: Spanish from data/devotionals-es and the plans' catalog-es.json, English by default", async () => {
    const { lois, eunice } = await family();
    await share(eunice, true);
    await euniceDoesThings(eunice);
    const titles = async (language?: Language) => {
      const seen = personIn(await familyProgress(deps, lois, zone, language), eunice).progress;
      return { path: seen?.devotionals.currentPath?.title, plans: seen?.plans.map((plan) => plan.title) };
    };
    expect(await titles("es")).toEqual({ path: "Cuaresma: polvo, misericordia y el camino a casa", plans: ["Marcos en 16 días"] });
    expect(await titles()).toEqual({ path: "Lent: Dust, Mercy and the Way Home", plans: ["Mark in 16 days"] });
    expect(await titles("en")).toEqual(await titles());
  });

  it("says the sharing choice in the request's language", async () => {
    const { eunice } = await family();
    expect((await share(eunice, true, undefined, "es")).message).toBe("Ahora tu familia puede ver tu progreso. Puedes cambiarlo en tu página de Familia cuando quieras.");
    expect((await share(eunice, false, undefined, "es")).message).toBe("Tu progreso sigue siendo privado. Puedes elegir compartirlo en tu página de Familia cuando quieras.");
  });

  it("counts the days of this week with a devotional in the member's own calendar", async () => {
    const { lois, eunice } = await family();
    await share(eunice, true);
    const days = loadDevotionalLibrary().paths[1]?.days ?? [];
    // 23:30 in Chicago is already the next day in UTC: the member's own date counts.
    clock.set("2026-09-15T04:30:00Z");
    await markDevotional(devotionalDeps(), eunice, days[0]?.id ?? "", true, zone);
    clock.set("2026-09-15T15:00:00Z");
    await markDevotional(devotionalDeps(), eunice, days[1]?.id ?? "", true, zone);
    await markDevotional(devotionalDeps(), eunice, days[2]?.id ?? "", true, zone);
    const devotionals = personIn(await progress(lois), eunice).progress?.devotionals;
    expect(devotionals).toMatchObject({ daysThisWeek: 2, read: 3, currentPath: { read: 3 } });
    clock.set("2026-09-21T15:00:00Z");
    expect(personIn(await progress(lois), eunice).progress?.devotionals.daysThisWeek).toBe(1);
  });

  it("sends no number of someone who keeps it private or has not decided", async () => {
    const { lois, eunice, timothy } = await family();
    await euniceDoesThings(eunice);
    await share(eunice, false);
    const reply = await progress(lois);
    for (const uid of [eunice, timothy]) {
      const entry = personIn(reply, uid);
      expect(entry).toEqual({ uid, name: entry.name, role: "member", you: false, shares: false, progress: null });
    }
    // Not a count of theirs anywhere in the reply.
    const text = JSON.stringify(reply);
    expect(text).not.toMatch(/"(devotionals|plans|memory|challenges|known|dueToday|percent|daysThisWeek)"/);
  });

  it("costs a bounded number of reads: memory is counted, not read card by card", async () => {
    const { lois, eunice } = await family();
    await share(eunice, true);
    await addMemoryCard(memoryDeps(), eunice, { cardId: "one", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone: zone });
    const one = await meterCost(() => progress(lois));
    for (let verse = 17; verse <= 36; verse++) {
      await addMemoryCard(memoryDeps(), eunice, { cardId: `more-${verse}`, translation: "kjv", book: "John", chapter: 3, start: verse, timeZone: zone });
    }
    const many = await meterCost(() => progress(lois));
    expect(personIn(many.result, eunice).progress?.memory.total).toBe(21);
    expect(many.cost.reads).toBe(one.cost.reads);
    // Lois's and the others' profiles and the family (4), then Eunice: activity, devotionals, her plans query (1 when none), 3 memory counts.
    expect(one.cost).toEqual({ reads: 4 + 6, writes: 0 });
  });

  it("marks a card due today by the end of the member's own day", async () => {
    expect(endOfLocalDay("2026-09-14", zone)).toBe("2026-09-15T05:00:00.000Z");
    expect(endOfLocalDay("2026-11-01", zone)).toBe("2026-11-02T06:00:00.000Z");
    expect(endOfLocalDay("2026-09-14", "Asia/Kolkata")).toBe("2026-09-14T18:30:00.000Z");
    expect(endOfLocalDay("2026-09-14", "UTC")).toBe("2026-09-15T00:00:00.000Z");
    const { lois, eunice } = await family();
    await share(eunice, true);
    await addMemoryCard(memoryDeps(), eunice, { cardId: "one", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone: zone });
    const stored = await memoryCards.query(store, { where: [{ field: "uid", op: "==", value: eunice }] });
    expect(stored[0]?.data.due).toBe(stored[0]?.data.fsrs.due);
    expect(stored[0]?.data.known).toBe(false);
    expect(personIn(await progress(lois), eunice).progress?.memory).toEqual({ total: 1, known: 0, dueToday: 1 });
  });
});
