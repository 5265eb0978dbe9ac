import type { CircleMessagesReply } from "@berea/contracts/circles";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-error.ts";
import { followCircle } from "./follow-circle.ts";

const reply = (seqs: number[], lastSeq = seqs.at(-1) ?? 0): CircleMessagesReply => ({
  messages: seqs.map((seq) => ({ id: `m${seq}`, seq, uid: "u-anna", name: "Anna", text: `Message ${seq}`, sentAt: "2026-11-23T09:00:00.000Z", clientId: `client-${seq}`, deleted: false, deletes: null })),
  lastSeq,
  hasEarlier: false,
});

type Step = CircleMessagesReply | Error;

/** Runs followCircle against scripted answers; the run stops (aborts) once they are used up. */
async function follow(steps: Step[], after = 5) {
  const stop = new AbortController();
  const afters: number[] = [];
  const waits: boolean[] = [];
  const sleeps: number[] = [];
  const events: string[] = [];
  let clock = 0;
  const read = vi.fn(async (from: number, wait: boolean) => {
    afters.push(from);
    waits.push(wait);
    const step = steps.shift();
    if (!step) {
      stop.abort();
      throw new DOMException("Aborted", "AbortError");
    }
    clock += 2_000; // each held read takes a while
    if (step instanceof Error) throw step;
    return step;
  });
  await followCircle({
    after,
    read,
    signal: stop.signal,
    onMessages: (answer) => events.push(`messages ${answer.messages.map((m) => m.seq).join(",")}`),
    onReconnecting: (reconnecting) => events.push(reconnecting ? "reconnecting" : "live"),
    onEnded: (error) => events.push(`ended ${error.code}`),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => clock,
  });
  return { afters, waits, sleeps, events };
}

const offline = () => new ApiError("unavailable", 0, "Could not reach Berea. Check your connection and try again.");

describe("followCircle", () => {
  it("asks again at once after each answer, from the newest message it has", async () => {
    const { afters, sleeps, events } = await follow([reply([6, 7]), reply([], 7), reply([8])]);
    expect(afters).toEqual([5, 7, 7, 8]);
    expect(events).toEqual(["messages 6,7", "messages 8"]);
    expect(sleeps).toEqual([]);
  });

  it("waits 2, 5, then 10 seconds between failed tries, says it is reconnecting, and carries on when one succeeds", async () => {
    const { afters, sleeps, events } = await follow([offline(), offline(), offline(), offline(), reply([6])]);
    expect(sleeps).toEqual([2_000, 5_000, 10_000, 10_000]);
    expect(events).toEqual(["reconnecting", "live", "messages 6"]);
    expect(afters).toEqual([5, 5, 5, 5, 5, 6]);
  });

  it("tries again after a failure without waiting, so being back shows at once, then waits again", async () => {
    const { waits, events, sleeps } = await follow([reply([6]), offline(), reply([], 6), reply([7])]);
    expect(waits).toEqual([true, true, false, true, true]);
    expect(events).toEqual(["messages 6", "reconnecting", "live", "messages 7"]);
    // The quick empty answer after the failure is not taken for a broken wait.
    expect(sleeps).toEqual([2_000]);
  });

  it.each([
    ["removed from the circle, or the circle is gone", new ApiError("not-found", 404, "You are not in this circle.")],
    ["chat turned off", new ApiError("permission-denied", 403, "Chat is turned off for this account.")],
    ["signed out", new ApiError("unauthenticated", 403, "Sign in to continue.")],
  ])("stops for good when %s", async (_, error) => {
    const { afters, events } = await follow([reply([6]), error, reply([7])]);
    expect(events).toEqual(["messages 6", `ended ${error.code}`]);
    expect(afters).toEqual([5, 6]);
  });

  it("pauses after an empty answer that came back at once, so a read that does not wait never spins", async () => {
    const stop = new AbortController();
    const sleeps: number[] = [];
    let reads = 0;
    await followCircle({
      after: 0,
      read: async () => {
        reads += 1;
        if (reads === 3) stop.abort();
        return reply([], 0);
      },
      signal: stop.signal,
      onMessages: () => undefined,
      onReconnecting: () => undefined,
      onEnded: () => undefined,
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      now: () => 0,
    });
    expect(sleeps).toEqual([1_000, 1_000]);
  });

  it("stops quietly when the page closes during a read", async () => {
    const stop = new AbortController();
    const onEnded = vi.fn();
    const onReconnecting = vi.fn();
    const following = followCircle({
      after: 0,
      read: (_after, _wait, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")))),
      signal: stop.signal,
      onMessages: () => undefined,
      onReconnecting,
      onEnded,
    });
    stop.abort();
    await following;
    expect(onEnded).not.toHaveBeenCalled();
    expect(onReconnecting).not.toHaveBeenCalled();
  });
});
