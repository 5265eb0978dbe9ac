import type { CircleMessage } from "@berea/contracts/circles";
import { describe, expect, it } from "vitest";
import { applyDeletions, buildThread, mergeMessages, threadReducer, unconfirmedPending, type PendingMessage, type ThreadMessage, type ThreadState } from "./chat-thread.ts";

const you = { uid: "u-you", name: "Lydia" };
const now = new Date(2026, 10, 23, 18, 0);

/** A local time on 23 November 2026 (or `day` days earlier), as the server's ISO string. */
const at = (hour: number, minute: number, day = 0) => new Date(2026, 10, 23 - day, hour, minute).toISOString();

function message(seq: number, uid: string, sentAt: string, text = `Message ${seq}`, clientId = `client-${seq}`): CircleMessage {
  return { id: `m${seq}`, seq, uid, name: uid === you.uid ? you.name : uid === "u-anna" ? "Anna" : "Silas", text, sentAt, clientId, deleted: false, deletes: null };
}

function pending(clientId: string, text: string, overrides: Partial<PendingMessage> = {}): PendingMessage {
  return { clientId, text, writtenAt: at(17, 59), status: "sending", problem: null, ...overrides };
}

const state = (messages: CircleMessage[], pendingMessages: PendingMessage[] = []): ThreadState => ({ messages, pending: pendingMessages, hasEarlier: false });
const shown = (items: ReturnType<typeof buildThread>) => items.filter((item): item is ThreadMessage => item.kind === "message");

