import type { CircleSummary } from "@berea/contracts/circles";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFamilyInvite, joinFamily, setFamilySwitches } from "../family/family.ts";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, minuteMs, openDomainStore, testClock, type DomainStore, type TestClock, saidReplyOf } from "../test-support/domain-test.ts";
import { ensureProfile, usersCollection } from "../users/profiles.ts";
import { circleLateMs, circleSeqPerMs } from "@berea/contracts/circles";
import { circlesCollection, messagesCollection, type CircleDeps } from "./circles-collection.ts";
import { createCircle, getCircle, joinCircle, leaveCircle, myCircles, newCircleCode, previewCircle, removeCircleMember } from "./membership.ts";
import { circleMessages, deleteMessage, messageSeq, sendMessage, type WaitOptions } from "./messages.ts";

/** Faith circles and their chat as plain functions over a real sqlite store, with a clock the test moves. */

let domain: DomainStore;
let store: Store;
let clock: TestClock;
let deps: CircleDeps;

beforeEach(async () => {
  domain = openDomainStore("circles");
  store = domain.store;
  // The start of a minute, so the sending limit's window is the test's to move past.
  clock = testClock("2026-05-04T09:00:00Z");
  deps = { store, now: clock.now };
  for (const name of ["Priscilla", "Aquila", "Apollos", "Lydia", "Stranger"]) await person(name);
});

afterEach(async () => {
  await domain.close();
});

/** A signed-up person whose uid is their name in lower case. */
async function person(name: string): Promise<string> {
  const uid = name.toLowerCase().replaceAll(" ", "-");
  await ensureProfile(store, { uid, name, email: `${uid}@example.com` }, clock.now());
  return uid;
}

const create = (uid: string, name = "Wednesday Romans study") => createCircle(deps, uid, { name });
/** A circle started by the first and joined by the rest, in that order. */
async function circleOf(owner: string, ...members: string[]): Promise<CircleSummary> {
  const circle = await create(owner);
  for (const member of members) await joinCircle(deps, member, circle.inviteCode);
  return circle;
}

let clientIds = 0;
const send = (uid: string, circleId: string, text: string, clientId = `client-${++clientIds}`) => sendMessage(deps, uid, { circleId, text, clientId });
/** Sends `count` messages `gapMs` apart, moving the clock a minute on whenever the per-minute limit would stop them. */
async function sendMany(uid: string, circleId: string, count: number, gapMs = 1000): Promise<void> {
  for (let n = 1; n <= count; n++) {
    await send(uid, circleId, `message ${n}`);
    clock.advance(gapMs);
    if (n % 20 === 0) clock.advance(minuteMs);
  }
}

const noWait: WaitOptions = { wait: false, waitMs: 0, signal: new AbortController().signal };
const after = (uid: string, circleId: string, seq: number) => circleMessages(deps, uid, { circleId, after: seq }, noWait);
const before = (uid: string, circleId: string, seq: number) => circleMessages(deps, uid, { circleId, before: seq }, noWait);
const texts = (messages: { text: string }[]) => messages.map((message) => message.text);
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `message ${from + i}`);

