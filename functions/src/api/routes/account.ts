import type { accountEndpoints } from "@berea/contracts/account";
import { accountView, deleteAccount, exportAccountData, updateProfile } from "../../account/account.ts";
import { AppError } from "../../lib/app-error.ts";
import { msg } from "../../lib/messages/message.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";
import type { DecodedIdToken } from "firebase-admin/auth";
import { maxSignInAgeMs } from "../../config.ts";
import { endSession, type Caller } from "../session.ts";

/**
 * A fresh sign-in (at most five minutes old) of the caller's own account:
 * what changing the email or password and deleting the account need. A
 * sign-in of another account is refused, whatever its age.
 */
async function confirmFreshSignIn(api: ApiDeps, caller: Caller, idToken: string): Promise<void> {
  let token: DecodedIdToken;
  try {
    token = await api.auth.verifyIdToken(idToken, true);
  } catch {
    throw new AppError("unauthenticated", msg("account.passwordNotConfirmed"));
  }
  if (token.uid !== caller.uid) throw new AppError("permission-denied", msg("account.otherAccountsSignIn"));
  if (api.now().getTime() - token.auth_time * 1000 > maxSignInAgeMs) {
    throw new AppError("unauthenticated", msg("account.confirmationTooOld"));
  }
}

/** `POST /api/account/<action>`: the account page (account/account.ts). */
export function accountHandlers(api: ApiDeps): AreaHandlers<typeof accountEndpoints> {
  const deps = { store: api.store, auth: api.auth, now: api.now, billing: api.billing ?? null };
  return {
    get: (_request, { caller }) => accountView(deps, caller.uid),
    async profile({ idToken, ...change }, { caller }) {
      if (idToken !== undefined) await confirmFreshSignIn(api, caller, idToken);
      return updateProfile(deps, caller.uid, change);
    },
    async export(_request, { caller }) {
      const data = await exportAccountData(deps, caller.uid);
      return {
        filename: `berea-my-data-${data.exportedAt.slice(0, 10)}.json`,
        write: (res) => {
          res.end(`${JSON.stringify(data, null, 2)}\n`);
          return Promise.resolve();
        },
      };
    },
    async delete({ idToken }, { caller, res }) {
      await confirmFreshSignIn(api, caller, idToken);
      const reply = await deleteAccount(deps, caller.uid);
      endSession(res);
      return reply;
    },
  };
}
