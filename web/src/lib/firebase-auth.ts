import type * as FirebaseAuthSdk from "firebase/auth";
import type { Auth } from "firebase/auth";
import { env } from "../config/env.ts";

/**
 * Firebase Auth, loaded only by the routes that sign people in, so the
 * landing page never pays for it. Persistence is in memory: the API's
 * session cookie is the session, and signing out clears it in one place.
 */
let authPromise: Promise<{ auth: Auth; sdk: typeof FirebaseAuthSdk }> | undefined;

export function loadFirebaseAuth() {
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