describe("starting, previewing and joining", () => {
  it("starts a circle with its owner as the only member, a CIR- invite code and its link", async () => {
    const circle = await createCircle(deps, "priscilla", { name: "  Romans study  ", description: " Wednesdays " });
    expect(circle).toMatchObject({ name: "Romans study", description: "Wednesdays", ownerName: "Priscilla", role: "owner", memberCount: 1, lastSeq: 0, lastMessage: null });
    expect(circle.inviteCode).toMatch(/^CIR-[A-HJ-NP-Z2-9]{8}$/);
    expect(circle.invitePath).toBe(`/chat/join/${circle.inviteCode}`);
    expect((await myCircles(deps, "priscilla")).circles.map((entry) => entry.id)).toEqual([circle.id]);
  });

  it("shows what a code opens before joining, then joins once: joining again takes no second seat", async () => {
    const circle = await create("priscilla");
    expect(await previewCircle(deps, "aquila", circle.inviteCode)).toEqual({
      name: "Wednesday Romans study",
      description: "",
      ownerName: "Priscilla",
      memberCount: 1,
      full: false,
      memberOf: null,
    });
    expect(await joinCircle(deps, "aquila", circle.inviteCode)).toMatchObject({ id: circle.id, role: "member", memberCount: 2 });
    expect(await joinCircle(deps, "aquila", circle.inviteCode)).toMatchObject({ id: circle.id, role: "member", memberCount: 2 });
    expect((await previewCircle(deps, "aquila", circle.inviteCode)).memberOf).toBe(circle.id);
    expect((await getCircle(deps, "aquila", circle.id)).members.map((member) => [member.uid, member.role])).toEqual([
      ["priscilla", "owner"],
      ["aquila", "member"],
    ]);
  });

  it("refuses a code that opens no circle", async () => {
    const refused = await refusalOf(joinCircle(deps, "aquila", "CIR-ABCDEFGH"));
    expect(refused.code).toBe("invalid-argument");
    expect(refused.message).toMatch(/does not open any circle/);
    expect((await appErrorOf(previewCircle(deps, "aquila", "CIR-ABCDEFGH"))).code).toBe("invalid-argument");
  });

  it("answers a non-member exactly as it answers for a circle that does not exist", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const message = await send("priscilla", circle.id, "Grace to you");
    const calls: [string, (circleId: string) => Promise<unknown>][] = [
      ["get", (circleId) => getCircle(deps, "stranger", circleId)],
      ["messages", (circleId) => after("stranger", circleId, 0)],
      ["send", (circleId) => send("stranger", circleId, "Hello?")],
      ["delete", (circleId) => deleteMessage(deps, "stranger", { circleId, messageId: message.id })],
      ["leave", (circleId) => leaveCircle(deps, "stranger", circleId)],
      ["remove", (circleId) => removeCircleMember(deps, "stranger", circleId, "aquila")],
      ["new code", (circleId) => newCircleCode(deps, "stranger", circleId)],
    ];
    for (const [name, call] of calls) {
      const real = await refusalOf(call(circle.id));
      const missing = await refusalOf(call("no-such-circle"));
      expect([real.code, real.message], name).toEqual(["not-found", "This circle does not exist, or you are not in it."]);
      expect([missing.code, missing.message], name).toEqual([real.code, real.message]);
    }
    expect((await getCircle(deps, "aquila", circle.id)).circle.lastSeq).toBe(message.seq);
  });
});

