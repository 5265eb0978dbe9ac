import { registerCodeRequestSchema } from "@berea/contracts/auth";
import type { Request } from "express";
import { getProfile } from "../../users/profiles.ts";
import { redeemSignInCode } from "../../users/sign-in-codes.ts";
import { AppError } from "../app-error.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";

/**
 * `POST /api/auth/callback` with subject `registerCode`: exchanges a one-time
 * sign-in code for a Firebase custom token. The browser signs in with it and
 * then calls `login`, which sets the session cookie.
 */
export function authCallbackHandler({ store, auth, now }: ApiDeps) {
  return async (req: Request) => {
    const body = parseBody(registerCodeRequestSchema, req.body);
    const uid = await redeemSignInCode(store, body.code, now());
    if (!(await getProfile(store, uid))) throw new AppError("not-found", "The account for this link no longer exists.");
    const token = await auth.createCustomToken(uid);
    return { message: "Signing you in.", token };
  };
}
