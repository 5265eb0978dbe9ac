import type { BankQuestion, StartQuizReply } from "@berea/contracts/quiz";
import type { FamilyInvite } from "@berea/contracts/family";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { finishQuiz, startQuiz, updateQuizSettings, type QuizDeps } from "../quiz/attempts.ts";
import type { BibleTexts } from "../quiz/questions.ts";
import { createQuizBank } from "../quiz/quiz-bank.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, dayMs, openDomainStore, testClock, type DomainStore, type TestClock, saidReplyOf } from "../test-support/domain-test.ts";
import { ensureProfile, getProfile, usersCollection } from "../users/profiles.ts";
import { chatAllowed, getProfileWithEffectivePlan } from "./effective-plan.ts";
import { createFamilyInvite, declareAdult, familyOverview, joinFamily, leaveFamily, removeFamilyMember, revokeFamilyInvite, setFamilySwitches, type FamilyDeps } from "./family.ts";

/** Family seats as plain functions over a real sqlite store, with a clock the test moves. */

let domain: DomainStore;
let store: Store;
let clock: TestClock;
let deps: FamilyDeps;

beforeEach(async () => {
  domain = openDomainStore("family");
  store = domain.store;
  clock = testClock("2026-09-14T12:00:00Z");
  deps = { store, now: clock.now };
});

afterEach(async () => {
  await domain.close();
});

/** A signed-up person on a plan of their own (0 Free, 1 Premium, 2 Family); the uid is the first name in lower case. */
async function person(name: string, paymentPlan: 0 | 1 | 2 = 0): Promise<string> {
  const uid = (name.split(" ")[0] ?? name).toLowerCase();
  await ensureProfile(store, { uid, name, email: `${uid}@example.com` }, clock.now());
  if (paymentPlan > 0) await store.update(usersCollection, uid, { paymentPlan });
  return uid;
}

const invite = (owner: string, request: { email?: string; child?: boolean } = {}) => createFamilyInvite(deps, owner, request);
const join = (uid: string, code: string) => joinFamily(deps, uid, code);
/** The plan whose limits apply to the user. */
const planOf = async (uid: string) => (await getProfileWithEffectivePlan(store, uid))?.paymentPlan;
async function invitedMember(owner: string, name: string, child = false): Promise<string> {
  const uid = await person(name);
  await join(uid, (await invite(owner, { child })).code);
  return uid;
}