describe("limits", () => {
  it("holds a circle to 50 members, its owner included: the preview says full and the 51st is refused", async () => {
    const circle = await create("priscilla");
    const joiners: string[] = [];
    for (let n = 1; n <= 49; n++) joiners.push(await person(`Member ${n}`));
    for (const uid of joiners) await joinCircle(deps, uid, circle.inviteCode);
    const late = await person("Late Comer");
    expect(await previewCircle(deps, late, circle.inviteCode)).toMatchObject({ memberCount: 50, full: true });

    const refused = await refusalOf(joinCircle(deps, late, circle.inviteCode));
    expect(refused.code).toBe("failed-precondition");
    expect(refused.message).toMatch(/full: it has 50 members/);
    expect((await getCircle(deps, "priscilla", circle.id)).members).toHaveLength(50);

    // A seat freed is a seat taken.
    await leaveCircle(deps, joiners[0] ?? "", circle.id);
    expect(await joinCircle(deps, late, circle.inviteCode)).toMatchObject({ memberCount: 50 });
  });

  it("lets three people race for the last of 50 seats: exactly one gets in", async () => {
    const circle = await create("priscilla");
    for (let n = 1; n <= 48; n++) await joinCircle(deps, await person(`Member ${n}`), circle.inviteCode);
    const racers = await Promise.all(["Racer One", "Racer Two", "Racer Three"].map(person));
    const results = await Promise.allSettled(racers.map((uid) => joinCircle(deps, uid, circle.inviteCode)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect((await getCircle(deps, "priscilla", circle.id)).members).toHaveLength(50);
  });

  it("holds the 12-circle limit when one account starts many at once", async () => {
    const results = await Promise.allSettled(Array.from({ length: 15 }, (_, n) => create("aquila", `Circle ${n + 1}`)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(12);
    expect((await myCircles(deps, "aquila")).circles).toHaveLength(12);
  });

  it("keeps one account to 12 circles: a 13th can be neither started nor joined until one is left", async () => {
    const mine: CircleSummary[] = [];
    for (let n = 1; n <= 12; n++) mine.push(await create("aquila", `Circle ${n}`));
    const elsewhere = await create("priscilla", "Priscilla's circle");

    const starting = await refusalOf(create("aquila", "Circle 13"));
    expect(starting.code).toBe("failed-precondition");
    expect(starting.message).toMatch(/12 circles/);
    expect((await appErrorOf(joinCircle(deps, "aquila", elsewhere.inviteCode))).code).toBe("failed-precondition");
    expect((await myCircles(deps, "aquila")).circles).toHaveLength(12);

    await leaveCircle(deps, "aquila", mine[0]?.id ?? "");
    expect(await joinCircle(deps, "aquila", elsewhere.inviteCode)).toMatchObject({ id: elsewhere.id, role: "member" });
  });
});

describe("owners and leaving", () => {
  it("hands the circle to the longest-standing member when the owner leaves", async () => {
    const circle = await circleOf("priscilla", "aquila", "apollos");
    expect(await saidReplyOf(leaveCircle(deps, "priscilla", circle.id))).toEqual({ message: "You have left Wednesday Romans study." });

    const detail = await getCircle(deps, "apollos", circle.id);
    expect(detail.members.map((member) => [member.uid, member.role])).toEqual([
      ["aquila", "owner"],
      ["apollos", "member"],
    ]);
    expect(detail.circle.ownerName).toBe("Aquila");
    // The new owner has the owner's tools; the other member still has not.
    expect((await appErrorOf(newCircleCode(deps, "apollos", circle.id))).code).toBe("permission-denied");
    expect((await newCircleCode(deps, "aquila", circle.id)).role).toBe("owner");
    expect((await appErrorOf(getCircle(deps, "priscilla", circle.id))).code).toBe("not-found");
  });

  it("deletes the circle, its code and its messages when the last member leaves", async () => {
    const circle = await circleOf("priscilla", "aquila");
    await send("priscilla", circle.id, "First");
    await send("aquila", circle.id, "Second");
    await leaveCircle(deps, "priscilla", circle.id);
    expect(await store.count(messagesCollection(circle.id))).toBe(2);

    await leaveCircle(deps, "aquila", circle.id);
    expect(await store.get(circlesCollection, circle.id)).toBeNull();
    expect(await store.count(messagesCollection(circle.id))).toBe(0);
    expect((await appErrorOf(previewCircle(deps, "apollos", circle.inviteCode))).code).toBe("invalid-argument");
  });

  it("lets only the owner remove a member, who can then neither read nor write", async () => {
    const circle = await circleOf("priscilla", "aquila", "apollos");
    expect((await appErrorOf(removeCircleMember(deps, "aquila", circle.id, "apollos"))).code).toBe("permission-denied");
    expect((await appErrorOf(removeCircleMember(deps, "priscilla", circle.id, "priscilla"))).code).toBe("invalid-argument");
    expect((await appErrorOf(removeCircleMember(deps, "priscilla", circle.id, "stranger"))).code).toBe("not-found");

    expect(await saidReplyOf(removeCircleMember(deps, "priscilla", circle.id, "apollos"))).toEqual({ message: "Apollos is no longer in Wednesday Romans study." });
    expect((await appErrorOf(after("apollos", circle.id, 0))).code).toBe("not-found");
    expect((await appErrorOf(send("apollos", circle.id, "Still here?"))).code).toBe("not-found");
    expect((await getCircle(deps, "priscilla", circle.id)).circle.memberCount).toBe(2);
  });

  it("replaces the invite code at the owner's asking: the old code opens nothing, the new one works", async () => {
    const circle = await circleOf("priscilla", "aquila");
    expect((await appErrorOf(newCircleCode(deps, "aquila", circle.id))).code).toBe("permission-denied");

    const renewed = await newCircleCode(deps, "priscilla", circle.id);
    expect(renewed.inviteCode).not.toBe(circle.inviteCode);
    expect(renewed.inviteCode).toMatch(/^CIR-[A-HJ-NP-Z2-9]{8}$/);
    expect((await appErrorOf(previewCircle(deps, "apollos", circle.inviteCode))).code).toBe("invalid-argument");
    expect((await appErrorOf(joinCircle(deps, "apollos", circle.inviteCode))).code).toBe("invalid-argument");
    expect(await joinCircle(deps, "apollos", renewed.inviteCode)).toMatchObject({ id: circle.id, memberCount: 3 });
  });
});

describe("messages", () => {
  it("places a message by the time it is stored: the time in ms × 1000 and three digits of its id", () => {
    const at = new Date("2026-05-04T09:00:00.123Z");
    const seq = messageSeq(at, "a-message-id");
    expect(Math.floor(seq / circleSeqPerMs)).toBe(at.getTime());
    expect(messageSeq(at, "a-message-id")).toBe(seq);
    expect(messageSeq(at, "another-id")).not.toBe(seq);
    expect(messageSeq(new Date(at.getTime() + 1), "a-message-id")).toBeGreaterThan(messageSeq(at, "zzz"));
    expect(Number.isSafeInteger(messageSeq(new Date("2200-01-01T00:00:00Z"), "a-message-id"))).toBe(true);
  });

  it("keeps each circle's messages in the order they were sent, and the newest in each member's list", async () => {
    const romans = await circleOf("priscilla", "aquila");
    const psalms = await circleOf("aquila", "priscilla");
    const circles = { romans, psalms };
    for (const [uid, label] of [
      ["priscilla", "romans"],
      ["aquila", "psalms"],
      ["aquila", "romans"],
      ["priscilla", "romans"],
      ["priscilla", "psalms"],
    ] as const) {
      await send(uid, circles[label].id, `to ${label} from ${uid}`);
      clock.advance(1);
    }
    expect(texts((await after("aquila", romans.id, 0)).messages)).toEqual(["to romans from priscilla", "to romans from aquila", "to romans from priscilla"]);
    expect(texts((await after("aquila", psalms.id, 0)).messages)).toEqual(["to psalms from aquila", "to psalms from priscilla"]);
    const newest = (await after("aquila", romans.id, 0)).lastSeq;
    const list = await myCircles(deps, "aquila");
    expect(list.circles.map((entry) => entry.id)).toEqual([psalms.id, romans.id]);
    expect(list.circles.find((entry) => entry.id === romans.id)).toMatchObject({ lastSeq: newest, lastMessage: { name: "Priscilla", text: "to romans from priscilla" } });
  });

  it("stores many members' parallel messages each once, without writing the circle's document", async () => {
    const circle = await circleOf("priscilla", "aquila", "apollos");
    const before = await store.get(circlesCollection, circle.id);
    const sent = await Promise.all(["priscilla", "aquila", "apollos"].flatMap((uid) => Array.from({ length: 5 }, (_, n) => send(uid, circle.id, `${uid} ${n}`))));
    expect(await store.get(circlesCollection, circle.id)).toEqual(before);
    const read = (await after("priscilla", circle.id, 0)).messages;
    expect(new Set(read.map((message) => message.id)).size).toBe(15);
    expect(read.map((message) => message.id).sort()).toEqual(sent.map((message) => message.id).sort());
    // One order for every reader: by number, then by id.
    expect(read).toEqual([...read].sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id)));
  });

  it("opens on the latest page of 50 and pages back through earlier ones, oldest first", async () => {
    const circle = await circleOf("priscilla", "aquila");
    await sendMany("priscilla", circle.id, 60);

    const opened = await getCircle(deps, "aquila", circle.id);
    expect(texts(opened.messages)).toEqual(numbered(11, 60));
    expect(opened.hasEarlier).toBe(true);
    expect(opened.circle.lastSeq).toBe(opened.messages.at(-1)?.seq);
    const earlier = await before("aquila", circle.id, opened.messages[0]?.seq ?? 0);
    expect(texts(earlier.messages)).toEqual(numbered(1, 10));
    expect(earlier.hasEarlier).toBe(false);
  });

  it("gives what came after a number, at most a page, and says where the reader now is", async () => {
    const circle = await circleOf("priscilla", "aquila");
    // Further apart than the late window, so nothing is behind the newest held.
    await sendMany("priscilla", circle.id, 55, circleLateMs + 1000);

    const first = await after("aquila", circle.id, 0);
    expect(texts(first.messages)).toEqual(numbered(1, 50));
    expect(first).toMatchObject({ lastSeq: first.messages.at(-1)?.seq, hasEarlier: false });
    const rest = await after("aquila", circle.id, first.lastSeq);
    expect(texts(rest.messages)).toEqual(numbered(51, 55));
    expect(rest).toMatchObject({ lastSeq: rest.messages.at(-1)?.seq, hasEarlier: true });
    expect(await after("aquila", circle.id, rest.lastSeq)).toEqual({ messages: [], lastSeq: rest.lastSeq, hasEarlier: true });
  });

  it("numbers a message again when its save was answered too late, so a reader already past its first number still gets it", async () => {
    const circle = await circleOf("priscilla", "aquila", "apollos");
    // Apollos's instance reads the clock, then pauses: by the time its save lands, Priscilla has written twice and
    // Aquila has read past the number Apollos's message took.
    const clockRead = clock.now();
    await send("priscilla", circle.id, "Quick reply");
    clock.advance(circleLateMs + 1000);
    await send("priscilla", circle.id, "Anyone there?");
    const seen = await after("aquila", circle.id, 0);
    expect(texts(seen.messages)).toEqual(["Quick reply", "Anyone there?"]);
    let reads = 0;
    const pausedClock = () => (reads++ === 0 ? clockRead : clock.now());

    const sent = await sendMessage({ store, now: pausedClock }, "apollos", { circleId: circle.id, text: "Slow words", clientId: "slow-1" });
    expect(sent.seq).toBe(messageSeq(clock.now(), sent.id));
    const news = await after("aquila", circle.id, seen.lastSeq);
    expect(news.messages.map((message) => [message.text, message.seq])).toEqual([["Slow words", sent.seq]]);
    // A save answered in time keeps its number.
    const onTime = await send("apollos", circle.id, "On time");
    expect(onTime.seq).toBe(messageSeq(clock.now(), onTime.id));
  });

  it("delivers a message stored after a later one to a reader already past it", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const t = clock.now().getTime();
    clock.set(new Date(t + 2000));
    const later = await send("priscilla", circle.id, "read the clock second, stored first");
    const seen = await after("aquila", circle.id, 0);
    expect(seen.lastSeq).toBe(later.seq);
    // Another instance read its clock a second earlier, and stored its message only now.
    clock.set(new Date(t + 1000));
    const slow = await send("aquila", circle.id, "read the clock first, stored second");
    expect(slow.seq).toBeLessThan(later.seq);
    const next = await after("aquila", circle.id, seen.lastSeq);
    expect(texts(next.messages)).toEqual(["read the clock first, stored second"]);
    expect(next.lastSeq).toBe(later.seq);
  });

  it("stores a retried send once: the same clientId answers with the first message, even past the sending limit", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const first = await send("priscilla", circle.id, "Grace and peace", "retry-me-1");
    clock.advance(5);
    const retry = await send("priscilla", circle.id, "Grace and peace (again)", "retry-me-1");
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ text: "Grace and peace", clientId: "retry-me-1" });
    // The same clientId from another sender is another message.
    expect((await send("aquila", circle.id, "Amen", "retry-me-1")).id).not.toBe(first.id);

    for (let n = 1; n <= 19; n++) await send("priscilla", circle.id, `message ${n}`);
    expect((await appErrorOf(send("priscilla", circle.id, "one too many"))).code).toBe("rate-limited");
    // A retry reads what is stored and spends nothing.
    expect(await send("priscilla", circle.id, "whatever", "retry-me-1")).toEqual(first);
    expect(await store.count(messagesCollection(circle.id))).toBe(21);
  });

  it("lets an account send 20 messages a minute across its circles; the 21st is refused and stores nothing until the next minute", async () => {
    const romans = await circleOf("priscilla", "aquila");
    const psalms = await circleOf("priscilla");
    // Refused for another reason first: those spend none of the allowance.
    for (let n = 0; n < 3; n++) expect((await appErrorOf(send("priscilla", "no-such-circle", "lost"))).code).toBe("not-found");
    for (let n = 1; n <= 10; n++) await send("priscilla", romans.id, `romans ${n}`);
    for (let n = 1; n <= 10; n++) await send("priscilla", psalms.id, `psalms ${n}`);

    clock.advance(minuteMs - 1);
    const refused = await refusalOf(send("priscilla", romans.id, "twenty-first"));
    expect(refused.code).toBe("rate-limited");
    expect(refused.message).toBe("You are sending messages quickly. Wait a moment, then try again.");
    expect(await store.count(messagesCollection(romans.id))).toBe(10);
    // The limit is the sender's own: another member is not held up.
    await send("aquila", romans.id, "I can still write");

    clock.advance(1);
    await send("priscilla", romans.id, "a new minute");
    expect(await store.count(messagesCollection(romans.id))).toBe(12);
  });

  it("holds the sending limit when 25 messages are sent at once: 20 are stored", async () => {
    const circle = await circleOf("priscilla");
    const results = await Promise.allSettled(Array.from({ length: 25 }, (_, n) => send("priscilla", circle.id, `at once ${n}`)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(20);
    expect((await after("priscilla", circle.id, 0)).messages).toHaveLength(20);
  });

  it("follows a sender's new name in the member list when they next send", async () => {
    const circle = await circleOf("priscilla", "aquila");
    await store.update(usersCollection, "aquila", { name: "Aquila of Pontus" });
    const message = await send("aquila", circle.id, "Renamed");
    expect(message.name).toBe("Aquila of Pontus");
    expect((await getCircle(deps, "priscilla", circle.id)).members.find((member) => member.uid === "aquila")?.name).toBe("Aquila of Pontus");
  });
});

