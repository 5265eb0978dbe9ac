import { rootEndpoints } from "@berea/contracts/api";
import { callApi } from "./api-client.ts";

/**
 * Asks Firebase Auth to email the link that confirms the signed-in user's
 * address (again). The server says whether the address is confirmed already
 * and, if not, gives a token for the session's own user: Firebase sends the
 * link only to a signed-in user, and this page keeps no Firebase sign-in
 * between visits (firebase-auth.ts). Answers `confirmed` when there was
 * nothing to send.
 */
export async function sendEmailConfirmation(): Promise<"sent" | "confirmed"> {
  const { emailVerified, token } = await callApi(rootEndpoints.emailVerification, {});
  if (emailVerified || !token) return "confirmed";
  // Loaded on use: the pages that show the notice need no Firebase until someone asks for a link.
  const { loadFirebaseAuth } = await import("./firebase-auth.ts");
  const { auth, sdk } = await loadFirebaseAuth();
  const credential = await sdk.signInWithCustomToken(auth, token);
  await sdk.sendEmailVerification(credential.user, { url: `${window.location.origin}${window.location.pathname}` });
  return "sent";
}
