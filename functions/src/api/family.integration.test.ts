import type { UserData } from "@berea/contracts/auth";
import type { FamilyActivityReply, FamilyInvite, FamilyJoinReply, FamilyMember, FamilyOverview } from "@berea/contracts/family";
import type { FamilyProgressReply } from "@berea/contracts/family-progress";
import type { StartQuizReply } from "@berea/contracts/quiz";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingProfile } from "../billing/subscriptions.ts";
import { devotionalOfDate, loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { familiesCollection, familyInvitesCollection, type FamilyDoc } from "../family/family.ts";
import { startBillingApiServer, type BillingApiServer } from "../test-support/billing-api-server.ts";
import { signedInAccount, type SignedInAccount } from "../test-support/api-server.ts";
import { runningClock } from "../test-support/domain-test.ts";
import { usersCollection } from "../users/profiles.ts";

/**
 * The Family plan over HTTP: the owner's subscription is bought through the
 * real checkout against the Stripe stand-in (its webhook sets the owner's
 * plan), members are real Auth emulator accounts, the store is sqlite.
 */
let server: BillingApiServer;
const timeZone = "America/Chicago";
// 10:00 in Chicago, so the whole file runs on this date there.
const today = "2026-03-10";
const clock = runningClock("2026-03-10T15:00:00Z");

beforeAll(async () => {
  server = await startBillingApiServer("family", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});

type Person = SignedInAccount;
// Confirmed emails: inviting and joining wait for one (users/email-verification.ts).
const person = (name: string) => signedInAccount(server, name, 0, { verified: true });

/** A user whose own Family subscription is active, bought through the checkout and the webhook. */
async function familyOwner(name: string): Promise<Person> {
  const owner = await person(name);
  await server.subscribe(owner.cookie, owner.email, "family", "monthly");
  expect((await server.store.get<BillingProfile>(usersCollection, owner.uid))?.paymentPlan).toBe(2);
  return owner;
}

async function invite(owner: Person, body: { email?: string; child?: boolean } = {}): Promise<FamilyInvite> {
  const reply = await server.post<FamilyInvite>("/family/invite", body, owner.cookie);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  if (!reply.body.payload) throw new Error("no invite");
  return reply.body.payload;
}

/** Joining, having agreed to what the owner will see (the join step's consent). */
const join = (who: Person, code: string, extra: { adult?: boolean } = {}) => server.post<FamilyJoinReply>("/family/join", { code, consent: true, ...extra }, who.cookie);
const overview = async (who: Person) => (await server.post<FamilyOverview>("/family/overview", {}, who.cookie)).body.payload;
const planOf = async (who: Person) => (await server.post<UserData>("/", { subject: "getUserData" }, who.cookie)).body.payload?.paymentPlan;

const library = loadDevotionalLibrary();
/** A devotional that is not today's: Premium (and Family) only. */
const pathDevotional = () => {
  const todays = devotionalOfDate(library, today).devotional.id;
  return library.sequence.find((entry) => entry.devotional.id !== todays)?.devotional.id ?? "";
};
const openPath = (who: Person) => server.post("/devotionals/get", { id: pathDevotional(), timeZone }, who.cookie);

async function playQuiz(who: Person): Promise<StartQuizReply> {
  const started = await server.post<StartQuizReply>("/quiz/start", { topic: "mixed", difficulty: "easy", length: 4, types: ["true-false"], timeZone }, who.cookie);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const attempt = started.body.payload;
  if (!attempt) throw new Error("no attempt");
  expect((await server.post("/quiz/finish", { attemptId: attempt.attemptId }, who.cookie)).status).toBe(200);
  return attempt;
}

describe("Family invites and seats", () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await familyOwner("Lois Owner");
  });

  it("lets the owner invite by code and link; a member joins with their own account and gets Family benefits", async () => {
    const member = await person("Eunice Member");
    expect((await openPath(member)).status).toBe(403);
    expect(await planOf(member)).toBe(0);

    const made = await invite(owner, { email: "Eunice@Example.com" });
    expect(made.code).toMatch(/^FAM-[A-HJ-NP-Z2-9]{8}$/);
    expect(made).toMatchObject({ registerPath: `/register?code=${made.code}`, loginPath: `/login?code=${made.code}`, email: "eunice@example.com", child: false });
    expect((await overview(owner))?.invites.map((entry) => entry.code)).toContain(made.code);

    const joined = await join(member, made.code.toLowerCase());
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.payload).toMatchObject({ ownerName: "Lois" });
    expect(joined.body.payload?.message).toMatch(/Lois's Family plan/);

    // Benefits: the effective plan is Family everywhere the API checks a plan.
    expect(await planOf(member)).toBe(2);
    expect((await openPath(member)).status).toBe(200);
    const home = await server.post<{ remainingToday: number | null }>("/quiz/home", { timeZone }, member.cookie);
    expect(home.body.payload?.remainingToday).toBeNull();
    // The member's own subscription record is untouched: nothing was copied onto them.
    expect((await server.store.get<BillingProfile>(usersCollection, member.uid))?.paymentPlan).toBe(0);

    const seen = await overview(owner);
    expect(seen?.role).toBe("owner");
    expect(seen?.planActive).toBe(true);
    expect(seen?.members.map((entry) => entry.uid)).toEqual([member.uid]);
    expect(seen?.invites.map((entry) => entry.code)).not.toContain(made.code);
    expect(await overview(member)).toMatchObject({ role: "member", planActive: true, ownerName: "Lois", switches: { child: false, chat: true, attemptedBy: true }, members: [] });

    // A double tap on the same code is not an error.
    expect((await join(member, made.code)).status).toBe(200);
  });

  it("refuses a code that is unknown, used or expired, the owner's own code, a second family, and a Free user's invite, with plain messages", async () => {
    const free = await person("Demas Free");
    const refusedInvite = await server.post("/family/invite", {}, free.cookie);
    expect(refusedInvite).toMatchObject({ status: 409, body: { code: "failed-precondition" } });
    expect(refusedInvite.body.message).toMatch(/Family plan/);

    const unknown = await join(free, "FAM-ABCDEFGH");
    expect(unknown).toMatchObject({ status: 400, body: { code: "invalid-argument", message: "We could not find that Family code. Check it with the person who sent it." } });
    const malformed = await join(free, "not-a-code");
    expect(malformed).toMatchObject({ status: 400, body: { code: "invalid-argument" } });
    expect(malformed.body.message).toMatch(/FAM-/);

    const own = await invite(owner);
    const selfJoin = await join(owner, own.code);
    expect(selfJoin).toMatchObject({ status: 409, body: { code: "failed-precondition" } });
    expect(selfJoin.body.message).toMatch(/your own Family plan/);

    const first = await person("Tychicus First");
    expect((await join(first, own.code)).status).toBe(200);
    const used = await join(free, own.code);
    expect(used).toMatchObject({ status: 400, body: { message: "This Family code has already been used. Ask for a new one." } });

    const expired = await invite(owner);
    await server.store.update(familyInvitesCollection, expired.code, { expiresAt: clock.now().getTime() - 1000 });
    expect(await join(free, expired.code)).toMatchObject({ status: 400, body: { message: "This Family code has expired. Ask for a new one." } });

    const otherOwner = await familyOwner("Priscilla Other");
    const second = await join(first, (await invite(otherOwner)).code);
    expect(second).toMatchObject({ status: 409, body: { message: "You are already in a Family plan. Leave it on your Family page before joining another." } });
    const ownerJoins = await join(otherOwner, (await invite(owner)).code);
    expect(ownerJoins).toMatchObject({ status: 409, body: { message: "You have a Family plan of your own, so you cannot join another." } });
  });

  it("lets the owner withdraw an invite and remove a member, who loses the benefits at once; no one else can", async () => {
    const member = await person("Onesimus Member");
    const made = await invite(owner);
    const withdrawn = await invite(owner);
    const stranger = await person("Alexander Stranger");
    expect((await server.post("/family/revoke", { code: withdrawn.code }, stranger.cookie)).status).toBe(404);
    expect((await server.post("/family/revoke", { code: withdrawn.code }, owner.cookie)).status).toBe(200);
    expect((await join(member, withdrawn.code)).status).toBe(400);
    expect((await join(member, made.code)).status).toBe(200);
    expect((await openPath(member)).status).toBe(200);

    const byStranger = await server.post("/family/remove", { memberUid: member.uid }, stranger.cookie);
    expect(byStranger).toMatchObject({ status: 404, body: { message: "That person is not in your Family plan." } });
    expect(await planOf(member)).toBe(2);

    const removed = await server.post<{ message: string }>("/family/remove", { memberUid: member.uid }, owner.cookie);
    expect(removed).toMatchObject({ status: 200, body: { payload: { message: "Onesimus is no longer in your Family plan." } } });
    expect(await planOf(member)).toBe(0);
    expect((await openPath(member)).status).toBe(403);
    expect((await overview(member))?.role).toBe("none");
    expect((await overview(owner))?.members.map((entry) => entry.uid)).not.toContain(member.uid);
    expect((await server.post("/family/remove", { memberUid: member.uid }, owner.cookie)).status).toBe(404);
  });
});

