import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { createCircle, joinCircle } from "../circles/membership.ts";
import { loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { devotionalProgress } from "../devotionals/devotionals.ts";
import { addMemoryCard, reviewMemoryCard, type MemoryDeps } from "../memory/memory.ts";
import { postPrayerRequest, prayFor, prayerWallUsers } from "../prayer/prayer-wall.ts";
import { quizStats, emptyQuizStats } from "../quiz/quiz-stats.ts";
import { loadReadingPlans } from "../reading-plans/catalog.ts";
import { checkDay, startPlan, type ReadingPlanDeps } from "../reading-plans/progress.ts";
import { appErrorOf, refusalOf, dayMs, hourMs, openDomainStore, testClock, type DomainStore } from "../test-support/domain-test.ts";
import { ensureProfile } from "../users/profiles.ts";
import { loadChallenges } from "./challenge-data.ts";
import { challengeBadges } from "./challenge-collections.ts";
import { challengeProgressFor, checkIn, getChallengeRun, joinChallenge, listChallenges, myChallengeBadges, type ChallengeDeps } from "./challenges.ts";
import { prayerDaysCount } from "./progress.ts";

// 08:00 on Monday 9 March 2026 in New York (12:00 UTC).
const clock = testClock("2026-03-09T12:00:00Z");
const zone = "America/New_York";
let domain: DomainStore;
let deps: ChallengeDeps;
let plans: ReadingPlanDeps;
let memory: MemoryDeps;

beforeAll(async () => {
  domain = openDomainStore("challenges");
  deps = { store: domain.store, now: clock.now, challenges: loadChallenges, devotionals: loadDevotionalLibrary };
  plans = { store: domain.store, now: clock.now, catalog: loadReadingPlans() };
  memory = { store: domain.store, now: clock.now, translation: loadTranslation, books: loadBooks };
  for (const uid of ["priscilla", "aquila", "apollos", "phoebe", "tabitha", "lydia", "silas", "outsider"]) {
    await ensureProfile(domain.store, { uid, name: `${uid[0]?.toUpperCase() ?? ""}${uid.slice(1)}`, email: `${uid}@example.com`, timeZone: zone }, clock.now());
  }
});
afterAll(() => domain.close());

const join = (uid: string, challengeId: string, company: { with: "alone" } | { with: "circle"; circleId: string } | { with: "family" } = { with: "alone" }) =>
  joinChallenge(deps, uid, { challengeId, ...company, timeZone: zone });

describe("the catalogue", () => {
  it("has the five challenges of the issue, each with a duration and a measurable goal", () => {
    const byId = Object.fromEntries(loadChallenges().map((challenge) => [challenge.id, challenge]));
    expect(byId["mark-in-16-days"]).toMatchObject({ days: 16, goal: { kind: "reading-plan", planId: "mark-16-days", count: 16 } });
    expect(byId["pray-7-days"]?.goal).toEqual({ kind: "prayer-days", count: 7 });
    expect(byId["psalm-23-by-heart"]).toMatchObject({ days: 14, goal: { kind: "memory-passage", book: "Ps", chapter: 23, start: 1, end: 6 } });
    expect(byId["devotional-path"]?.goal.kind).toBe("devotional-path");
    expect(byId["ten-quizzes"]?.goal).toEqual({ kind: "quizzes", count: 10 });
  });

  it("reading Mark in 16 days follows a plan of the catalogue that reads one chapter of Mark a day", () => {
    const plan = loadReadingPlans().plans.find((candidate) => candidate.id === "mark-16-days");
    expect(plan?.days).toHaveLength(16);
    expect(plan?.passages.map((day) => day.passages.map((passage) => `${passage.book} ${String(passage.chapter)}`).join())).toEqual(
      Array.from({ length: 16 }, (_, i) => `Mark ${String(i + 1)}`),
    );
  });
});

describe("joining", () => {
  it("starts a run on the user's today that ends the challenge's days later, and a second join is 409", async () => {
    const run = await join("silas", "ten-quizzes");
    expect(run).toMatchObject({ startDate: "2026-03-09", endDate: "2026-03-23", today: "2026-03-09", active: true, with: { kind: "alone", name: "" } });
    expect(run.members).toEqual([expect.objectContaining({ name: "Silas", you: true, progress: expect.objectContaining({ done: 0, goal: 10, completed: false }) as unknown })]);
    const again = await refusalOf(join("silas", "ten-quizzes"));
    expect([again.code, again.message]).toEqual(["already-exists", 'You are already taking "Ten quizzes in two weeks" (until 2026-03-22). Open it from your challenges.']);
  });

  it("refuses an unknown challenge (404), a circle the user is not in (403) and a Family they do not have (403)", async () => {
    expect((await appErrorOf(join("silas", "walk-on-water"))).code).toBe("not-found");
    const circle = await createCircle({ store: domain.store, now: clock.now }, "priscilla", { name: "Tentmakers", description: "" });
    const notIn = await refusalOf(join("outsider", "pray-7-days", { with: "circle", circleId: circle.id }));
    expect([notIn.code, notIn.message]).toEqual(["permission-denied", "You can take a challenge only with a circle you are in. Choose one of your circles, or join the circle first."]);
    expect((await appErrorOf(join("outsider", "pray-7-days", { with: "circle", circleId: "no-such-circle" }))).code).toBe("permission-denied");
    expect((await appErrorOf(join("outsider", "pray-7-days", { with: "family" }))).code).toBe("permission-denied");
  });

  it("members of a circle who join share one run and see each other's progress; others cannot open it", async () => {
    const circle = await createCircle({ store: domain.store, now: clock.now }, "priscilla", { name: "House church", description: "" });
    await joinCircle({ store: domain.store, now: clock.now }, "aquila", circle.inviteCode);
    const first = await join("priscilla", "mark-in-16-days", { with: "circle", circleId: circle.id });
    clock.advance(hourMs);
    const second = await join("aquila", "mark-in-16-days", { with: "circle", circleId: circle.id });
    expect(second.runId).toBe(first.runId);
    expect(second.with).toEqual({ kind: "circle", name: "House church" });
    expect(second.members.map((member) => [member.name, member.you])).toEqual([
      ["Priscilla", false],
      ["Aquila", true],
    ]);

    // Aquila reads: starts the plan and checks off two days; Priscilla opens the run and sees it.
    const plan = await startPlan(plans, "aquila", { planId: "mark-16-days", timeZone: zone });
    await checkDay(plans, "aquila", { userPlanId: plan.userPlanId, day: 1, done: true, timeZone: zone });
    await checkDay(plans, "aquila", { userPlanId: plan.userPlanId, day: 2, done: true, timeZone: zone });
    expect((await checkIn(deps, "aquila", first.runId, zone)).progress).toMatchObject({ done: 2, goal: 16, completed: false });
    const seen = await getChallengeRun(deps, "priscilla", first.runId, zone);
    expect(seen.members.map((member) => [member.name, member.progress.done, member.progress.goal])).toEqual([
      ["Priscilla", 0, 16],
      ["Aquila", 2, 16],
    ]);
    expect((await appErrorOf(getChallengeRun(deps, "outsider", first.runId, zone))).code).toBe("not-found");
    expect((await appErrorOf(checkIn(deps, "outsider", first.runId, zone))).code).toBe("not-found");

    const listed = await listChallenges(deps, "priscilla", zone);
    expect(listed.circles.map((entry) => entry.name)).toContain("House church");
    expect(listed.mine.map((entry) => [entry.challengeId, entry.with.name, entry.active])).toContainEqual(["mark-in-16-days", "House church", true]);
    expect((await challengeProgressFor(domain.store, "aquila", "2026-03-09")).map((entry) => [entry.challengeId, entry.progress.done])).toEqual([["mark-in-16-days", 2]]);
    expect(await challengeProgressFor(domain.store, "aquila", "2026-03-25")).toEqual([]);
  });
});

describe("progress from what the user did", () => {
  it("counts quizzes finished on the run's dates from the quiz stats, and gives the badge once", async () => {
    clock.set("2026-03-09T12:00:00Z");
    const run = await join("phoebe", "ten-quizzes");
    await quizStats.set(domain.store, "phoebe", { ...emptyQuizStats(), days: { "2026-03-08": 5, "2026-03-09": 4 } });
    expect((await checkIn(deps, "phoebe", run.runId, zone)).progress).toMatchObject({ done: 4, goal: 10, completed: false });
    await quizStats.set(domain.store, "phoebe", { ...emptyQuizStats(), days: { "2026-03-08": 5, "2026-03-09": 4, "2026-03-10": 6 } });
    clock.advance(dayMs);
    const done = await checkIn(deps, "phoebe", run.runId, zone);
    expect(done).toMatchObject({ progress: { done: 10, goal: 10, completed: true }, badgeEarned: true });
    const again = await checkIn(deps, "phoebe", run.runId, zone);
    expect(again.badgeEarned).toBe(false);
    expect(again.progress.completedAt).toBe(done.progress.completedAt);
    expect((await myChallengeBadges(deps, "phoebe")).badges).toEqual([{ challengeId: "ten-quizzes", title: "Ten quizzes in two weeks", earnedAt: "2026-03-10T12:00:00.000Z" }]);

    // A later run of the same challenge, finished again, keeps the one badge.
    clock.set("2026-03-24T12:00:00Z");
    const later = await join("phoebe", "ten-quizzes");
    await quizStats.set(domain.store, "phoebe", { ...emptyQuizStats(), days: { "2026-03-24": 10 } });
    expect(await checkIn(deps, "phoebe", later.runId, zone)).toMatchObject({ progress: { completed: true }, badgeEarned: false });
    expect(Object.keys((await challengeBadges.get(domain.store, "phoebe"))?.badges ?? {})).toEqual(["ten-quizzes"]);
  });

  it("counts days in a row with an 'I prayed' on the wall, in the user's own days, even for a request prayed for before", async () => {
    clock.set("2026-03-09T12:00:00Z");
    const request = await postPrayerRequest({ store: domain.store, now: clock.now }, "lydia", { text: "Please pray for our new church plant.", clientId: "lydia-church-plant" });
    const run = await join("tabitha", "pray-7-days");
    for (let day = 0; day < 3; day += 1) {
      await prayFor({ store: domain.store, now: clock.now }, "tabitha", request.id);
      clock.advance(dayMs);
    }
    expect((await checkIn(deps, "tabitha", run.runId, zone)).progress).toMatchObject({ done: 3, goal: 7, detail: "Longest run: 3 days in a row." });
    // A missed day starts the count again (with grace: the run is 10 days).
    clock.advance(dayMs);
    await prayFor({ store: domain.store, now: clock.now }, "tabitha", request.id);
    expect((await checkIn(deps, "tabitha", run.runId, zone)).progress).toMatchObject({ done: 3, detail: "Longest run: 3 days in a row. You prayed today." });
    expect((await prayerWallUsers.get(domain.store, "tabitha"))?.prayerTimes).toHaveLength(4);
  });

  it("a streak is counted in the user's zone: 23:30 and 00:30 local are two days", () => {
    const window = { startDate: "2026-03-01", endDate: "2026-03-11", today: "2026-03-10" };
    // 23:30 on 2 March and 00:30 on 3 March in Kolkata (UTC+5:30) are both on 2 March in UTC.
    expect(prayerDaysCount(["2026-03-02T18:00:00Z", "2026-03-02T19:00:00Z"], "Asia/Kolkata", 7, window).done).toBe(2);
    expect(prayerDaysCount(["2026-03-02T18:00:00Z", "2026-03-02T19:00:00Z"], "UTC", 7, window).done).toBe(1);
    // Prayers before the run do not count.
    expect(prayerDaysCount(["2026-02-27T12:00:00Z", "2026-02-28T12:00:00Z"], "UTC", 7, window).done).toBe(0);
  });

  it("counts Psalm 23's verses that memory reviews have brought into long-term review", async () => {
    clock.set("2026-03-09T12:00:00Z");
    const run = await join("apollos", "psalm-23-by-heart");
    expect((await checkIn(deps, "apollos", run.runId, zone)).progress).toMatchObject({ done: 0, goal: 6, detail: "Add the passage to your memory verses to begin." });
    await addMemoryCard(memory, "apollos", { cardId: "apollos-ps-23-1-3", translation: "kjv", book: "Ps", chapter: 23, start: 1, end: 3, timeZone: zone });
    await addMemoryCard(memory, "apollos", { cardId: "apollos-ps-23-4-6", translation: "web", book: "Ps", chapter: 23, start: 4, end: 6, timeZone: zone });
    await reviewMemoryCard(memory, "apollos", { cardId: "apollos-ps-23-1-3", reviewId: "apollos-r1", rating: "good", timeZone: zone });
    expect((await checkIn(deps, "apollos", run.runId, zone)).progress).toMatchObject({ done: 0, detail: "6 verses added, 0 in long-term review." });
    clock.advance(3 * dayMs);
    await reviewMemoryCard(memory, "apollos", { cardId: "apollos-ps-23-1-3", reviewId: "apollos-r2", rating: "good", timeZone: zone });
    expect((await checkIn(deps, "apollos", run.runId, zone)).progress).toMatchObject({ done: 3, goal: 6, completed: false });
    await reviewMemoryCard(memory, "apollos", { cardId: "apollos-ps-23-4-6", reviewId: "apollos-r3", rating: "good", timeZone: zone });
    clock.advance(3 * dayMs);
    await reviewMemoryCard(memory, "apollos", { cardId: "apollos-ps-23-4-6", reviewId: "apollos-r4", rating: "easy", timeZone: zone });
    expect(await checkIn(deps, "apollos", run.runId, zone)).toMatchObject({ progress: { done: 6, goal: 6, completed: true }, badgeEarned: true });
  });

  it("counts the devotional path read furthest, and completes when one path is read to its end", async () => {
    clock.set("2026-03-09T12:00:00Z");
    const run = await join("lydia", "devotional-path");
    const path = loadDevotionalLibrary().paths.find((candidate) => candidate.id === "the-lords-prayer");
    const ids = path?.days.map((day) => day.id) ?? [];
    expect(ids).toHaveLength(7);
    await devotionalProgress.set(domain.store, "lydia", { uid: "lydia", read: { "the-lords-prayer": ids.slice(0, 3), gratitude: ids.slice(0, 0) } });
    expect((await checkIn(deps, "lydia", run.runId, zone)).progress).toMatchObject({ done: 3, goal: 7, detail: "The Lord's Prayer: 3 of 7 read." });
    // A Spanish reader's run says it in Spanish, naming the path as the Spanish devotionals do.
    expect((await getChallengeRun(deps, "lydia", run.runId, zone, "es")).members[0]?.progress.detail).toBe("El Padrenuestro: 3 de 7 leídos.");
    await devotionalProgress.set(domain.store, "lydia", { uid: "lydia", read: { "the-lords-prayer": ids } });
    expect((await checkIn(deps, "lydia", run.runId, zone)).progress).toMatchObject({ done: 7, goal: 7, completed: true });
  });

  it("a finished run keeps the progress it ended with", async () => {
    clock.set("2026-03-09T12:00:00Z");
    const run = await join("outsider", "ten-quizzes");
    await quizStats.set(domain.store, "outsider", { ...emptyQuizStats(), days: { "2026-03-09": 2 } });
    expect((await checkIn(deps, "outsider", run.runId, zone)).progress.done).toBe(2);
    clock.set("2026-03-30T12:00:00Z");
    await quizStats.set(domain.store, "outsider", { ...emptyQuizStats(), days: { "2026-03-09": 2, "2026-03-30": 9 } });
    const after = await getChallengeRun(deps, "outsider", run.runId, zone);
    expect([after.active, after.members[0]?.progress.done]).toEqual([false, 2]);
  });
});
