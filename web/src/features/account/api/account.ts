import { accountEndpoints, type AccountProfileReply, type AccountProfileRequest, type AccountView } from "@berea/contracts/account";
import { rootEndpoints } from "@berea/contracts/api";
import { errorReplySchema } from "@berea/contracts/errors";
import type { Language } from "@berea/contracts/language";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiUrl, callApi } from "../../../lib/api-client.ts";
import { clientWords } from "../../../lib/client-words.ts";
import { filenameFromDisposition } from "../../../lib/download-pdf.ts";
import { loadFirebaseAuth } from "../../../lib/firebase-auth.ts";
import { currentLanguage } from "../../../lib/language.ts";
import { userDataQueryKey } from "../../../lib/user-data.ts";

/** The account page's calls: the account, profile changes, the data download and deletion. */

export const accountQueryOptions = queryOptions({
  queryKey: ["account"] as const,
  queryFn: ({ signal }) => callApi(accountEndpoints.get, {}, signal),
});

export const useAccount = () => useQuery(accountQueryOptions);

/**
 * A fresh sign-in with the current password: the ID token the server asks
 * for before it changes the email or password or deletes the account.
 */
export async function confirmPassword(email: string, password: string): Promise<string> {
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  return credential.user.getIdToken();
}

/**
 * After a new email or password every session has ended: sign in again with
 * them (the browser has both), start a new session, and, for a new email, have
 * Firebase Auth send the confirmation link to it.
 */
async function signInAgain(email: string, password: string, confirmEmail: boolean): Promise<void> {
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithEmailAndPassword(auth, email, password);
  if (confirmEmail) await sdk.sendEmailVerification(credential.user, { url: `${window.location.origin}/account` });
  await callApi(rootEndpoints.login, { idToken: await credential.user.getIdToken() });
}

/** What the profile form sends: the changes, and the current password when the email or password change. */
export interface ProfileChange {
  name?: string;
  email?: string;
  newPassword?: string;
  /** The interface language (lib/language.ts), which needs no confirmation. */
  language?: Language;
  /** The account's current email and password, to confirm with. */
  confirm?: { email: string; password: string };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProfileChange): Promise<AccountProfileReply> => {
      const request: AccountProfileRequest = {
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.newPassword !== undefined ? { newPassword: change.newPassword } : {}),
        ...(change.language !== undefined ? { language: change.language } : {}),
        ...(change.confirm ? { idToken: await confirmPassword(change.confirm.email, change.confirm.password) } : {}),
      };
      const reply = await callApi(accountEndpoints.profile, request);
      if (reply.signInAgain && change.confirm) {
        await signInAgain(reply.account.email, change.newPassword ?? change.confirm.password, change.email !== undefined);
      }
      return reply;
    },
    onSuccess: (reply) => {
      queryClient.setQueryData<AccountView>(accountQueryOptions.queryKey, reply.account);
      void queryClient.invalidateQueries({ queryKey: userDataQueryKey });
    },
  });
}

/** Asks Firebase Auth to send the confirmation link to the account's (new) email again. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: async (confirm: { email: string; password: string }) => {
      const { auth, sdk } = await loadFirebaseAuth();
      const credential = await sdk.signInWithEmailAndPassword(auth, confirm.email, confirm.password);
      await sdk.sendEmailVerification(credential.user, { url: `${window.location.origin}/account` });
    },
  });
}

/** Fetches the JSON file of everything Berea keeps about the signed-in user. */
export async function fetchMyData(): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  try {
    response = await fetch(apiUrl(accountEndpoints.export, {}), { credentials: "same-origin", headers: { Accept: "application/json" } });
  } catch {
    throw new ApiError("unavailable", 0, clientWords().unreachable);
  }
  if (!response.ok) {
    const parsed = errorReplySchema.safeParse(await response.json().catch(() => null));
    if (parsed.success) throw new ApiError(parsed.data.code, response.status, parsed.data.message, parsed.data.fields);
    throw new ApiError("internal", response.status, currentLanguage() === "es" ? "No pudimos reunir tus datos. Vuelve a intentarlo." : "Your data could not be gathered. Please try again.");
  }
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get("Content-Disposition")) ?? "berea-my-data.json" };
}

/** Deletes the account after confirming with the password; the session ends with it. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirm: { email: string; password: string }) => callApi(accountEndpoints.delete, { idToken: await confirmPassword(confirm.email, confirm.password) }),
    onSuccess: () => {
      queryClient.clear();
    },
  });
}
