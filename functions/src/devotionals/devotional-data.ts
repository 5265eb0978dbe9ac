import { existsSync, readdirSync, readFileSync } from "node:fs";
import { devotionalPathSchema, type Devotional, type DevotionalPath } from "@berea/contracts/content";
import type { Language } from "@berea/contracts/language";
import { gregorianEaster } from "date-easter";
import { z } from "zod";
import { contentFolders } from "../lib/content-folders.ts";

/**
 * The committed devotionals (data/devotionals/*.json, one path per file) and
 * the calendar that gives every date its devotional
 * (data/devotional-schedule.json). Read once per process; the deployed
 * bundle carries copies next to lib/index.js (functions/build.ts).
 */
const candidates = contentFolders({ env: process.env.DEVOTIONAL_DATA_DIR, bundled: "devotional-data" });

export const scheduleFile = "devotional-schedule.json";
export const devotionalsFolder = "devotionals";
/**
 * Translated paths, one folder per language (data/devotionals-es/<path>.json).
 * Each mirrors an English path: the same id, the same days with the same ids
 * and passages, so every language follows the one calendar. A path with no
 * translation yet is shown in English (`localizeEntry` says so).
 */
export const translatedFolders = { es: "devotionals-es" } as const satisfies Record<Exclude<Language, "en">, string>;
export type TranslatedLanguage = keyof typeof translatedFolders;

/** The seasons of the church year that have a path of their own, in the order they come in a calendar year. */
export const seasons = ["lent", "holyWeek", "easter", "advent", "christmas"] as const;
export type Season = (typeof seasons)[number];

/**
 * The calendar. Each season's path starts on the season's first day every
 * year (`seasonStarts`): Lent on Ash Wednesday, Holy Week on Palm Sunday,
 * Easter on Easter Day, Advent on its first Sunday, Christmas on 25
 * December, one devotional a day for the path's length. Every other day is
 * ordinary time: the paths in `order`, each path's days in turn, starting
 * over after the last, counted in ordinary days from `epoch` (so a season
 * pauses the cycle and it resumes where it stood).
 */
export const devotionalScheduleSchema = z.object({
  epoch: z.iso.date(),
  seasons: z.object({ lent: z.string(), holyWeek: z.string(), easter: z.string(), advent: z.string(), christmas: z.string() }),
  order: z.array(z.string()).min(1),
});
export type DevotionalSchedule = z.infer<typeof devotionalScheduleSchema>;

export interface CalendarEntry {
  devotional: Devotional;
  path: DevotionalPath;
  day: number;
}

export interface DevotionalLibrary {
  /** The seasons' paths in church-year order, then ordinary time's. */
  paths: DevotionalPath[];
  schedule: DevotionalSchedule;
  /** Every devotional: the seasons' paths, then ordinary time's in calendar order. */
  sequence: CalendarEntry[];
  /** Ordinary time's devotionals in calendar order. */
  ordinary: CalendarEntry[];
  /** Each season's path, its days in order. */
  seasonDays: Record<Season, CalendarEntry[]>;
  byId: Map<string, CalendarEntry>;
}

export function createDevotionalLibrary(paths: DevotionalPath[], schedule: DevotionalSchedule): DevotionalLibrary {
  const pathById = new Map(paths.map((path) => [path.id, path]));
  const named = [...seasons.map((season) => schedule.seasons[season]), ...schedule.order];
  const missing = named.filter((id) => !pathById.has(id));
  if (missing.length > 0) throw new Error(`The devotional schedule names paths that do not exist: ${missing.join(", ")}`);
  const twice = named.filter((id, index) => named.indexOf(id) !== index);
  if (twice.length > 0) throw new Error(`The devotional schedule names a path twice: ${twice.join(", ")}`);
  const unscheduled = paths.filter((path) => !named.includes(path.id)).map((path) => path.id);
  if (unscheduled.length > 0) throw new Error(`Devotional paths missing from the schedule: ${unscheduled.join(", ")}`);
  const ordered = named.flatMap((id) => pathById.get(id) ?? []);
  const entries = new Map(ordered.map((path) => [path.id, path.days.map((devotional, index): CalendarEntry => ({ devotional, path, day: index + 1 }))]));
  const daysOf = (id: string) => entries.get(id) ?? [];
  const sequence = named.flatMap(daysOf);
  return {
    paths: ordered,
    schedule,
    sequence,
    ordinary: schedule.order.flatMap(daysOf),
    seasonDays: Object.fromEntries(seasons.map((season) => [season, daysOf(schedule.seasons[season])])) as Record<Season, CalendarEntry[]>,
    byId: new Map(sequence.map((entry) => [entry.devotional.id, entry])),
  };
}

function dataDir(): string {
  const found = candidates.find((dir) => existsSync(`${dir}/${scheduleFile}`));
  if (!found) throw new Error(`Devotional data not found; looked in ${candidates.join(", ")}`);
  return found;
}

const jsonIn = (dir: string, folder: string): string[] =>
  existsSync(`${dir}/${folder}`)
    ? readdirSync(`${dir}/${folder}`)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => `${folder}/${name}`)
    : [];

/** The files the deployed bundle needs, relative to data/: the calendar, the English paths, then each language's translated paths. */
export function devotionalDataFiles(dir = dataDir()): string[] {
  return [scheduleFile, ...jsonIn(dir, devotionalsFolder), ...Object.values(translatedFolders).flatMap((folder) => jsonIn(dir, folder))];
}

