import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AppError } from "../lib/app-error.ts";
import type { ServerMessage } from "../lib/messages/message.ts";
import { errorReplyOf, sayMessage } from "../lib/messages/reply.ts";
import type { ErrorReply } from "@berea/contracts/errors";
import type { Language } from "@berea/contracts/language";
import type { Store } from "../store/port.ts";
import { createSqliteStore } from "../store/sqlite-driver.ts";

/**
 * What a domain test (business rules as plain functions over the store port,
 * no HTTP) needs around it: a real sqlite store of its own, a clock it moves,
 * and the AppError a refused call gives.
 */

export interface DomainStore {
  store: Store;
  /** Closes the store and removes its folder. */
  close(): Promise<void>;
}

/** A fresh sqlite file in a folder of its own, so files running in parallel never share data. */
export function openDomainStore(name: string): DomainStore {
  const dir = mkdtempSync(join(tmpdir(), `berea-${name}-`));
  const store = createSqliteStore({ file: join(dir, "domain.sqlite") });
  return {
    store,
    async close() {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestClock {
  /** For the deps' `now`: the instant the test last set. */
  now: () => Date;
  set(instant: string | Date): void;
  advance(ms: number): void;
}

/** The one clock a test's domain calls read; it moves only when the test moves it. */
export function testClock(start: string): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current.getTime()),
    set(instant) {
      current = new Date(instant);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A clock that starts at `start` and then runs at the real pace, for an HTTP
 * test whose server also needs time to pass between calls (a Stripe webhook
 * keeps the copy of a subscription it read last): the dates are the test's,
 * only the elapsed time is real, read from the monotonic clock.
 */
export function runningClock(start: string): TestClock {
  let base = new Date(start).getTime();
  let since = performance.now();
  const now = () => new Date(base + Math.floor(performance.now() - since));
  return {
    now,
    set(instant) {
      base = new Date(instant).getTime();
      since = performance.now();
    },
    advance(ms) {
      base += ms;
    },
  };
}

/** The AppError a call is refused with; anything else (success included) fails the test. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${error === null ? "success" : String(error)}`);
  return error;
}

/** What the API answers for a call's refusal (its message and fields said in `language`), as the error handler renders it. */
export async function refusalOf(promise: Promise<unknown>, language: Language = "en"): Promise<Omit<ErrorReply, "retryAfter">> {
  return errorReplyOf(await appErrorOf(promise), language);
}

/** What the API answers for a call whose reply has a `message` (a ServerMessage), said in `language` as api/mount.ts says it. */
export async function saidReplyOf<T extends { message: ServerMessage }>(promise: Promise<T>, language: Language = "en"): Promise<Omit<T, "message"> & { message: string }> {
  const reply = await promise;
  return { ...reply, message: await sayMessage(reply.message, language) };
}

/** A repeatable stand-in for Math.random (the Park-Miller generator), so a test's draws are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;