describe("leaving a Family plan", () => {
  it("lets a member leave on their own, a child too, freeing the seat at once", async () => {
    const owner = await familyOwner("Rhoda Owner");
    const adult = await person("Mnason Member");
    const child = await person("Timothy Child");
    expect((await join(adult, (await invite(owner)).code)).status).toBe(200);
    expect((await join(child, (await invite(owner, { child: true })).code)).status).toBe(200);
    expect(await planOf(adult)).toBe(2);

    // Already in one plan, each is told how to leave it.
    const otherOwner = await familyOwner("Julia Other");
    expect(await join(adult, (await invite(otherOwner)).code)).toMatchObject({
      status: 409,
      body: { message: "You are already in a Family plan. Leave it on your Family page before joining another." },
    });
    expect(await join(child, (await invite(otherOwner)).code)).toMatchObject({
      status: 409,
      body: { message: "You are already in a Family plan. Leave it on your Family page before joining another." },
    });

    const left = await server.post<{ message: string }>("/family/leave", {}, adult.cookie);
    expect(left).toMatchObject({ status: 200, body: { payload: { message: "You have left Rhoda's Family plan. Your account and everything in it stay yours." } } });
    expect(await planOf(adult)).toBe(0);
    expect((await openPath(adult)).status).toBe(403);
    expect((await overview(adult))?.role).toBe("none");
    expect((await overview(owner))?.members.map((member) => member.uid)).toEqual([child.uid]);
    expect((await server.store.get<FamilyDoc>(familiesCollection, owner.uid))?.memberUids).toEqual([child.uid]);

    // Leaving twice, or without a family, changes nothing and says why.
    const before = await server.store.get<FamilyDoc>(familiesCollection, owner.uid);
    expect(await server.post("/family/leave", {}, adult.cookie)).toMatchObject({
      status: 409,
      body: { message: "You are not in anyone's Family plan, so there is nothing to leave." },
    });
    expect(await server.post("/family/leave", {}, owner.cookie)).toMatchObject({ status: 409 });
    expect(await server.store.get<FamilyDoc>(familiesCollection, owner.uid)).toEqual(before);

    const childLeaves = await server.post("/family/leave", {}, child.cookie);
    expect(childLeaves).toMatchObject({ status: 200, body: { payload: { message: "You have left Rhoda's Family plan. Your account and everything in it stay yours." } } });
    expect(await planOf(child)).toBe(0);
    expect((await overview(owner))?.members).toEqual([]);

    // The freed seat is free: the adult can join the other plan now.
    expect((await join(adult, (await invite(otherOwner)).code)).status).toBe(200);
    expect((await overview(adult))?.ownerName).toBe("Julia");
  });
});