describe("waiting for new messages", () => {
  it("wakes a waiting read with the message sent while it waits", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const controller = new AbortController();
    const waiting = circleMessages(deps, "aquila", { circleId: circle.id, after: 0 }, { wait: true, waitMs: 25_000, signal: controller.signal });
    const sent = await send("priscilla", circle.id, "Are you there?");
    const reply = await waiting;
    expect(reply.messages.map((message) => message.id)).toEqual([sent.id]);
    expect(reply.lastSeq).toBe(sent.seq);
  });

  it("wakes a waiting read for a message stored behind the newest it holds", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const t = clock.now().getTime();
    clock.set(new Date(t + 2000));
    const held = await send("priscilla", circle.id, "the newest held");
    const controller = new AbortController();
    const waiting = circleMessages(deps, "aquila", { circleId: circle.id, after: held.seq }, { wait: true, waitMs: 25_000, signal: controller.signal });
    clock.set(new Date(t + 1000));
    const slow = await send("aquila", circle.id, "stored late");
    const reply = await waiting;
    expect(reply.messages.map((message) => message.id)).toEqual([slow.id]);
    expect(reply.lastSeq).toBe(held.seq);
  });

  it("answers a waiting read with nothing when the caller goes away", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const controller = new AbortController();
    const waiting = circleMessages(deps, "aquila", { circleId: circle.id, after: 0 }, { wait: true, waitMs: 25_000, signal: controller.signal });
    controller.abort();
    expect(await waiting).toEqual({ messages: [], lastSeq: 0, hasEarlier: false });
  });
});