describe("invites", () => {
  it("are for the owner of an active Family plan only", async () => {
    for (const plan of [0, 1] as const) {
      const uid = await person(`Owner${plan} Hopeful`, plan);
      const refused = await refusalOf(invite(uid));
      expect(refused.code).toBe("failed-precondition");
      expect(refused.message).toBe("Inviting family members comes with the Family plan. Choose Family on the billing page first.");
    }
    const lois = await person("Lois Owner", 2);
    const made = await invite(lois, { email: "Eunice@Example.com" });
    expect(made.code).toMatch(/^FAM-[A-HJ-NP-Z2-9]{8}$/);
    expect(made).toEqual({
      code: made.code,
      registerPath: `/register?code=${made.code}`,
      loginPath: `/login?code=${made.code}`,
      email: "eunice@example.com",
      child: false,
      createdAt: "2026-09-14T12:00:00.000Z",
      // Seven days.
      expiresAt: "2026-09-21T12:00:00.000Z",
    });
    expect((await familyOverview(deps, lois)).invites.map((entry) => entry.code)).toEqual([made.code]);
  });

  it("lets an owner hold 10 open invites; a withdrawn, used or expired one makes room", async () => {
    const lois = await person("Lois Owner", 2);
    const open: FamilyInvite[] = [];
    for (let n = 0; n < 10; n++) open.push(await invite(lois));
    const eleventh = await refusalOf(invite(lois));
    expect(eleventh.code).toBe("failed-precondition");
    expect(eleventh.message).toBe("You have 10 invites waiting. Withdraw one you no longer need before making another.");

    expect(await saidReplyOf(revokeFamilyInvite(deps, lois, open[0]?.code ?? ""))).toEqual({ message: "The invite is withdrawn; its code no longer works." });
    await invite(lois);
    const eunice = await person("Eunice Member");
    await join(eunice, open[1]?.code ?? "");
    await invite(lois);
    expect((await appErrorOf(invite(lois))).code).toBe("failed-precondition");

    clock.advance(7 * dayMs);
    expect((await familyOverview(deps, lois)).invites).toEqual([]);
    await invite(lois);
  });

  it("holds the 10 open invites when an owner asks for many at once", async () => {
    const lois = await person("Lois Owner", 2);
    const results = await Promise.allSettled(Array.from({ length: 14 }, () => invite(lois)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    expect((await familyOverview(deps, lois)).invites).toHaveLength(10);
  });

  it("may be withdrawn only by their owner, and only while unused", async () => {
    const lois = await person("Lois Owner", 2);
    const hannah = await person("Hannah Owner", 2);
    const made = await invite(lois);
    expect((await appErrorOf(revokeFamilyInvite(deps, hannah, made.code))).code).toBe("not-found");
    await join(await person("Eunice Member"), made.code);
    expect((await appErrorOf(revokeFamilyInvite(deps, lois, made.code))).code).toBe("not-found");
  });
});

describe("seats", () => {
  it("holds a Family plan to 5 members: no invite once five have joined, and a code already out is refused", async () => {
    const lois = await person("Lois Owner", 2);
    const codes: string[] = [];
    for (let n = 0; n < 6; n++) codes.push((await invite(lois)).code);
    for (let n = 0; n < 5; n++) await join(await person(`Member${n} Joiner`), codes[n] ?? "");

    const more = await refusalOf(invite(lois));
    expect([more.code, more.message]).toEqual(["failed-precondition", "Your Family plan already has 5 members. Remove someone before inviting another."]);
    const sixth = await refusalOf(join(await person("Sixth Joiner"), codes[5] ?? ""));
    expect([sixth.code, sixth.message]).toEqual(["failed-precondition", "This Family plan already has 5 members. Ask Lois to remove someone first."]);
    expect(await planOf("sixth")).toBe(0);
    expect((await familyOverview(deps, lois)).members).toHaveLength(5);
  });

  it("lets exactly five of six people joining at once in", async () => {
    const lois = await person("Lois Owner", 2);
    const codes: string[] = [];
    for (let n = 0; n < 6; n++) codes.push((await invite(lois)).code);
    const joiners = await Promise.all(codes.map((_, n) => person(`Racer${n} Joiner`)));
    const results = await Promise.allSettled(joiners.map((uid, n) => join(uid, codes[n] ?? "")));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    expect((await familyOverview(deps, lois)).members).toHaveLength(5);
    const plans = await Promise.all(joiners.map(planOf));
    expect(plans.filter((plan) => plan === 2)).toHaveLength(5);
  });
});

describe("joining", () => {
  it("gives a member Family benefits through the owner's plan, without copying the plan onto them", async () => {
    const lois = await person("Lois Owner", 2);
    const eunice = await person("Eunice Member");
    const made = await invite(lois);
    expect(await saidReplyOf(join(eunice, made.code))).toEqual({ message: "Welcome to Lois's Family plan. Every Premium feature is yours while it is active.", ownerName: "Lois" });

    expect(await planOf(eunice)).toBe(2);
    expect((await getProfile(store, eunice))?.paymentPlan).toBe(0);
    const owner = await familyOverview(deps, lois);
    expect(owner).toMatchObject({ role: "owner", planActive: true, invites: [] });
    expect(owner.members.map((member) => [member.uid, member.name, member.child, member.chat, member.attemptedBy])).toEqual([[eunice, "Eunice Member", false, true, true]]);
    expect(await familyOverview(deps, eunice)).toMatchObject({ role: "member", planActive: true, ownerName: "Lois", members: [], switches: { child: false, chat: true, attemptedBy: true } });
    // A double tap on the same code has simply joined.
    expect(await saidReplyOf(join(eunice, made.code))).toEqual({ message: "You are already in this Family plan.", ownerName: "Lois" });
  });

  it("refuses an unknown code, one another person used, and one past its seven days", async () => {
    const lois = await person("Lois Owner", 2);
    const unknown = await refusalOf(join(await person("Demas Stranger"), "FAM-ABCDEFGH"));
    expect([unknown.code, unknown.message]).toEqual(["invalid-argument", "We could not find that Family code. Check it with the person who sent it."]);

    const used = await invite(lois);
    await join(await person("Eunice Member"), used.code);
    const again = await refusalOf(join("demas", used.code));
    expect([again.code, again.message]).toEqual(["invalid-argument", "This Family code has already been used. Ask for a new one."]);

    const lastMinute = await invite(lois);
    const late = await invite(lois);
    clock.advance(7 * dayMs - 1);
    await join(await person("Timothy Punctual"), lastMinute.code);
    clock.advance(1);
    const expired = await refusalOf(join("demas", late.code));
    expect([expired.code, expired.message]).toEqual(["invalid-argument", "This Family code has expired. Ask for a new one."]);
  });

  it("refuses the owner's own code, someone in another family, someone with a Family plan of their own, and a lapsed owner's code", async () => {
    const lois = await person("Lois Owner", 2);
    const hannah = await person("Hannah Owner", 2);
    const made = await invite(lois);
    expect((await refusalOf(join(lois, made.code))).message).toMatch(/^This is your own Family plan/);
    expect((await refusalOf(join(hannah, made.code))).message).toBe("You have a Family plan of your own, so you cannot join another.");

    const adult = await invitedMember(hannah, "Samuel Member");
    const child = await invitedMember(hannah, "Timothy Child", true);
    expect((await refusalOf(join(adult, (await invite(lois)).code))).message).toBe("You are already in a Family plan. Leave it on your Family page before joining another.");
    expect((await refusalOf(join(child, (await invite(lois)).code))).message).toBe("You are already in a Family plan. Leave it on your Family page before joining another.");

    const waiting = await invite(lois);
    await store.update(usersCollection, lois, { paymentPlan: 0 });
    const lapsed = await refusalOf(join(await person("Late Joiner"), waiting.code));
    expect([lapsed.code, lapsed.message]).toEqual(["failed-precondition", "Lois's Family plan is not active right now, so no one can join it. Ask them to check their billing page."]);
  });
});

describe("removing and leaving", () => {
  it("lets the owner remove a member, who loses the benefits at once and frees the seat; no one else can", async () => {
    const lois = await person("Lois Owner", 2);
    const hannah = await person("Hannah Owner", 2);
    const members: string[] = [];
    for (let n = 0; n < 5; n++) members.push(await invitedMember(lois, `Member${n} Joiner`));
    const [first = "", second = ""] = members;

    expect((await appErrorOf(removeFamilyMember(deps, hannah, first))).code).toBe("not-found");
    expect((await appErrorOf(removeFamilyMember(deps, second, first))).code).toBe("not-found");
    expect(await saidReplyOf(removeFamilyMember(deps, lois, first))).toEqual({ message: "Member0 is no longer in your Family plan." });
    expect(await planOf(first)).toBe(0);
    expect(await familyOverview(deps, first)).toMatchObject({ role: "none", planActive: false });
    expect((await familyOverview(deps, lois)).members.map((member) => member.uid)).toEqual(members.slice(1));
    expect((await appErrorOf(removeFamilyMember(deps, lois, first))).code).toBe("not-found");
    // The seat is free again.
    await invitedMember(lois, "Newcomer Joiner");
    expect(await planOf("newcomer")).toBe(2);
  });

  it("lets a member leave on their own, a child too, and frees the seat; someone in no family has nothing to leave", async () => {
    const lois = await person("Lois Owner", 2);
    const eunice = await invitedMember(lois, "Eunice Member");
    const timothy = await invitedMember(lois, "Timothy Child", true);

    expect(await saidReplyOf(leaveFamily(deps, eunice))).toEqual({ message: "You have left Lois's Family plan. Your account and everything in it stay yours." });
    expect(await planOf(eunice)).toBe(0);
    expect((await familyOverview(deps, lois)).members.map((member) => member.uid)).toEqual([timothy]);

    expect(await saidReplyOf(leaveFamily(deps, timothy))).toEqual({ message: "You have left Lois's Family plan. Your account and everything in it stay yours." });
    expect(await planOf(timothy)).toBe(0);
    expect((await familyOverview(deps, lois)).members).toEqual([]);
    expect((await refusalOf(leaveFamily(deps, eunice))).message).toBe("You are not in anyone's Family plan, so there is nothing to leave.");
  });
});

describe("the owner's switches", () => {
  it("start with chat and 'Attempted by' off for a child's invite, on for anyone else's", async () => {
    const lois = await person("Lois Owner", 2);
    const eunice = await invitedMember(lois, "Eunice Member");
    const timothy = await invitedMember(lois, "Timothy Child", true);
    expect((await familyOverview(deps, eunice)).switches).toEqual({ child: false, chat: true, attemptedBy: true });
    expect((await familyOverview(deps, timothy)).switches).toEqual({ child: true, chat: false, attemptedBy: false });
    const profile = await getProfile(store, timothy);
    expect(profile && chatAllowed(profile)).toBe(false);
  });

  it("on a child's invite, only the member can say they are an adult: they join as one, and the owner cannot make a child an adult", async () => {
    const lois = await person("Lois Owner", 2);
    const timothy = await person("Timothy Grown");
    await joinFamily(deps, timothy, (await invite(lois, { child: true })).code, { adult: true });
    expect((await familyOverview(deps, timothy)).switches).toEqual({ child: false, chat: true, attemptedBy: true });

    const child = await invitedMember(lois, "Rhoda Child", true);
    const refused = await refusalOf(setFamilySwitches(deps, lois, { memberUid: child, child: false }));
    expect([refused.code, refused.message]).toEqual(["permission-denied", "Only Rhoda can say they are an adult, when they join with an invite. You cannot change it for them."]);
    expect((await familyOverview(deps, child)).switches).toEqual({ child: true, chat: false, attemptedBy: false });
    // The owner's other switches for a child still work.
    expect(await setFamilySwitches(deps, lois, { memberUid: child, chat: true })).toMatchObject({ child: true, chat: true });
    // Rhoda herself can say it; chat stays as the owner set it.
    expect(await declareAdult(deps, child)).toMatchObject({ uid: child, child: false, chat: true });
    expect((await familyOverview(deps, child)).switches).toEqual({ child: false, chat: true, attemptedBy: false });
    expect((await refusalOf(declareAdult(deps, lois))).message).toBe("You are not in anyone's Family plan.");
  });

  it("turn chat and 'Attempted by' off when a member is marked a child, unless the same change sets them", async () => {
    const lois = await person("Lois Owner", 2);
    const eunice = await invitedMember(lois, "Eunice Member");
    const samuel = await invitedMember(lois, "Samuel Member");

    expect(await setFamilySwitches(deps, lois, { memberUid: eunice, child: true })).toMatchObject({ uid: eunice, child: true, chat: false, attemptedBy: false });
    expect(await setFamilySwitches(deps, lois, { memberUid: samuel, child: true, chat: true })).toMatchObject({ child: true, chat: true, attemptedBy: false });
    expect(await setFamilySwitches(deps, lois, { memberUid: eunice, chat: true })).toMatchObject({ child: true, chat: true, attemptedBy: false });
    const profile = await getProfile(store, eunice);
    expect(profile && chatAllowed(profile)).toBe(true);
  });

  it("are the member's own owner's only", async () => {
    const lois = await person("Lois Owner", 2);
    const hannah = await person("Hannah Owner", 2);
    const eunice = await invitedMember(lois, "Eunice Member");
    expect((await appErrorOf(setFamilySwitches(deps, hannah, { memberUid: eunice, chat: false }))).code).toBe("not-found");
    expect((await appErrorOf(setFamilySwitches(deps, eunice, { memberUid: eunice, chat: true }))).code).toBe("not-found");
    expect((await familyOverview(deps, eunice)).switches?.chat).toBe(true);
  });

  describe("'Attempted by'", () => {
    const question = (n: number): BankQuestion => ({
      id: `t1-00${n}`,
      topic: "t1",
      difficulty: "easy",
      reference: { book: "Gen", chapter: 1, start: 1, end: 1 },
      type: "true-false",
      prompt: `The Bible opens with 'In the beginning' (${n}).`,
      answer: true,
    });
    const bank = createQuizBank([{ id: "t1", name: "Basics", description: "", basic: true }], [1, 2, 3, 4].map(question));
    let texts: BibleTexts;
    beforeAll(() => {
      texts = { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() };
    });
    const quiz = (): QuizDeps => ({ store, bank, texts, now: clock.now, random: () => 0.5 });
    async function play(uid: string): Promise<StartQuizReply> {
      const started = await startQuiz(quiz(), uid, { topic: "t1", difficulty: "easy", length: 4, timeZone: "UTC" });
      await finishQuiz(quiz(), uid, started.attemptId);
      return started;
    }
    const namesSeenBy = async (uid: string) => (await play(uid)).attemptedBy.map((entry) => entry.name);

    it("turned off takes the member out of the list other players see at once, and the member cannot turn it back on", async () => {
      const lois = await person("Lois Owner", 2);
      const ruth = await invitedMember(lois, "Ruth Member");
      const boaz = await person("Boaz Onlooker");
      await updateQuizSettings(quiz(), ruth, { showInAttemptedBy: true });
      await play(ruth);
      expect(await namesSeenBy(boaz)).toContain("Ruth");

      await setFamilySwitches(deps, lois, { memberUid: ruth, attemptedBy: false });
      expect(await namesSeenBy(boaz)).not.toContain("Ruth");
      await play(ruth);
      expect(await namesSeenBy(boaz)).not.toContain("Ruth");
      expect((await appErrorOf(updateQuizSettings(quiz(), ruth, { showInAttemptedBy: true }))).code).toBe("failed-precondition");

      await setFamilySwitches(deps, lois, { memberUid: ruth, attemptedBy: true });
      await play(ruth);
      expect(await namesSeenBy(boaz)).toContain("Ruth");
    });
  });
});

describe("the effective plan", () => {
  it("is Family for members while the owner's own plan is Family, and falls back to each member's own the moment it ends", async () => {
    const lois = await person("Lois Owner", 2);
    const eunice = await invitedMember(lois, "Eunice Member");
    const priscilla = await person("Priscilla Premium", 1);
    await join(priscilla, (await invite(lois)).code);
    expect([await planOf(lois), await planOf(eunice), await planOf(priscilla)]).toEqual([2, 2, 2]);

    // The owner's subscription ends (the webhook sets the owner's own plan).
    await store.update(usersCollection, lois, { paymentPlan: 0 });
    expect([await planOf(lois), await planOf(eunice), await planOf(priscilla)]).toEqual([0, 0, 1]);
    expect(await familyOverview(deps, eunice)).toMatchObject({ role: "member", planActive: false, ownerName: "Lois" });
    // The owner still looks after the members, and a new subscription brings the benefits back.
    expect(await familyOverview(deps, lois)).toMatchObject({ role: "owner", planActive: false });
    expect((await familyOverview(deps, lois)).members).toHaveLength(2);
    await store.update(usersCollection, lois, { paymentPlan: 2 });
    expect(await planOf(eunice)).toBe(2);
  });

  it("is a non-member's own plan", async () => {
    expect(await planOf(await person("Free Reader"))).toBe(0);
    expect(await planOf(await person("Premium Reader", 1))).toBe(1);
    expect(await familyOverview(deps, "free")).toMatchObject({ role: "none", planActive: false, members: [], invites: [], switches: null, ownerName: null });
  });
});