let loaded: DevotionalLibrary | undefined;
export function loadDevotionalLibrary(): DevotionalLibrary {
  if (loaded) return loaded;
  const dir = dataDir();
  const read = (name: string): unknown => JSON.parse(readFileSync(`${dir}/${name}`, "utf8"));
  loaded = createDevotionalLibrary(
    jsonIn(dir, devotionalsFolder).map((name) => devotionalPathSchema.parse(read(name))),
    devotionalScheduleSchema.parse(read(scheduleFile)),
  );
  return loaded;
}

/** One language's translated paths by path id. */
export type DevotionalTranslations = ReadonlyMap<string, DevotionalPath>;

/** Throws unless `translated` mirrors its English path day for day (ids and passages), so the calendar is the same in every language. */
export function checkTranslatedPath(library: DevotionalLibrary, translated: DevotionalPath): void {
  const english = library.paths.find((path) => path.id === translated.id);
  if (!english) throw new Error(`Translated devotional path ${translated.id} has no English path of that id`);
  if (english.days.length !== translated.days.length) throw new Error(`Translated devotional path ${translated.id} has ${translated.days.length} days, the English ${english.days.length}`);
  english.days.forEach((day, index) => {
    const other = translated.days[index];
    const same = other && other.id === day.id && JSON.stringify(other.passage) === JSON.stringify(day.passage);
    if (!same) throw new Error(`Translated devotional path ${translated.id}, day ${index + 1}: expected ${day.id} on the same passage`);
  });
}

const translationsLoaded = new Map<TranslatedLanguage, DevotionalTranslations>();
/** A language's translated paths (checked against the English library), read once per process. */
export function loadDevotionalTranslations(language: TranslatedLanguage, library = loadDevotionalLibrary()): DevotionalTranslations {
  const known = translationsLoaded.get(language);
  if (known) return known;
  const dir = dataDir();
  const paths = jsonIn(dir, translatedFolders[language]).map((name) => devotionalPathSchema.parse(JSON.parse(readFileSync(`${dir}/${name}`, "utf8"))));
  for (const path of paths) checkTranslatedPath(library, path);
  const byId = new Map(paths.map((path) => [path.id, path]));
  translationsLoaded.set(language, byId);
  return byId;
}

/** A calendar entry in the language asked for: its translation when its path has one, else the English entry, marked English. */
export interface LocalizedEntry extends CalendarEntry {
  language: Language;
}
export function localizeEntry(entry: CalendarEntry, language: Language, translations: DevotionalTranslations | undefined): LocalizedEntry {
  if (language === "en") return { ...entry, language: "en" };
  const path = translations?.get(entry.path.id);
  const devotional = path?.days[entry.day - 1];
  if (!path || !devotional) return { ...entry, language: "en" };
  return { devotional, path, day: entry.day, language };
}

const dayMs = 24 * 60 * 60 * 1000;
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);
const utcDay = (year: number, month: number, day: number) => Math.round(Date.UTC(year, month - 1, day) / dayMs);

/**
 * The first day of each season in `year` (day numbers since 1970-01-01):
 * Easter by the Gregorian computus (date-easter); Ash Wednesday 46 days
 * before it, Palm Sunday 7; Advent's first Sunday the fourth before
 * Christmas (27 November to 3 December).
 */
export function seasonStarts(year: number): Record<Season, number> {
  const { month, day } = gregorianEaster(year);
  const easter = utcDay(year, month, day);
  const christmas = utcDay(year, 12, 25);
  const christmasWeekday = new Date(christmas * dayMs).getUTCDay();
  return { lent: easter - 46, holyWeek: easter - 7, easter, advent: christmas - (christmasWeekday === 0 ? 7 : christmasWeekday) - 21, christmas };
}

/** The seasons' days of `year`: [first, end) day numbers, each its path's length (Christmas runs into the next year). */
function seasonWindows(library: DevotionalLibrary, year: number): { season: Season; start: number; end: number }[] {
  const starts = seasonStarts(year);
  return seasons.map((season) => ({ season, start: starts[season], end: starts[season] + library.seasonDays[season].length }));
}

/** The seasons' days from `from` up to `to` (not counting `to`): each window of the years they span, as far as it falls between them. */
function seasonalDaysBetween(library: DevotionalLibrary, from: number, to: number): number {
  let total = 0;
  for (let year = yearOf(from) - 1; year <= yearOf(to); year++) {
    for (const window of seasonWindows(library, year)) total += Math.max(0, Math.min(window.end, to) - Math.max(window.start, from));
  }
  return total;
}

const yearOf = (day: number) => new Date(day * dayMs).getUTCFullYear();

/** The season `day` belongs to and its place in the season's path, if any. */
function seasonOf(library: DevotionalLibrary, day: number): CalendarEntry | undefined {
  for (const window of [...seasonWindows(library, yearOf(day) - 1), ...seasonWindows(library, yearOf(day))]) {
    if (day >= window.start && day < window.end) return library.seasonDays[window.season][day - window.start];
  }
  return undefined;
}

/** The devotional of a calendar date ("YYYY-MM-DD"): the same for everyone on that date. */
export function devotionalOfDate(library: DevotionalLibrary, date: string): CalendarEntry {
  const day = dayNumber(date);
  const seasonal = seasonOf(library, day);
  if (seasonal) return seasonal;
  const epoch = dayNumber(library.schedule.epoch);
  // Ordinary days from the epoch to this one: negative before it.
  const ordinaryDays = day >= epoch ? day - epoch - seasonalDaysBetween(library, epoch, day) : -(epoch - day - seasonalDaysBetween(library, day, epoch));
  const count = library.ordinary.length;
  const entry = library.ordinary[((ordinaryDays % count) + count) % count];
  if (!entry) throw new Error("The devotional library has no ordinary time");
  return entry;
}
