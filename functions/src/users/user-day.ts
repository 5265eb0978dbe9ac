import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { localDate, requireTimeZone } from "../quiz/local-date.ts";
import type { Store } from "../store/port.ts";
import { users, type UserProfile } from "./users-collection.ts";

/**
 * The user's own day, fixed on the server. Every daily or monthly count
 * (the Free plan's quizzes and articles, today's devotional, streaks,
 * activity) is dated in the zone stored on the profile. A zone a request
 * names is used only to fill in a profile that has none yet (one made before
 * zones were kept); after that requests cannot change which day counts.
 */
export async function userTimeZone(store: Store, profile: Pick<UserProfile, "uid" | "timeZone">, requested: string): Promise<string> {
  if (profile.timeZone) return profile.timeZone;
  const zone = requireTimeZone(requested);
  // In a transaction: parallel first requests naming different zones all end up with the one kept.
  return store.runTransaction(async (tx) => {
    const current = await users.get(tx, profile.uid);
    if (!current) throw new AppError("unauthenticated", msg("session.signInAgain"));
    if (current.timeZone) return current.timeZone;
    users.update(tx, profile.uid, { timeZone: zone });
    return zone;
  });
}

/** The user's zone and today's date in it. */
export async function userToday(store: Store, profile: Pick<UserProfile, "uid" | "timeZone">, requested: string, now: Date): Promise<{ timeZone: string; today: string }> {
  const timeZone = await userTimeZone(store, profile, requested);
  return { timeZone, today: localDate(now, timeZone) };
}

/** The user's zone when the caller has not read the profile (1 read; a profile without one keeps `requested`). */
export async function userTimeZoneOf(store: Store, uid: string, requested: string): Promise<string> {
  const profile = await users.get(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("session.signInAgain"));
  return userTimeZone(store, profile, requested);
}
