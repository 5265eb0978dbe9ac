import { timeZoneChangeIntervalHours, type TimeZoneSettings } from "@berea/contracts/time-zone";
import { articleReads } from "../articles/articles.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { quizDaily } from "../quiz/attempts.ts";
import { localDate, requireTimeZone } from "../quiz/local-date.ts";
import type { Store } from "../store/port.ts";
import { userTimeZone } from "./user-day.ts";
import { users, type UserProfile } from "./users-collection.ts";

/**
 * The time-zone setting: the zone is changed at most once in any 24 hours,
 * and a change never opens a new allowance today. Moving the user's calendar
 * to another date (Honolulu's 22nd to Kiritimati's 23rd) carries today's
 * counts onto that date in the same transaction: the new date's quizzes
 * started and, when the month changes too, its articles read, become at
 * least what today's were. A change can cost allowance, never give it.
 */

const intervalMs = timeZoneChangeIntervalHours * 3_600_000;

function changeableFrom(profile: Pick<UserProfile, "timeZoneChangedAt">, now: Date): string | null {
  if (profile.timeZoneChangedAt === null) return null;
  const from = profile.timeZoneChangedAt + intervalMs;
  return from > now.getTime() ? new Date(from).toISOString() : null;
}

const readable = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await users.get(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("settings.signInAgain"));
  return profile;
}

/** `POST /api/time-zone`: the stored zone (the browser's is kept when none is stored yet) and when it may next change. */
export async function timeZoneSettings(store: Store, uid: string, browserZone: string, now: Date): Promise<TimeZoneSettings> {
  const profile = await requireProfile(store, uid);
  const timeZone = await userTimeZone(store, profile, browserZone);
  return { timeZone, changeableFrom: changeableFrom(profile, now) };
}

/** `POST /api/time-zone/change`: at most once a day; today's counts follow the user to the new zone's date. */
export async function changeTimeZone(store: Store, uid: string, requested: string, now: Date): Promise<TimeZoneSettings> {
  const zone = requireTimeZone(requested);
  return store.runTransaction(async (tx) => {
    const profile = await users.get(tx, uid);
    if (!profile) throw new AppError("unauthenticated", msg("settings.signInAgain"));
    const current = profile.timeZone;
    if (current === zone) return { timeZone: zone, changeableFrom: changeableFrom(profile, now) };
    if (current === null) {
      // The first zone kept is no change: nothing was counted in another zone's dates yet.
      users.update(tx, uid, { timeZone: zone });
      return { timeZone: zone, changeableFrom: null };
    }
    const waitUntil = changeableFrom(profile, now);
    if (waitUntil !== null) {
      throw new AppError("failed-precondition", msg("settings.timeZoneChangedRecently", { from: { en: readable(waitUntil), es: new Date(waitUntil) } }));
    }
    const from = localDate(now, current);
    const to = localDate(now, zone);
    const fromMonth = from.slice(0, 7);
    const toMonth = to.slice(0, 7);
    // Every read before any write.
    const [fromDay, toDay] = from === to ? [null, null] : await Promise.all([quizDaily.get(tx, `${uid}_${from}`), quizDaily.get(tx, `${uid}_${to}`)]);
    const [fromReads, toReads] = fromMonth === toMonth ? [null, null] : await Promise.all([articleReads.get(tx, `${uid}_${fromMonth}`), articleReads.get(tx, `${uid}_${toMonth}`)]);
    if (from !== to) {
      if (fromDay && fromDay.started > (toDay?.started ?? 0)) quizDaily.set(tx, `${uid}_${to}`, { uid, date: to, started: fromDay.started });
      // Marks the old date, so a start that read the old zone just before this commits counts at the new date.
      quizDaily.set(tx, `${uid}_${from}`, { uid, date: from, started: fromDay?.started ?? 0, moved: { zone: current, to } });
    }
    if (fromMonth !== toMonth) {
      const kept = toReads?.ids ?? [];
      const ids = [...kept, ...(fromReads?.ids ?? []).filter((id) => !kept.includes(id))];
      if (ids.length > kept.length) articleReads.set(tx, `${uid}_${toMonth}`, { uid, month: toMonth, ids });
      // Marks the old month, so an article opened in the old zone just before this commits counts in the new one.
      articleReads.set(tx, `${uid}_${fromMonth}`, { uid, month: fromMonth, ids: fromReads?.ids ?? [], moved: { zone: current, to: toMonth } });
    }
    users.update(tx, uid, { timeZone: zone, timeZoneChangedAt: now.getTime() });
    return { timeZone: zone, changeableFrom: new Date(now.getTime() + intervalMs).toISOString() };
  });
}
