import { homeViewSchema, type HomeView } from "@berea/contracts/dashboard";
import type { Store } from "../store/port.ts";
import { usersCollection, type UserProfile } from "./profiles.ts";

/**
 * How the reader's home was last shown (time zone and translations), kept on
 * the profile as `homeView`: a visit the server renders (pages/home-page.ts)
 * is rendered in it. Written only when it changes, so the dashboard's calls
 * stay read-only from one visit to the next.
 */
export function homeViewOf(profile: UserProfile): HomeView | null {
  const parsed = homeViewSchema.safeParse(profile["homeView"]);
  return parsed.success ? parsed.data : null;
}

export async function recordHomeView(store: Store, profile: UserProfile, view: HomeView): Promise<void> {
  const kept = homeViewOf(profile);
  if (kept && kept.timeZone === view.timeZone && kept.verseTranslation === view.verseTranslation && kept.devotionalTranslation === view.devotionalTranslation) return;
  await store.update(usersCollection, profile.uid, { homeView: { ...view } });
}