describe("mergeMessages", () => {
  it("adds polled messages after the ones shown, oldest first", () => {
    const current = [message(1, "u-anna", at(9, 0)), message(2, "u-anna", at(9, 1))];
    const merged = mergeMessages(current, [message(4, "u-silas", at(9, 3)), message(3, "u-silas", at(9, 2))]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
  });

  it("never shows a message twice, whether it comes by polling, by the send reply or with the circle read again", () => {
    const current = [message(1, "u-anna", at(9, 0)), message(2, you.uid, at(9, 1))];
    const merged = mergeMessages(current, [message(2, you.uid, at(9, 1)), message(3, "u-anna", at(9, 2)), message(3, "u-anna", at(9, 2))]);
    expect(merged.map((m) => m.id)).toEqual(["m1", "m2", "m3"]);
  });

  it("puts an earlier page before the messages shown", () => {
    const merged = mergeMessages([message(51, "u-anna", at(9, 0))], [message(49, "u-anna", at(8, 0)), message(50, "u-silas", at(8, 30))]);
    expect(merged.map((m) => m.seq)).toEqual([49, 50, 51]);
  });

  it("puts a message stored late in its place, and keeps two with one number (sent in one millisecond), by id", () => {
    const current = [message(1_000, "u-anna", at(9, 0)), message(3_000, "u-anna", at(9, 2))];
    const late = message(2_000, "u-silas", at(9, 1));
    const twin = { ...message(3_000, "u-silas", at(9, 2)), id: "m3000-twin" };
    const merged = mergeMessages(current, [current[1] as CircleMessage, late, twin]);
    expect(merged.map((m) => m.id)).toEqual(["m1000", "m2000", "m3000", "m3000-twin"]);
  });

  it("returns the same list when nothing is new, so an empty poll changes nothing", () => {
    const current = [message(1, "u-anna", at(9, 0))];
    expect(mergeMessages(current, [])).toBe(current);
    expect(mergeMessages(current, [message(1, "u-anna", at(9, 0))])).toBe(current);
  });
});

describe("threadReducer", () => {
  it("replaces a message on its way with the server's when the send is confirmed", () => {
    const written = threadReducer(state([message(1, "u-anna", at(9, 0))]), { type: "write", pending: pending("c-1", "Amen") });
    expect(written.pending).toHaveLength(1);
    const sent = threadReducer(written, { type: "sent", clientId: "c-1", message: message(2, you.uid, at(9, 1), "Amen", "c-1") });
    expect(sent.pending).toEqual([]);
    expect(sent.messages.map((m) => m.text)).toEqual(["Message 1", "Amen"]);
  });

  it("keeps a confirmed message once when polling brought it first", () => {
    const polled = threadReducer(state([], [pending("c-1", "Amen")]), { type: "received", messages: [message(1, you.uid, at(9, 1), "Amen", "c-1")] });
    const sent = threadReducer(polled, { type: "sent", clientId: "c-1", message: message(1, you.uid, at(9, 1), "Amen", "c-1") });
    expect(sent.messages.map((m) => m.id)).toEqual(["m1"]);
    expect(sent.pending).toEqual([]);
  });

  it("keeps a failed message's text with the server's words, and sends it again under the same clientId", () => {
    const failed = threadReducer(state([], [pending("c-1", "Pray for my sister")]), { type: "failed", clientId: "c-1", problem: "You are sending messages quickly. Wait a moment." });
    expect(failed.pending).toEqual([pending("c-1", "Pray for my sister", { status: "failed", problem: "You are sending messages quickly. Wait a moment." })]);
    const retrying = threadReducer(failed, { type: "retry", clientId: "c-1" });
    expect(retrying.pending[0]).toMatchObject({ clientId: "c-1", text: "Pray for my sister", status: "sending", problem: null });
    expect(threadReducer(retrying, { type: "discard", clientId: "c-1" }).pending).toEqual([]);
  });

  it("records whether there is more to read before an earlier page", () => {
    const start: ThreadState = { messages: [message(51, "u-anna", at(9, 0))], pending: [], hasEarlier: true };
    const next = threadReducer(start, { type: "earlier", messages: [message(50, "u-anna", at(8, 0))], hasEarlier: false });
    expect(next.hasEarlier).toBe(false);
    expect(next.messages.map((m) => m.seq)).toEqual([50, 51]);
  });
});

describe("unconfirmedPending", () => {
  it("hides a message on its way once polling has brought it back with its clientId, and only that one", () => {
    const messages = [message(3, "u-anna", at(9, 0), "Amen", "anna-1"), message(4, you.uid, at(9, 1), "Amen", "c-1")];
    const onTheirWay = [pending("c-1", "Amen"), pending("c-2", "Amen")];
    expect(unconfirmedPending(messages, onTheirWay, you.uid).map((p) => p.clientId)).toEqual(["c-2"]);
  });

  it("does not take another member's message with the same clientId for the reader's", () => {
    const messages = [message(4, "u-anna", at(9, 1), "Amen", "c-1")];
    expect(unconfirmedPending(messages, [pending("c-1", "Amen")], you.uid).map((p) => p.clientId)).toEqual(["c-1"]);
  });

  it("hides one that failed only on its reply once the server's copy arrives, and shows other failures for a retry", () => {
    const messages = [message(5, you.uid, at(9, 1), "Amen", "c-1")];
    const failures = [pending("c-1", "Amen", { status: "failed", problem: "No connection." }), pending("c-2", "Peace", { status: "failed", problem: "No connection." })];
    expect(unconfirmedPending(messages, failures, you.uid).map((p) => p.clientId)).toEqual(["c-2"]);
  });
});

describe("buildThread", () => {
  it("heads each day with Today, Yesterday or its date", () => {
    const items = buildThread(
      state([message(1, "u-anna", at(20, 0, 3)), message(2, "u-anna", at(20, 0, 1)), message(3, "u-anna", at(8, 0))]),
      you,
      now,
    );
    expect(items.filter((item) => item.kind === "day").map((item) => item.label)).toEqual(["Friday 20 November", "Yesterday", "Today"]);
    expect(items.map((item) => item.kind)).toEqual(["day", "message", "day", "message", "day", "message"]);
  });

  it("groups a sender's messages in a row, and starts again for another sender, a new day or a long pause", () => {
    const items = shown(
      buildThread(
        state([
          message(1, "u-anna", at(23, 50, 1)),
          message(2, "u-anna", at(0, 5)), // the next day
          message(3, "u-anna", at(0, 9)),
          message(4, "u-silas", at(0, 10)),
          message(5, "u-silas", at(0, 40)), // half an hour later
          message(6, you.uid, at(0, 41)),
          message(7, you.uid, at(0, 42)),
        ]),
        you,
        now,
      ),
    );
    expect(items.map((item) => [item.key, item.startsGroup, item.endsGroup])).toEqual([
      ["m1", true, true],
      ["m2", true, false],
      ["m3", false, true],
      ["m4", true, true],
      ["m5", true, true],
      ["m6", true, false],
      ["m7", false, true],
    ]);
    expect(items.map((item) => item.own)).toEqual([false, false, false, false, false, true, true]);
  });

  it("shows the reader's messages on their way last, as their own, joined to their own run", () => {
    const items = shown(buildThread(state([message(1, you.uid, at(17, 58))], [pending("c-1", "On my way")]), you, now));
    expect(items.map((item) => [item.key, item.own, item.status, item.name, item.startsGroup])).toEqual([
      ["m1", true, "sent", "Lydia", true],
      ["c-1", true, "sending", "Lydia", false],
    ]);
    expect(items[1]?.clientId).toBe("c-1");
  });

  it("shows a message on its way once, when polling brought it back before its reply", () => {
    const items = shown(buildThread(state([message(2, you.uid, at(17, 59), "Amen", "c-1")], [pending("c-1", "Amen")]), you, now));
    expect(items.map((item) => item.key)).toEqual(["m2"]);
  });

  it("empties a message a deletion notice names, whenever the notice arrives, and shows no notice itself", () => {
    const held = state([message(1, "u-anna", at(9, 0), "Oops, wrong circle"), message(2, you.uid, at(9, 1), "Amen")]);
    const notice = { ...message(3, "u-anna", at(9, 2), ""), id: "m1-deleted", deletes: "m1" };
    const after = threadReducer(held, { type: "received", messages: [notice] });
    expect(after.messages.map((m) => [m.id, m.deleted, m.text])).toEqual([
      ["m1", true, ""],
      ["m2", false, "Amen"],
      ["m1-deleted", false, ""],
    ]);
    const shown = buildThread(after, you, new Date(at(10, 0))).filter((item) => item.kind === "message");
    expect(shown.map((item) => [item.key, item.deleted])).toEqual([
      ["m1", true],
      ["m2", false],
    ]);
    // The same notice again changes nothing, and neither does a deletion already applied.
    expect(threadReducer(after, { type: "received", messages: [notice] })).toBe(after);
    expect(threadReducer(after, { type: "deleted", messageId: "m1" })).toBe(after);
    expect(applyDeletions(after.messages)).toBe(after.messages);
  });
});
