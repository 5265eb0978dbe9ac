import type { Request, Response } from "express";
import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { maxSignInAgeMs, sessionCookieName, sessionLifetimeMs } from "../config.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";

/** Who is calling: the uid and claims from a verified session cookie or ID token. */
export interface Caller {
  uid: string;
  email: string | undefined;
  name: string | undefined;
  admin: boolean;
  /** The token's `email_verified` claim; a session cookie keeps the value from its sign-in. */
  emailVerified: boolean;
}

const notSignedIn = () => new AppError("unauthenticated", msg("session.signIn"));

function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice("Bearer ".length).trim() || undefined;
}

/**
 * Admin powers follow the account's current `admin` claim, not the copy
 * frozen into a session cookie (14 days) or an ID token (an hour): a token
 * that says admin is checked against the Auth user's claims now (one more
 * Auth lookup, for moderators only), so taking the claim away ends their
 * powers on their next call. A token without the claim is never an admin,
 * even once the claim is granted: that takes effect at the next sign-in.
 */
async function toCaller(auth: Auth, token: DecodedIdToken): Promise<Caller> {
  return {
    uid: token.uid,
    email: token.email,
    name: typeof token.name === "string" ? token.name : undefined,
    admin: token.admin === true && (await hasAdminClaimNow(auth, token.uid)),
    emailVerified: token.email_verified === true,
  };
}

async function hasAdminClaimNow(auth: Auth, uid: string): Promise<boolean> {
  const user = await auth.getUser(uid);
  return user.customClaims?.admin === true;
}

/**
 * The caller from the session cookie, or from an `Authorization: Bearer`
 * ID token for non-browser clients; null when neither verifies. Revocation
 * is checked (one Auth lookup per call), so signing out, disabling or
 * deleting an account ends its sessions at once rather than in 14 days.
 */
export async function findCaller(auth: Auth, req: Request): Promise<Caller | null> {
  const cookie = readCookie(req, sessionCookieName);
  if (cookie) {
    let token: DecodedIdToken | undefined;
    try {
      token = await auth.verifySessionCookie(cookie, true);
    } catch {
      // An expired or forged cookie is the same as none; a bearer token may still follow.
    }
    if (token) return toCaller(auth, token);
  }
  const idToken = bearerToken(req);
  if (idToken) {
    let token: DecodedIdToken;
    try {
      token = await auth.verifyIdToken(idToken, true);
    } catch {
      return null;
    }
    return toCaller(auth, token);
  }
  return null;
}

export async function requireCaller(auth: Auth, req: Request): Promise<Caller> {
  const caller = await findCaller(auth, req);
  if (!caller) throw notSignedIn();
  return caller;
}

/** Verifies a fresh ID token from a sign-in and returns its claims. */
export async function verifyFreshSignIn(auth: Auth, idToken: string, now: Date): Promise<DecodedIdToken> {
  let token: DecodedIdToken;
  try {
    token = await auth.verifyIdToken(idToken, true);
  } catch {
    throw new AppError("unauthenticated", msg("session.notVerified"));
  }
  if (now.getTime() - token.auth_time * 1000 > maxSignInAgeMs) {
    throw new AppError("unauthenticated", msg("session.tooOld"));
  }
  return token;
}

const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: "strict",
  path: "/",
} as const;

/** Exchanges a fresh ID token for a Firebase session cookie and sets it. */
export async function startSession(auth: Auth, res: Response, idToken: string): Promise<void> {
  const cookie = await auth.createSessionCookie(idToken, { expiresIn: sessionLifetimeMs });
  res.cookie(sessionCookieName, cookie, { ...cookieOptions, maxAge: sessionLifetimeMs });
}

export function endSession(res: Response): void {
  res.clearCookie(sessionCookieName, cookieOptions);
}