describe("Family seat count", () => {
  it("lets exactly five of six people joining at once in, and tells the sixth why", async () => {
    const owner = await familyOwner("Chloe Owner");
    const invites = await Promise.all(Array.from({ length: 6 }, () => invite(owner)));
    const people = await Promise.all(invites.map((_, index) => person(`Joiner ${index + 1}`)));
    const replies = await Promise.all(people.map((who, index) => join(who, invites[index]?.code ?? "")));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409]);
    const refused = replies.find((reply) => reply.status === 409);
    expect(refused?.body.message).toBe("This Family plan already has 5 members. Ask Chloe to remove someone first.");

    const family = await server.store.get<FamilyDoc>(familiesCollection, owner.uid);
    expect(family?.memberUids).toHaveLength(5);
    expect(new Set(family?.memberUids).size).toBe(5);
    const plans = await Promise.all(people.map(planOf));
    expect(plans.filter((plan) => plan === 2)).toHaveLength(5);
    expect((await overview(owner))?.members).toHaveLength(5);
    // A full family makes no more invites.
    const full = await server.post("/family/invite", {}, owner.cookie);
    expect(full).toMatchObject({ status: 409, body: { message: "Your Family plan already has 5 members. Remove someone before inviting another." } });
  });
});

describe("the end of the owner's subscription", () => {
  it("ends Family benefits for every member when Stripe deletes the owner's subscription, and no one can join meanwhile", async () => {
    const owner = await familyOwner("Lydia Owner");
    const members = await Promise.all([person("Euodia Member"), person("Syntyche Member")]);
    for (const member of members) expect((await join(member, (await invite(owner)).code)).status).toBe(200);
    const waiting = await invite(owner);
    expect(await Promise.all(members.map(planOf))).toEqual([2, 2]);

    const subscriptionId = (await server.store.get<BillingProfile>(usersCollection, owner.uid))?.billing?.subscriptionId;
    if (!subscriptionId) throw new Error("the owner has no subscription");
    await server.stripe.subscriptions.cancel(subscriptionId);
    await server.standIn.waitForDeliveries();

    expect((await server.store.get<BillingProfile>(usersCollection, owner.uid))?.paymentPlan).toBe(0);
    expect(await Promise.all(members.map(planOf))).toEqual([0, 0]);
    for (const member of members) expect((await openPath(member)).status).toBe(403);
    expect(await overview(members[0] as Person)).toMatchObject({ role: "member", planActive: false });
    const late = await join(await person("Late Joiner"), waiting.code);
    expect(late).toMatchObject({ status: 409, body: { message: "Lydia's Family plan is not active right now, so no one can join it. Ask them to check their billing page." } });
    // The owner still looks after the family (and sees it inactive); a new subscription brings the benefits back.
    expect(await overview(owner)).toMatchObject({ role: "owner", planActive: false });
    expect((await overview(owner))?.members).toHaveLength(2);
  });
});

