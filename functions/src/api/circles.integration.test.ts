import type { CircleDetail, CircleMessage, CircleMessagesReply, CircleMineReply, CirclePreview, CircleSummary } from "@berea/contracts/circles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circleInvitesCollection, circlesCollection, messagesCollection, type CircleDoc } from "../circles/circles-collection.ts";
import { signedInAccount, startApiServer, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";
import { areaClient } from "../test-support/area-client.ts";
import { usersCollection } from "../users/profiles.ts";

/**
 * Faith circles over HTTP: real Auth emulator accounts, sqlite, the API's
 * own clock moved forward where the per-minute sending limit would
 * otherwise stop a test.
 */
let server: ApiTestServer;
let clockOffsetMs = 0;
const waitMs = 4000;
/** A circle's seats, the circles one account may be in, and the messages it may send a minute. */
const maxMembers = 50;
const maxCircles = 12;
const messagesPerMinute = 20;

beforeAll(async () => {
  server = await startApiServer("circles", { now: () => new Date(Date.now() + clockOffsetMs), chatWaitMs: waitMs });
  for (const person of await Promise.all(names.map(signUp))) signedIn.set(person.name, person);
});
afterAll(async () => {
  await server.close();
});

/** Moves the API's clock past the current sending window. */
const nextMinute = () => {
  clockOffsetMs += 61_000;
};

type Person = SignedInAccount & { name: string };
const signUp = async (name: string): Promise<Person> => ({ ...(await signedInAccount(server, name)), name });

/** Everyone the tests need, signed in before any test moves the API's clock (a sign-in must be fresh by that clock). */
const names = ["Priscilla", "Aquila", "Apollos", "Lydia", "Paul", "Timothy", "Eunice", "Lois", "Silas", "Phoebe", "Tertius", "Gaius", "Simeon", "Lucius", "Manaen", "Young Timothy", "Friend", "Barnabas", "Busy Mark", "Tychicus", "Trophimus", "Erastus"] as const;
type Name = (typeof names)[number];
const signedIn = new Map<string, Person>();

function one(name: Name): Person {
  const found = signedIn.get(name);
  if (!found) throw new Error(`${name} is not signed in`);
  return found;
}
// map keeps the tuple's length, which its type cannot say.
const people = <const N extends readonly Name[]>(...wanted: N) => wanted.map(one) as { -readonly [K in keyof N]: Person };

const { post, ok } = areaClient(() => server.baseUrl, "circles");

const create = (who: Person, name = "Wednesday Romans study", description?: string) => ok<CircleSummary>(who, "create", { name, ...(description ? { description } : {}) });
const join = (who: Person, code: string) => ok<CircleSummary>(who, "join", { code });
let sent = 0;
const send = (who: Person, circleId: string, text: string, clientId = `client-${++sent}-${Date.now()}`) => post<CircleMessage>(who, "send", { circleId, text, clientId });

describe("starting and joining a circle", () => {
  let priscilla: Person;
  let aquila: Person;
  let apollos: Person;
  beforeAll(async () => {
    [priscilla, aquila, apollos] = people("Priscilla", "Aquila", "Apollos");
  });

  it("starts a circle with its owner as the only member and an invite link", async () => {
    const circle = await create(priscilla, "  Ephesus house church  ", "We read Acts together on Sundays.");
    expect(circle).toMatchObject({ name: "Ephesus house church", description: "We read Acts together on Sundays.", role: "owner", ownerName: "Priscilla", memberCount: 1, lastSeq: 0, lastMessage: null });
    expect(circle.inviteCode).toMatch(/^CIR-[A-HJ-NP-Z2-9]{8}$/);
    expect(circle.invitePath).toBe(`/chat/join/${circle.inviteCode}`);
    const mine = await ok<CircleMineReply>(priscilla, "mine", {});
    expect(mine).toMatchObject({ chatAllowed: true, maxCircles });
    expect(mine.circles.map((c) => c.id)).toEqual([circle.id]);
  });

  it("shows what a code opens before joining, joins once, and lists the circle for the new member", async () => {
    const circle = await create(priscilla, "Corinth tentmakers");
    const preview = await ok<CirclePreview>(aquila, "preview", { code: circle.inviteCode.toLowerCase() });
    expect(preview).toEqual({ name: "Corinth tentmakers", description: "", ownerName: "Priscilla", memberCount: 1, full: false, memberOf: null });
    const joined = await join(aquila, circle.inviteCode);
    expect(joined).toMatchObject({ id: circle.id, role: "member", memberCount: 2 });
    // Joining again is a no-op that answers the same.
    expect(await join(aquila, circle.inviteCode)).toMatchObject({ id: circle.id, memberCount: 2 });
    expect((await ok<CirclePreview>(aquila, "preview", { code: circle.inviteCode })).memberOf).toBe(circle.id);
    const detail = await ok<CircleDetail>(aquila, "get", { circleId: circle.id });
    expect(detail.members.map((m) => [m.name, m.role])).toEqual([
      ["Priscilla", "owner"],
      ["Aquila", "member"],
    ]);
    expect(detail).toMatchObject({ messages: [], hasEarlier: false, you: { uid: aquila.uid }, maxMembers });
    expect((await ok<CircleMineReply>(aquila, "mine", {})).circles.map((c) => c.id)).toContain(circle.id);
  });

  it("refuses an unknown code with a 400 that says what to do", async () => {
    const reply = await post(apollos, "join", { code: "CIR-ABCDEFGH" });
    expect(reply).toMatchObject({ status: 400, code: "invalid-argument" });
    expect(reply.message).toContain("ask a member for the current link");
  });

  it("keeps non-members out with the same 404 as a circle that does not exist", async () => {
    const circle = await create(priscilla, "Closed study");
    await send(priscilla, circle.id, "Only for members");
    const replies = await Promise.all([
      post(apollos, "get", { circleId: circle.id }),
      post(apollos, "messages", { circleId: circle.id, after: 0 }),
      post(apollos, "send", { circleId: circle.id, text: "Let me in", clientId: "outsider-1" }),
      post(apollos, "leave", { circleId: circle.id }),
      post(apollos, "get", { circleId: "no-such-circle" }),
    ]);
    for (const reply of replies) expect({ status: reply.status, code: reply.code, message: reply.message }).toEqual({ status: 404, code: "not-found", message: "This circle does not exist, or you are not in it." });
    expect((await ok<CircleDetail>(priscilla, "get", { circleId: circle.id })).messages.map((m) => m.text)).toEqual(["Only for members"]);
  });

  it("asks anyone signed out to sign in", async () => {
    const reply = await post(null, "mine", {});
    expect({ status: reply.status, code: reply.code }).toEqual({ status: 403, code: "unauthenticated" });
  });
});

describe("the chat", () => {
  let lydia: Person;
  let paul: Person;
  let circle: CircleSummary;
  beforeAll(async () => {
    [lydia, paul] = people("Lydia", "Paul");
    circle = await create(lydia, "Philippi riverside prayer");
    await join(paul, circle.inviteCode);
  });

  it("places messages by when they are stored and shows them to every member, with the newest in each member's list", async () => {
    nextMinute();
    const first = await send(lydia, circle.id, "  Grace to you, and peace.\nSee you by the river.  ");
    expect(first.status).toBe(200);
    expect(first.payload).toMatchObject({ uid: lydia.uid, name: "Lydia", text: "Grace to you, and peace.\nSee you by the river." });
    // The profile, the circle, the message (not there yet) and the sending limit; the message and the limit written: not the circle.
    expect(first.cost).toBe("reads=4, writes=2");
    const detail = await ok<CircleDetail>(paul, "get", { circleId: circle.id });
    expect(detail.messages.map((m) => [m.seq, m.name, m.text])).toEqual([[first.payload.seq, "Lydia", "Grace to you, and peace.\nSee you by the river."]]);
    expect(detail.circle.lastSeq).toBe(first.payload.seq);
    const listed = (await ok<CircleMineReply>(paul, "mine", {})).circles.find((c) => c.id === circle.id);
    expect(listed?.lastMessage).toMatchObject({ name: "Lydia", text: "Grace to you, and peace.\nSee you by the river." });
  });

  it("wakes a waiting read as soon as a message is sent", async () => {
    nextMinute();
    const { circle: before } = await ok<CircleDetail>(paul, "get", { circleId: circle.id });
    const startedAt = performance.now();
    const listening = server.liveWatches();
    const waiting = post<CircleMessagesReply>(paul, "messages", { circleId: circle.id, after: before.lastSeq, wait: true });
    // The read is waiting once its watch has had its first snapshot.
    await expect.poll(() => server.liveWatches()).toBe(listening + 1);
    const sentNow = await send(lydia, circle.id, "Are you on your way?");
    expect(sentNow.status).toBe(200);
    const woken = await waiting;
    const elapsed = performance.now() - startedAt;
    expect(woken.status).toBe(200);
    expect(woken.payload.messages.map((m) => m.text)).toEqual(["Are you on your way?"]);
    expect(woken.payload.lastSeq).toBe(sentNow.payload.seq);
    // The profile, the circle, the watch's first snapshot (the newest held, in the late window: billed as an empty one was) and the message it delivered.
    expect(woken.cost).toBe("reads=4, writes=0");
    // Well before the wait would have run out.
    expect(elapsed).toBeLessThan(waitMs / 2);
  });

  it("answers a waiting read that finds nothing with no messages once the wait runs out", async () => {
    const { circle: now } = await ok<CircleDetail>(paul, "get", { circleId: circle.id });
    const startedAt = performance.now();
    const reply = await post<CircleMessagesReply>(paul, "messages", { circleId: circle.id, after: now.lastSeq, wait: true });
    expect(reply.status).toBe(200);
    expect(reply.payload).toMatchObject({ messages: [], lastSeq: now.lastSeq });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(waitMs - 50);
  });

  it("answers a read after an older number at once with everything since", async () => {
    const reply = await post<CircleMessagesReply>(paul, "messages", { circleId: circle.id, after: 0, wait: true });
    expect(reply.payload.messages.map((m) => m.text)).toEqual(["Grace to you, and peace.\nSee you by the river.", "Are you on your way?"]);
  });

  it("stores a retried message once (the same clientId), and says so to both tries", async () => {
    nextMinute();
    const [a, b] = await Promise.all([send(paul, circle.id, "Coming now", "retry-once-1"), send(paul, circle.id, "Coming now", "retry-once-1")]);
    expect(a.payload.id).toBe(b.payload.id);
    expect(a.payload.seq).toBe(b.payload.seq);
    const again = await send(paul, circle.id, "Coming now", "retry-once-1");
    expect(again.payload).toEqual(a.payload);
    const all = await server.store.query(messagesCollection(circle.id));
    expect(all.filter((doc) => doc.data["text"] === "Coming now")).toHaveLength(1);
  });

  it("stores parallel messages from two members each once, in one order for every reader", async () => {
    nextMinute();
    const { circle: before } = await ok<CircleDetail>(lydia, "get", { circleId: circle.id });
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => send(i % 2 ? lydia : paul, circle.id, `Amen ${i}`)));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const ids = replies.map((r) => r.payload.id).sort();
    expect(new Set(ids).size).toBe(16);
    const read = await post<CircleMessagesReply>(lydia, "messages", { circleId: circle.id, after: before.lastSeq });
    expect(read.payload.messages.map((m) => m.id).sort()).toEqual(ids);
    expect(read.payload.messages.map((m) => m.seq)).toEqual(read.payload.messages.map((m) => m.seq).sort((a, b) => a - b));
  });

  it("allows 20 messages a minute per account, then answers 429 and stores nothing", async () => {
    nextMinute();
    const quiet = await create(lydia, "Rate limit study");
    for (let i = 0; i < messagesPerMinute; i++) expect((await send(lydia, quiet.id, `Verse ${i}`)).status).toBe(200);
    const refused = await send(lydia, quiet.id, "One too many");
    expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual({
      status: 429,
      code: "rate-limited",
      message: "You are sending messages quickly. Wait a moment, then try again.",
    });
    expect(await server.store.count(messagesCollection(quiet.id))).toBe(messagesPerMinute);
    nextMinute();
    expect((await send(lydia, quiet.id, "After a pause")).status).toBe(200);
  });

  it("pages back through earlier messages", async () => {
    const study = await create(lydia, "Paging study");
    for (let i = 1; i <= 60; i++) {
      if (i % messagesPerMinute === 1) nextMinute();
      expect((await send(lydia, study.id, `Message ${i}`)).status).toBe(200);
    }
    const opened = await ok<CircleDetail>(lydia, "get", { circleId: study.id });
    expect(opened.messages.map((m) => m.text)).toEqual(Array.from({ length: 50 }, (_, i) => `Message ${i + 11}`));
    expect(opened.hasEarlier).toBe(true);
    const earlier = await ok<CircleMessagesReply>(lydia, "messages", { circleId: study.id, before: opened.messages[0]?.seq ?? 0 });
    expect(earlier.messages.map((m) => m.text)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${i + 1}`));
    expect(earlier.hasEarlier).toBe(false);
  });

  it("refuses a message that is empty or too long with the field's message, and stores nothing", async () => {
    const before = await server.store.count(messagesCollection(circle.id));
    const empty = await post(lydia, "send", { circleId: circle.id, text: "   ", clientId: "empty-text-1" });
    expect({ status: empty.status, message: empty.message }).toEqual({ status: 400, message: "Write a message first." });
    const long = await post(lydia, "send", { circleId: circle.id, text: "a".repeat(1001), clientId: "long-text-1" });
    expect({ status: long.status, message: long.message }).toEqual({ status: 400, message: "A message can be at most 1,000 characters." });
    expect(await server.store.count(messagesCollection(circle.id))).toBe(before);
  });
});

describe("owners, members and leaving", () => {
  it("lets only the owner remove members and replace the code; the old code stops working", async () => {
    const [timothy, eunice, lois, silas] = people("Timothy", "Eunice", "Lois", "Silas");
    const circle = await create(timothy, "Lystra family study");
    await join(eunice, circle.inviteCode);
    await join(lois, circle.inviteCode);
    const notOwner = await post(eunice, "remove", { circleId: circle.id, memberUid: lois.uid });
    expect({ status: notOwner.status, message: notOwner.message }).toEqual({ status: 403, message: "Only the circle's owner can remove members." });
    expect((await post(eunice, "new-code", { circleId: circle.id })).status).toBe(403);
    const removed = await ok<{ message: string }>(timothy, "remove", { circleId: circle.id, memberUid: lois.uid });
    expect(removed.message).toBe("Lois is no longer in Lystra family study.");
    expect((await post(lois, "get", { circleId: circle.id })).status).toBe(404);
    expect((await post(timothy, "remove", { circleId: circle.id, memberUid: lois.uid })).status).toBe(404);
    const renewed = await ok<CircleSummary>(timothy, "new-code", { circleId: circle.id });
    expect(renewed.inviteCode).not.toBe(circle.inviteCode);
    expect((await post(silas, "join", { code: circle.inviteCode })).status).toBe(400);
    expect(await join(silas, renewed.inviteCode)).toMatchObject({ memberCount: 3 });
  });

  it("hands the circle to the longest-standing member when the owner leaves, and deletes it with its messages when the last one leaves", async () => {
    const [phoebe, tertius, gaius] = people("Phoebe", "Tertius", "Gaius");
    nextMinute();
    const circle = await create(phoebe, "Cenchreae letters");
    await join(tertius, circle.inviteCode);
    await join(gaius, circle.inviteCode);
    expect((await send(tertius, circle.id, "I wrote this letter")).status).toBe(200);
    expect((await ok<{ message: string }>(phoebe, "leave", { circleId: circle.id })).message).toBe("You have left Cenchreae letters.");
    const after = await ok<CircleDetail>(gaius, "get", { circleId: circle.id });
    expect(after.members.map((m) => [m.name, m.role])).toEqual([
      ["Tertius", "owner"],
      ["Gaius", "member"],
    ]);
    await ok(tertius, "leave", { circleId: circle.id });
    await ok(gaius, "leave", { circleId: circle.id });
    expect(await server.store.get(circlesCollection, circle.id)).toBeNull();
    expect(await server.store.get(circleInvitesCollection, circle.inviteCode)).toBeNull();
    expect(await server.store.count(messagesCollection(circle.id))).toBe(0);
  });

  it("lets three people race for the last of 50 seats: exactly one gets in", async () => {
    const owner = one("Barnabas");
    const circle = await create(owner, "Antioch teachers");
    // Fill the circle to one seat short, as if 48 others had joined.
    const doc = await server.store.get<CircleDoc>(circlesCollection, circle.id);
    if (!doc) throw new Error("no circle");
    const others = Array.from({ length: maxMembers - 2 }, (_, i) => ({ uid: `filler-${i}`, name: `Member ${i}`, joinedAt: doc.createdAt }));
    await server.store.update(circlesCollection, circle.id, { members: [...doc.members, ...others], memberUids: [...doc.memberUids, ...others.map((m) => m.uid)] });
    const racers = people("Simeon", "Lucius", "Manaen");
    const replies = await Promise.all(racers.map((racer) => post<CircleSummary>(racer, "join", { code: circle.inviteCode })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(replies.find((r) => r.status === 409)?.message).toBe(`This circle is full: it has ${maxMembers} members, the most a circle can have.`);
    expect((await server.store.get<CircleDoc>(circlesCollection, circle.id))?.members).toHaveLength(maxMembers);
    expect((await ok<CirclePreview>(racers[0], "preview", { code: circle.inviteCode })).full).toBe(true);
  });

  it("keeps one account to 12 circles", async () => {
    const busy = one("Busy Mark");
    for (let i = 0; i < maxCircles; i++) await create(busy, `Circle number ${i + 1}`);
    const reply = await post(busy, "create", { name: "One more" });
    expect({ status: reply.status, code: reply.code }).toEqual({ status: 409, code: "failed-precondition" });
    expect(reply.message).toContain(`You are in ${maxCircles} circles`);
    expect((await ok<CircleMineReply>(busy, "mine", {})).circles).toHaveLength(maxCircles);
  });
});

describe("a Family member whose owner turned chat off", () => {
  it("cannot start, join, read or write in circles, and sees no message previews", async () => {
    const [child, friend] = people("Young Timothy", "Friend");
    const circle = await create(friend, "Youth group");
    await join(child, circle.inviteCode);
    nextMinute();
    await send(friend, circle.id, "Welcome!");
    await server.store.update(usersCollection, child.uid, {
      family: { ownerUid: friend.uid, joinedAt: "2026-03-01T09:00:00.000Z", child: true, chat: false, attemptedBy: false },
    });
    const turnedOff = "Your Family plan's owner has turned chat off for your account.";
    for (const [action, body] of [
      ["create", { name: "My own circle" }],
      ["join", { code: circle.inviteCode }],
      ["get", { circleId: circle.id }],
      ["messages", { circleId: circle.id, after: 0 }],
      ["send", { circleId: circle.id, text: "Hello", clientId: "child-message-1" }],
    ] as const) {
      const reply = await post(child, action, body);
      expect({ action, status: reply.status, message: reply.message }).toEqual({ action, status: 403, message: turnedOff });
    }
    const mine = await ok<CircleMineReply>(child, "mine", {});
    expect(mine.chatAllowed).toBe(false);
    expect(mine.circles.map((c) => [c.id, c.lastMessage])).toEqual([[circle.id, null]]);
    // Leaving stays open to them.
    await ok(child, "leave", { circleId: circle.id });
  });
});

describe("deleting a message", () => {
  it("lets the sender delete their own and the owner anyone's; the message keeps its place, emptied, and a waiting reader learns of it", async () => {
    const [tychicus, trophimus, erastus] = people("Tychicus", "Trophimus", "Erastus");
    nextMinute();
    const circle = await create(tychicus, "Ephesus letters");
    await join(trophimus, circle.inviteCode);
    await join(erastus, circle.inviteCode);
    const first = (await send(trophimus, circle.id, "Sent to the wrong circle, sorry.")).payload;
    const second = (await send(erastus, circle.id, "Something the owner takes down.")).payload;

    // Another member cannot delete someone else's message.
    const before = await server.snapshot();
    const refused = await post(erastus, "delete-message", { circleId: circle.id, messageId: first.id });
    expect({ status: refused.status, message: refused.message }).toEqual({ status: 403, message: "You can delete only your own messages. The circle's owner can delete any." });
    expect(await server.snapshot()).toEqual(before);

    // The owner's open chat is waiting for news when the sender deletes.
    const { circle: opened } = await ok<CircleDetail>(tychicus, "get", { circleId: circle.id });
    const listening = server.liveWatches();
    const waiting = post<CircleMessagesReply>(tychicus, "messages", { circleId: circle.id, after: opened.lastSeq, wait: true });
    await expect.poll(() => server.liveWatches()).toBe(listening + 1);
    const deleted = await post<{ message: string }>(trophimus, "delete-message", { circleId: circle.id, messageId: first.id });
    expect({ status: deleted.status, message: deleted.payload.message }).toEqual({ status: 200, message: "The message is deleted." });
    expect(deleted.cost).toBe("reads=3, writes=2");
    // The waiting read brings the notice (and the first message again, emptied: it was sent within the late window before the newest held).
    const woken = (await waiting).payload.messages;
    expect(woken.filter((message) => message.deletes !== null).map((message) => [message.deletes, message.text])).toEqual([[first.id, ""]]);
    expect(woken.find((message) => message.id === first.id) ?? { deleted: true }).toMatchObject({ deleted: true });

    // Deleting it again answers the same and writes nothing.
    const again = await post<{ message: string }>(trophimus, "delete-message", { circleId: circle.id, messageId: first.id });
    expect({ status: again.status, cost: again.cost }).toEqual({ status: 200, cost: "reads=3, writes=0" });

    // The owner deletes a member's message; it was the newest, so the circle's preview says so.
    expect((await post(tychicus, "delete-message", { circleId: circle.id, messageId: second.id })).status).toBe(200);
    const detail = await ok<CircleDetail>(erastus, "get", { circleId: circle.id });
    expect(detail.messages.map((message) => [message.id, message.deleted, message.text, message.deletes])).toEqual([
      [first.id, true, "", null],
      [second.id, true, "", null],
      [`${first.id}-deleted`, false, "", first.id],
      [`${second.id}-deleted`, false, "", second.id],
    ]);
    expect((await ok<CircleMineReply>(erastus, "mine", {})).circles.find((c) => c.id === circle.id)?.lastMessage?.text).toBe("Message deleted");

    // A deletion notice is not a message to delete, and a message of another circle is not in this one.
    for (const messageId of [`${first.id}-deleted`, "no-such-message"]) {
      const missing = await post(tychicus, "delete-message", { circleId: circle.id, messageId });
      expect({ status: missing.status, message: missing.message }).toEqual({ status: 404, message: "That message is not in this circle." });
    }
  });
});
