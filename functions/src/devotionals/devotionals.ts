import type { BookMeta, TranslationData } from "@berea/contracts/bible";
import type { DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { recordActivity } from "../activity/activity.ts";
import { localDate } from "../quiz/local-date.ts";
import { userTimeZone } from "../users/user-day.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { getProfileWithEffectivePlan } from "../family/effective-plan.ts";
import type { UserProfile } from "../users/profiles.ts";
import type { Language } from "@berea/contracts/language";
import { loadTranslation } from "../bible/bible-data.ts";
import { devotionalOfDate, loadDevotionalTranslations, localizeEntry, type CalendarEntry, type DevotionalLibrary, type DevotionalTranslations, type LocalizedEntry } from "./devotional-data.ts";

/** `devotionalProgress/{uid}`: which devotionals a user has read, by path; one document per user, so the paths page costs one read. */
export const devotionalProgressSchema = z.object({
  uid: z.string(),
  /** Path id → the devotional ids read, in the order they were marked. */
  read: z.record(z.string(), z.array(z.string())),
});
export type DevotionalProgress = z.infer<typeof devotionalProgressSchema>;

export const devotionalProgress = collection("devotionalProgress", devotionalProgressSchema);

/** `devotionalNotes/{uid}_{devotionalId}`: a user's private note on one devotional, never empty (an empty note is deleted). */
export const devotionalNoteSchema = z.object({
  uid: z.string(),
  devotionalId: z.string(),
  text: z.string(),
  /** ISO time. */
  updatedAt: z.string(),
});
export type DevotionalNote = z.infer<typeof devotionalNoteSchema>;

export const devotionalNotes = collection("devotionalNotes", devotionalNoteSchema);

/** The collections' names, for tests and tables that look at the stored data as it is. */
export const devotionalProgressCollection = devotionalProgress.name;
export const devotionalNotesCollection = devotionalNotes.name;

export interface DevotionalDeps {
  store: Store;
  library: DevotionalLibrary;
  texts: { kjv: TranslationData; web: TranslationData; books: BookMeta[] };
  /** Spanish: the translated paths and RV1909 for their passages; read from data/ on first use when not given. */
  spanish?: { paths: DevotionalTranslations; rv1909: TranslationData };
  now: () => Date;
}

function spanishOf(deps: DevotionalDeps): NonNullable<DevotionalDeps["spanish"]> {
  deps.spanish ??= { paths: loadDevotionalTranslations("es", deps.library), rv1909: loadTranslation("rv1909") };
  return deps.spanish;
}

/** An entry in `lang`: Spanish where its path is translated, else English (the reply's `language` says which). */
function localized(deps: DevotionalDeps, entry: CalendarEntry, lang: Language): LocalizedEntry {
  return localizeEntry(entry, lang, lang === "es" ? spanishOf(deps).paths : undefined);
}

const isPaid = (profile: UserProfile) => profile.paymentPlan > 0;

/** The caller's profile with the plan whose limits apply (a Family member's is Family). */
async function requireProfile(store: Store, uid: string): Promise<UserProfile> {
  const profile = await getProfileWithEffectivePlan(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("devotionals.signInAgain"));
  return profile;
}

/**
 * A devotional the caller may open: today's is open to every signed-in
 * user; the rest of the catalogue (paths) is Premium.
 */
function openable(deps: DevotionalDeps, profile: UserProfile, id: string, timeZone: string) {
  // `timeZone` is the user's own (userTimeZone), never a request's: it decides which devotional is free today.
  const entry = deps.library.byId.get(id);
  if (!entry) throw new AppError("not-found", msg("devotionals.noSuchDevotional"));
  const today = devotionalOfDate(deps.library, localDate(deps.now(), timeZone)).devotional.id === id;
  if (!today && !isPaid(profile)) {
    throw new AppError("permission-denied", msg("devotionals.pathsPremium"));
  }
  return { entry, today };
}

function view(deps: DevotionalDeps, id: string, today: boolean, requested: "kjv" | "web", lang: Language, read: boolean, note: string): DevotionalView {
  const found = deps.library.byId.get(id);
  if (!found) throw new AppError("not-found", msg("devotionals.noSuchDevotional"));
  const { devotional, path, day, language } = localized(deps, found, lang);
  const { book, chapter, start, end } = devotional.passage;
  // A Spanish devotional quotes RV1909, so its passage is always RV1909; an English one's is the translation asked for.
  const translation = language === "es" ? "rv1909" : requested;
  const text = translation === "rv1909" ? spanishOf(deps).rv1909 : deps.texts[translation];
  const verses = text.books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses ?? [];
  const name = deps.texts.books.find((candidate) => candidate.id === book)?.name[language] ?? book;
  return {
    id,
    title: devotional.title,
    path: { id: path.id, title: path.title, theme: path.theme, day, days: path.days.length },
    today,
    passage: {
      label: `${name} ${chapter}:${start === end ? start : `${start}-${end}`}`,
      translation,
      reference: devotional.passage,
      verses: Array.from({ length: end - start + 1 }, (_, i) => ({ verse: start + i, text: verses[start + i - 1] ?? "" })),
    },
    reflection: devotional.reflection,
    prayer: devotional.prayer,
    question: devotional.question,
    author: devotional.author,
    quotedSource: devotional.quoted?.source ?? null,
    language,
    read,
    note,
  };
}

const noteId = (uid: string, devotionalId: string) => `${uid}_${devotionalId}`;

async function personal(store: Store, uid: string, pathId: string, devotionalId: string) {
  const [progress, note] = await Promise.all([devotionalProgress.get(store, uid), devotionalNotes.get(store, noteId(uid, devotionalId))]);
  return { read: progress?.read[pathId]?.includes(devotionalId) ?? false, note: note?.text ?? "" };
}

/** `POST /api/devotionals/today` (3 reads; 2 when the caller has already read the profile, as the server-rendered home has). */
export async function todaysDevotional(deps: DevotionalDeps, uid: string, timeZone: string, translation: "kjv" | "web", profile?: UserProfile, lang: Language = "en"): Promise<DevotionalView> {
  const zone = await userTimeZone(deps.store, profile ?? (await requireProfile(deps.store, uid)), timeZone);
  const { devotional, path } = devotionalOfDate(deps.library, localDate(deps.now(), zone));
  const mine = await personal(deps.store, uid, path.id, devotional.id);
  return view(deps, devotional.id, true, translation, lang, mine.read, mine.note);
}

/** `POST /api/devotionals/get` (3 reads). */
export async function getDevotional(deps: DevotionalDeps, uid: string, id: string, timeZone: string, translation: "kjv" | "web", lang: Language = "en"): Promise<DevotionalView> {
  const profile = await requireProfile(deps.store, uid);
  const { entry, today } = openable(deps, profile, id, await userTimeZone(deps.store, profile, timeZone));
  const mine = await personal(deps.store, uid, entry.path.id, id);
  return view(deps, id, today, translation, lang, mine.read, mine.note);
}

/** `POST /api/devotionals/paths` (2 reads): every path; progress for Premium. */
export async function devotionalPaths(deps: DevotionalDeps, uid: string, timeZone: string, lang: Language = "en"): Promise<DevotionalPathsReply> {
  const [profile, progress] = await Promise.all([requireProfile(deps.store, uid), devotionalProgress.get(deps.store, uid)]);
  const tracking = isPaid(profile);
  const todayId = devotionalOfDate(deps.library, localDate(deps.now(), await userTimeZone(deps.store, profile, timeZone))).devotional.id;
  return {
    todayId,
    progressTracking: tracking,
    paths: deps.library.paths.map((english) => {
      const read = new Set(tracking ? (progress?.read[english.id] ?? []) : []);
      const first = deps.library.byId.get(english.days[0]?.id ?? "");
      const { path, language } = first ? localized(deps, first, lang) : { path: english, language: "en" as const };
      return {
        id: path.id,
        title: path.title,
        theme: path.theme,
        description: path.description,
        days: path.days.map((day) => ({ id: day.id, title: day.title, read: read.has(day.id) })),
        read: path.days.filter((day) => read.has(day.id)).length,
        language,
      };
    }),
  };
}

/** `POST /api/devotionals/mark`: read or unread, in one transaction (2 reads, 1–2 writes). */
export async function markDevotional(deps: DevotionalDeps, uid: string, id: string, read: boolean, timeZone: string): Promise<{ read: boolean }> {
  const profile = await requireProfile(deps.store, uid);
  const zone = await userTimeZone(deps.store, profile, timeZone);
  const { entry } = openable(deps, profile, id, zone);
  const pathId = entry.path.id;
  const changed = await deps.store.runTransaction(async (tx) => {
    const progress = await devotionalProgress.get(tx, uid);
    const readByPath: DevotionalProgress["read"] = progress?.read ?? {};
    const list = readByPath[pathId] ?? [];
    const has = list.includes(id);
    if (has === read) return false;
    const next = read ? [...list, id] : list.filter((candidate) => candidate !== id);
    devotionalProgress.set(tx, uid, { uid, read: { ...readByPath, [pathId]: next } });
    return true;
  });
  if (changed && read) await recordActivity(deps.store, uid, localDate(deps.now(), zone), "devotionals");
  return { read };
}

/** `POST /api/devotionals/note`: private to its writer; empty text deletes it (1 write). */
export async function saveDevotionalNote(deps: DevotionalDeps, uid: string, id: string, text: string, timeZone: string): Promise<{ note: string }> {
  const profile = await requireProfile(deps.store, uid);
  openable(deps, profile, id, await userTimeZone(deps.store, profile, timeZone));
  const trimmed = text.trim();
  if (trimmed === "") await devotionalNotes.delete(deps.store, noteId(uid, id));
  else await devotionalNotes.set(deps.store, noteId(uid, id), { uid, devotionalId: id, text: trimmed, updatedAt: deps.now().toISOString() });
  return { note: trimmed };
}