describe("the parental view and switches", () => {
  it("shows each member's recent activity and streaks, and a child starts with chat and 'Attempted by' off", async () => {
    const owner = await familyOwner("Hannah Owner");
    const teen = await person("Samuel Teen");
    const child = await person("Timothy Child");
    expect((await join(teen, (await invite(owner)).code)).status).toBe(200);
    const childInvite = await invite(owner, { child: true });
    expect(childInvite.child).toBe(true);
    expect((await join(child, childInvite.code)).status).toBe(200);

    await playQuiz(teen);
    await playQuiz(teen);
    const devotional = devotionalOfDate(library, today).devotional.id;
    expect((await server.post("/devotionals/mark", { id: devotional, read: true, timeZone }, child.cookie)).status).toBe(200);

    const reply = await server.post<FamilyActivityReply>("/family/activity", { timeZone }, owner.cookie);
    expect(reply.status).toBe(200);
    const byName = new Map(reply.body.payload?.members.map((member) => [member.name, member]));
    const teenView = byName.get("Samuel Teen");
    const childView = byName.get("Timothy Child");
    expect(teenView?.days).toHaveLength(14);
    expect(teenView?.days.at(-1)).toMatchObject({ date: today, quizzes: 2, devotionals: 0 });
    expect(teenView?.quizStreak).toBe(1);
    expect(teenView?.quizXp).toBeGreaterThanOrEqual(0);
    expect(teenView).toMatchObject({ child: false, chat: true, attemptedBy: true });
    expect(childView?.days.at(-1)).toMatchObject({ date: today, quizzes: 0, devotionals: 1 });
    expect(childView).toMatchObject({ child: true, chat: false, attemptedBy: false });

    // Nobody else sees these members.
    const stranger = await person("Stranger Parent");
    expect((await server.post<FamilyActivityReply>("/family/activity", { timeZone }, stranger.cookie)).body.payload).toEqual({ members: [] });
    expect((await server.post<FamilyActivityReply>("/family/activity", { timeZone }, teen.cookie)).body.payload).toEqual({ members: [] });
  });

  it("honours the owner's 'Attempted by' switch where other players see who took a quiz", async () => {
    const owner = await familyOwner("Naomi Owner");
    const member = await person("Ruth Member");
    expect((await join(member, (await invite(owner)).code)).status).toBe(200);
    expect((await server.post("/quiz/settings", { showInAttemptedBy: true }, member.cookie)).status).toBe(200);
    const onlooker = await person("Boaz Onlooker");

    await playQuiz(member);
    expect((await playQuiz(onlooker)).attemptedBy.map((entry) => entry.name)).toContain("Ruth");

    const switched = await server.post<FamilyMember>("/family/settings", { memberUid: member.uid, attemptedBy: false }, owner.cookie);
    expect(switched).toMatchObject({ status: 200, body: { payload: { uid: member.uid, attemptedBy: false, chat: true, child: false } } });
    // Taken out of the list at once, and not added again by the member's next quiz.
    expect((await playQuiz(onlooker)).attemptedBy.map((entry) => entry.name)).not.toContain("Ruth");
    await playQuiz(member);
    expect((await playQuiz(onlooker)).attemptedBy.map((entry) => entry.name)).not.toContain("Ruth");
    // The member sees it off and cannot turn it back on themselves.
    const home = await server.post<{ showInAttemptedBy: boolean }>("/quiz/home", { timeZone }, member.cookie);
    expect(home.body.payload?.showInAttemptedBy).toBe(false);
    const turnOn = await server.post("/quiz/settings", { showInAttemptedBy: true }, member.cookie);
    expect(turnOn).toMatchObject({ status: 409, body: { code: "failed-precondition" } });

    // Marking the member a child turns chat off too; the owner turning 'Attempted by' back on shows them again.
    const asChild = await server.post<FamilyMember>("/family/settings", { memberUid: member.uid, child: true }, owner.cookie);
    expect(asChild.body.payload).toMatchObject({ child: true, chat: false, attemptedBy: false });
    expect((await server.post("/family/settings", { memberUid: member.uid, attemptedBy: true }, owner.cookie)).status).toBe(200);
    await playQuiz(member);
    expect((await playQuiz(onlooker)).attemptedBy.map((entry) => entry.name)).toContain("Ruth");

    // Only the member's own owner sets switches.
    const stranger = await person("Orpah Stranger");
    expect((await server.post("/family/settings", { memberUid: member.uid, chat: true }, stranger.cookie)).status).toBe(404);
    const empty = await server.post("/family/settings", { memberUid: member.uid }, owner.cookie);
    expect(empty).toMatchObject({ status: 400, body: { message: "Say which switch to change: child, chat or attemptedBy." } });
  });
});