describe("deleting a message", () => {
  it("lets the sender delete their own and the owner anyone's, but not another member someone else's", async () => {
    const circle = await circleOf("priscilla", "aquila", "apollos");
    const aquilas = await send("aquila", circle.id, "Aquila's words");
    clock.advance(1);
    const apollos = await send("apollos", circle.id, "Apollos' words");
    clock.advance(1);

    const refused = await refusalOf(deleteMessage(deps, "apollos", { circleId: circle.id, messageId: aquilas.id }));
    expect(refused.code).toBe("permission-denied");
    expect(await saidReplyOf(deleteMessage(deps, "aquila", { circleId: circle.id, messageId: aquilas.id }))).toEqual({ message: "The message is deleted." });
    clock.advance(1);
    expect(await saidReplyOf(deleteMessage(deps, "priscilla", { circleId: circle.id, messageId: apollos.id }))).toEqual({ message: "The message is deleted." });

    const { messages } = await after("apollos", circle.id, 0);
    expect(messages.map((message) => [message.id, message.text, message.deleted, message.deletes])).toEqual([
      [aquilas.id, "", true, null],
      [apollos.id, "", true, null],
      [`${aquilas.id}-deleted`, "", false, aquilas.id],
      [`${apollos.id}-deleted`, "", false, apollos.id],
    ]);
    // The messages keep their places; the notices are placed by when they were made.
    expect(messages.map((message) => message.seq).slice(0, 2)).toEqual([aquilas.seq, apollos.seq]);
  });

  it("numbers a deletion notice again when its save was answered too late", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const message = await send("aquila", circle.id, "Posted by mistake");
    const clockRead = clock.now();
    clock.advance(circleLateMs);
    let reads = 0;
    const pausedClock = () => (reads++ === 0 ? clockRead : clock.now());
    await deleteMessage({ store, now: pausedClock }, "aquila", { circleId: circle.id, messageId: message.id });
    const notice = (await after("priscilla", circle.id, 0)).messages.find((entry) => entry.deletes === message.id);
    expect(notice?.seq).toBe(messageSeq(clock.now(), `${message.id}-deleted`));
  });

  it("keeps the message's number, tells readers after it with a numbered notice, and says so in the circle list", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const message = await send("aquila", circle.id, "Posted by mistake");
    const seen = await after("priscilla", circle.id, 0);

    clock.advance(circleLateMs + 1);
    await deleteMessage(deps, "aquila", { circleId: circle.id, messageId: message.id });
    const news = await after("priscilla", circle.id, seen.lastSeq);
    expect(news.messages).toMatchObject([{ deletes: message.id, uid: "aquila" }]);
    expect(news.lastSeq).toBeGreaterThan(message.seq);
    expect((await myCircles(deps, "priscilla")).circles[0]?.lastMessage).toMatchObject({ name: "Aquila", text: "Message deleted" });
  });

  it("keeps the list's preview of the newest message when an older one sent in the same millisecond is deleted", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const first = await send("aquila", circle.id, "First thought");
    clock.advance(1);
    await send("aquila", circle.id, "Second thought");
    await deleteMessage(deps, "aquila", { circleId: circle.id, messageId: first.id });
    expect((await myCircles(deps, "priscilla")).circles[0]?.lastMessage).toMatchObject({ name: "Aquila", text: "Second thought" });
  });

  it("answers a second delete the same and writes nothing; a notice or an unknown id is not a message", async () => {
    const circle = await circleOf("priscilla", "aquila");
    const message = await send("aquila", circle.id, "Once");
    clock.advance(1);
    await deleteMessage(deps, "aquila", { circleId: circle.id, messageId: message.id });
    const writes = await after("aquila", circle.id, 0);
    expect(await saidReplyOf(deleteMessage(deps, "aquila", { circleId: circle.id, messageId: message.id }))).toEqual({ message: "The message is deleted." });
    expect(await after("aquila", circle.id, 0)).toEqual(writes);
    expect((await getCircle(deps, "aquila", circle.id)).circle.lastSeq).toBe(writes.lastSeq);

    const notice = writes.messages.find((entry) => entry.deletes === message.id)?.id ?? "";
    expect((await appErrorOf(deleteMessage(deps, "priscilla", { circleId: circle.id, messageId: notice }))).code).toBe("not-found");
    expect((await appErrorOf(deleteMessage(deps, "priscilla", { circleId: circle.id, messageId: "nothing-here" }))).code).toBe("not-found");
  });
});

