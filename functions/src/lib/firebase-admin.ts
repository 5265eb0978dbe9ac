import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";

/**
 * The default Admin app. On Cloud Functions it picks up the project and
 * credentials from the environment; locally `GCLOUD_PROJECT` names the demo
 * project and `FIREBASE_AUTH_EMULATOR_HOST` points Auth at the emulator.
 */
export function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return initializeApp(projectId ? { projectId } : undefined);
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