describe("joining with consent, and who says a member is an adult", () => {
  it("refuses a join that did not agree to what the owner will see, and changes nothing", async () => {
    const owner = await familyOwner("Priscilla Owner");
    const joiner = await person("Aquila Joiner");
    const code = (await invite(owner)).code;
    for (const body of [{ code }, { code, consent: false }]) {
      const refused = await server.post("/family/join", body, joiner.cookie);
      expect(refused).toMatchObject({ status: 400, body: { code: "invalid-argument", message: "Agree to what the plan's owner will see before joining." } });
    }
    expect(await planOf(joiner)).toBe(0);
    expect((await overview(owner))?.members).toEqual([]);
    expect((await join(joiner, code)).status).toBe(200);
  });

  it("on a child's invite the member may say they are an adult; the owner cannot say it for a child", async () => {
    const owner = await familyOwner("Chloe Owner");
    const grown = await person("Gaius Grown");
    const child = await person("Rufus Child");
    expect((await join(grown, (await invite(owner, { child: true })).code, { adult: true })).status).toBe(200);
    expect((await join(child, (await invite(owner, { child: true })).code)).status).toBe(200);
    expect((await overview(grown))?.switches).toEqual({ child: false, chat: true, attemptedBy: true });

    const refused = await server.post("/family/settings", { memberUid: child.uid, child: false }, owner.cookie);
    expect(refused).toMatchObject({
      status: 403,
      body: { code: "permission-denied", message: "Only Rufus can say they are an adult, when they join with an invite. You cannot change it for them." },
    });
    expect((await overview(child))?.switches).toEqual({ child: true, chat: false, attemptedBy: false });
  });
});