describe("a Family member whose owner turned chat off", () => {
  /** Lydia owns a Family plan; Apollos is in it with chat off, and was in Priscilla's circle before. */
  async function chatTurnedOff(): Promise<CircleSummary> {
    const circle = await circleOf("priscilla", "apollos");
    await send("priscilla", circle.id, "Before the switch");
    await store.update(usersCollection, "lydia", { paymentPlan: 2 });
    const invite = await createFamilyInvite({ store, now: clock.now }, "lydia", {});
    await joinFamily({ store, now: clock.now }, "apollos", invite.code);
    await setFamilySwitches({ store, now: clock.now }, "lydia", { memberUid: "apollos", chat: false });
    return circle;
  }

  it("is refused starting, joining, reading, writing and deleting, with the reason", async () => {
    const circle = await chatTurnedOff();
    const other = await create("aquila");
    const calls: [string, Promise<unknown>][] = [
      ["create", create("apollos")],
      ["join", joinCircle(deps, "apollos", other.inviteCode)],
      ["get", getCircle(deps, "apollos", circle.id)],
      ["messages", after("apollos", circle.id, 0)],
      ["send", send("apollos", circle.id, "Hello")],
      ["delete", deleteMessage(deps, "apollos", { circleId: circle.id, messageId: "any" })],
    ];
    for (const [name, call] of calls) {
      const refused = await refusalOf(call);
      expect([refused.code, refused.message], name).toEqual(["permission-denied", "Your Family plan's owner has turned chat off for your account."]);
    }
  });

  it("is refused previewing a code, and an owner's tools, the same way", async () => {
    const own = await create("apollos");
    await joinCircle(deps, "aquila", own.inviteCode);
    const other = await create("priscilla", "Thursday Acts study");
    await chatTurnedOff();
    const calls: [string, Promise<unknown>][] = [
      ["preview", previewCircle(deps, "apollos", other.inviteCode)],
      ["new-code", newCircleCode(deps, "apollos", own.id)],
      ["remove", removeCircleMember(deps, "apollos", own.id, "aquila")],
    ];
    for (const [name, call] of calls) {
      const refused = await refusalOf(call);
      expect([refused.code, refused.message], name).toEqual(["permission-denied", "Your Family plan's owner has turned chat off for your account."]);
    }
    expect((await getCircle(deps, "aquila", own.id)).circle).toMatchObject({ memberCount: 2, inviteCode: own.inviteCode });
  });

  it("still sees their circles, without message previews, and may leave", async () => {
    const circle = await chatTurnedOff();
    const mine = await myCircles(deps, "apollos");
    expect(mine.chatAllowed).toBe(false);
    expect(mine.circles.map((entry) => [entry.id, entry.lastMessage])).toEqual([[circle.id, null]]);
    await leaveCircle(deps, "apollos", circle.id);
    expect((await myCircles(deps, "apollos")).circles).toEqual([]);
  });
});
