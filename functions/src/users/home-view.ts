import type { HomeView } from "@berea/contracts/dashboard";
import type { Store } from "../store/port.ts";
import { users, type UserProfile } from "./users-collection.ts";

/**
 * How the reader's home was last shown (time zone and translations), kept on
 * the profile as `homeView`: a visit the server renders (pages/home-page.ts)
 * is rendered in it. Written only when it changes, so the dashboard's calls
 * stay read-only from one visit to the next.
 */
export const homeViewOf = (profile: UserProfile): HomeView | null => profile.homeView;

export async function recordHomeView(store: Store, profile: UserProfile, view: HomeView): Promise<void> {
  const kept = profile.homeView;
  if (kept && kept.timeZone === view.timeZone && kept.verseTranslation === view.verseTranslation && kept.devotionalTranslation === view.devotionalTranslation) return;
  await users.update(store, profile.uid, { homeView: { ...view } });
}
