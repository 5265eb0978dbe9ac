import type * as FirebaseAuthSdk from "firebase/auth";
import type { Auth } from "firebase/auth";
import { env } from "../config/env.ts";
import { currentLanguage } from "./language.ts";

/**
 * Firebase Auth, loaded only by the routes that sign people in, so the
 * landing page never pays for it. Persistence is in memory: the API's
 * session cookie is the session, and signing out clears it in one place.
 */
let authPromise: Promise<{ auth: Auth; sdk: typeof FirebaseAuthSdk }> | undefined;

/**
 * Loads Firebase Auth once; each call sets its language to the app's at that moment, so the emails Firebase sends
 * (confirm your address, reset your password) come in the reader's language (the SDK names it to Firebase in
 * `X-Firebase-Locale`, and Firebase picks the template's translation).
 */
export async function loadFirebaseAuth(): Promise<{ auth: Auth; sdk: typeof FirebaseAuthSdk }> {
  const loaded = await firebaseAuth();
  loaded.auth.languageCode = currentLanguage();
  return loaded;
}

function firebaseAuth() {
  authPromise ??= (async () => {
    const [{ initializeApp }, sdk] = await Promise.all([import("firebase/app"), import("firebase/auth")]);
    const app = initializeApp({
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    });
    const auth = sdk.initializeAuth(app, {
      persistence: sdk.inMemoryPersistence,
      popupRedirectResolver: sdk.browserPopupRedirectResolver,
    });
    if (env.VITE_AUTH_EMULATOR_URL) sdk.connectAuthEmulator(auth, env.VITE_AUTH_EMULATOR_URL, { disableWarnings: true });
    return { auth, sdk };
  })();
  return authPromise;
}