describe("shared progress", () => {
  const progress = async (who: Person) => {
    const reply = await server.post<FamilyProgressReply>("/family/progress", { timeZone }, who.cookie);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    if (!reply.body.payload) throw new Error("no progress");
    return reply.body.payload;
  };

  it("asks each person once, shows a sharer's real progress, and keeps a private member's numbers on the server", async () => {
    const owner = await familyOwner("Phoebe Owner");
    const member = await person("Tertius Member");
    expect((await join(member, (await invite(owner)).code)).status).toBe(200);
    expect((await progress(member)).yourChoice).toBeNull();

    const refused = await server.post("/family/sharing", { share: true, memberUid: member.uid }, owner.cookie);
    expect(refused).toMatchObject({ status: 403, body: { code: "permission-denied", message: "Only Tertius can choose whether to share their progress with the family. You cannot choose it for them." } });

    expect((await server.post("/memory/add", { cardId: "john-3-16", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone }, member.cookie)).status).toBe(200);
    expect((await server.post("/reading-plans/start", { planId: "gospels-30-days", timeZone }, member.cookie)).status).toBe(200);
    expect((await server.post("/challenges/join", { challengeId: "pray-7-days", with: "alone", timeZone }, member.cookie)).status).toBe(200);
    const shared = await server.post("/family/sharing", { share: true }, member.cookie);
    expect(shared).toMatchObject({ status: 200, body: { payload: { share: true } } });
    const seen = (await progress(owner)).people.find((entry) => entry.uid === member.uid);
    expect(seen).toMatchObject({ name: "Tertius Member", role: "member", shares: true, progress: { memory: { total: 1, known: 0, dueToday: 1 }, plans: [{ planId: "gospels-30-days", doneDays: 0, percent: 0 }] } });
    expect(seen?.progress?.challenges).toEqual([{ challengeId: "pray-7-days", title: "Pray seven days in a row", done: 0, total: 7, percent: 0, finished: false }]);

    expect((await server.post("/family/sharing", { share: false }, member.cookie)).status).toBe(200);
    const after = await server.post<FamilyProgressReply>("/family/progress", { timeZone }, owner.cookie);
    const raw = JSON.stringify(after.body);
    expect(raw).toContain('"shares":false');
    expect(raw).not.toMatch(/"(memory|plans|devotionals|challenges|known|dueToday|percent)"/);
  });

  it("answers the plans' and challenges' titles in the lang asked for, English without one, and refuses a language Berea does not speak", async () => {
    const owner = await familyOwner("Lidia Dueña");
    const member = await person("Febe Miembro");
    expect((await join(member, (await invite(owner)).code)).status).toBe(200);
    expect((await server.post("/reading-plans/start", { planId: "gospels-30-days", timeZone }, member.cookie)).status).toBe(200);
    expect((await server.post("/challenges/join", { challengeId: "pray-7-days", with: "alone", timeZone }, member.cookie)).status).toBe(200);
    expect((await server.post("/family/sharing", { share: true }, member.cookie)).status).toBe(200);
    const titles = async (body: object) => {
      const reply = await server.post<FamilyProgressReply>("/family/progress", { timeZone, ...body }, owner.cookie);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const seen = reply.body.payload?.people.find((entry) => entry.uid === member.uid)?.progress;
      return { plans: seen?.plans.map((plan) => plan.title), challenges: seen?.challenges?.map((challenge) => challenge.title) };
    };
    expect(await titles({ lang: "es" })).toEqual({ plans: ["Los Evangelios en 30 días"], challenges: ["Ora siete días seguidos"] });
    expect(await titles({})).toEqual({ plans: ["The Gospels in 30 days"], challenges: ["Pray seven days in a row"] });
    expect(await titles({ lang: "en" })).toEqual(await titles({}));
    const refused = await server.post("/family/progress", { timeZone, lang: "fr" }, owner.cookie);
    expect(refused).toMatchObject({ status: 400, body: { code: "invalid-argument", message: "lang must be one of: en, es." } });
  });

  it("answers someone in no family plainly", async () => {
    const alone = await person("Demas Alone");
    expect(await progress(alone)).toEqual({ inFamily: false, yourChoice: null, people: [] });
    expect(await server.post("/family/sharing", { share: true }, alone.cookie)).toMatchObject({ status: 409, body: { code: "failed-precondition" } });
    expect(await server.post("/family/sharing", { share: "yes" }, alone.cookie)).toMatchObject({ status: 400, body: { code: "invalid-argument", message: "share must be a boolean." } });
  });
});
