import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";

/**
 * One-time sign-in codes: `/login?code=...` opened on another device signs
 * that device in as the user who made the link. Only a hash of the code is
 * stored (`signInCodes/{sha256}`); a code works once and for ten minutes,
 * and signing out deletes every code the account made. The browser shows
 * whose account a link signs into (`previewSignInCode`) and asks before it
 * redeems it, so a link someone else made cannot sign a person into the
 * sender's account unawares (login CSRF).
 */
export const signInCodes = collection("signInCodes", z.object({ uid: z.string(), expiresAt: z.number(), createdAt: z.number() }));
export const signInCodeLifetimeMs = 10 * 60 * 1000;

const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

export async function createSignInCode(store: Store, uid: string, now: Date): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(24).toString("base64url");
  const expiresAt = new Date(now.getTime() + signInCodeLifetimeMs);
  await signInCodes.create(store, hashCode(code), { uid, expiresAt: expiresAt.getTime(), createdAt: now.getTime() });
  return { code, expiresAt };
}

const codeDoesNotWork = () => new AppError("invalid-argument", msg("auth.linkExpired"));

/** The uid a code would sign in, without using it up; a wrong, used or expired code is the same 400 as redeeming it. */
export async function previewSignInCode(store: Store, code: string, now: Date): Promise<{ uid: string; expiresAt: Date }> {
  const entry = await signInCodes.get(store, hashCode(code));
  if (!entry || entry.expiresAt <= now.getTime()) throw codeDoesNotWork();
  return { uid: entry.uid, expiresAt: new Date(entry.expiresAt) };
}

/** Deletes every code `uid` made (signing out): a link copied before then no longer works. */
export async function revokeSignInCodes(store: Store, uid: string): Promise<number> {
  const made = await signInCodes.query(store, { where: [{ field: "uid", op: "==", value: uid }] });
  await Promise.all(made.map((entry) => signInCodes.delete(store, entry.id)));
  return made.length;
}

/** Uses up a code and returns the uid it signs in; a wrong, used or expired code is a 400. */
export async function redeemSignInCode(store: Store, code: string, now: Date): Promise<string> {
  const id = hashCode(code);
  const uid = await store.runTransaction(async (tx) => {
    const entry = await signInCodes.get(tx, id);
    if (!entry) return null;
    signInCodes.delete(tx, id);
    return entry.expiresAt > now.getTime() ? entry.uid : null;
  });
  if (!uid) throw codeDoesNotWork();
  return uid;
}
