import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BookMeta } from "@berea/contracts/bible";
import { readingPlanKinds, type CatalogPlan, type PlanDay, type ReadingPlanKind } from "@berea/contracts/reading-plans";
import type { Language } from "@berea/contracts/language";
import { z } from "zod";
import { loadBooks } from "../bible/bible-data.ts";
import { generateDays, type ChronologicalOrder } from "./generate.ts";
import { checkPassage, dayReadings, PassageError, type DayReadings } from "./readings.ts";

/**
 * The reading plan catalogue (data/reading-plans/): `catalog.json` lists the
 * plans; generated ones are computed from the Bible data on first use
 * (generate.ts: the same days every time), hand-built ones are read from
 * `thematic/<id>.json`, their days' themes in Spanish from
 * `thematic-es/<id>.json`. The functions build copies the folder next to the
 * bundle, as it does the quiz bank.
 */

export interface ReadingPlan {
  id: string;
  title: string;
  description: string;
  /** The title and description in Spanish (catalog-es.json). */
  es: { title: string; description: string };
  kind: ReadingPlanKind;
  /** The plan's days, each with its passages, labels and reader links. */
  days: DayReadings[];
  /** The same days as passages (what the coverage tests check). */
  passages: PlanDay[];
}

export interface ReadingPlanCatalog {
  plans: ReadingPlan[];
  byId: Map<string, ReadingPlan>;
  books: Map<string, BookMeta>;
}

const trackSchema = z.union([z.object({ from: z.string(), to: z.string() }), z.object({ order: z.literal("chronological") })]);
const catalogFileSchema = z.object({
  plans: z.array(
    z.intersection(
      z.object({ id: z.string().regex(/^[a-z0-9-]{1,60}$/), title: z.string().min(1), description: z.string().min(1), kind: z.enum(readingPlanKinds) }),
      z.union([z.object({ generate: z.object({ days: z.number().int().min(1).max(1000), tracks: z.array(trackSchema).min(1) }) }), z.object({ file: z.string().regex(/^thematic\/[a-z0-9-]+\.json$/) })]),
    ),
  ),
});
const passageSchema = z.strictObject({ book: z.string(), chapter: z.number().int(), start: z.number().int().optional(), end: z.number().int().optional() });
export const thematicFileSchema = z.object({ days: z.array(z.strictObject({ title: z.string().min(1), passages: z.array(passageSchema).min(1) })).min(1) });
const chronologicalSchema = z.object({ description: z.string(), sections: z.array(z.object({ name: z.string(), why: z.string(), read: z.array(z.string()).min(1) })).min(1) });

export type CatalogFile = z.infer<typeof catalogFileSchema>;

/** `thematic-es/<id>.json`: a hand-built plan's day themes in Spanish, one per day in the same order. */
export const spanishThemesSchema = z.object({ days: z.array(z.strictObject({ title: z.string().trim().min(1).max(120) })).min(1) });

/** Where a hand-built plan's Spanish themes are: `thematic/<id>.json` → `thematic-es/<id>.json`. */
export const spanishThemesFile = (file: string): string => file.replace(/^thematic\//, "thematic-es/");

/** `catalog-es.json`: every plan's title and description in Spanish, by plan id. */
export const spanishCatalogFile = "catalog-es.json";
export const spanishCatalogSchema = z.object({
  plans: z.record(z.string(), z.strictObject({ title: z.string().trim().min(1).max(80), description: z.string().trim().min(1).max(400) })),
});

const candidates = [
  process.env.READING_PLANS_DATA_DIR,
  fileURLToPath(new URL("./reading-plans-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/reading-plans/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

function dataDir(): string {
  const dir = candidates.find((candidate) => existsSync(`${candidate}/catalog.json`));
  if (!dir) throw new Error(`Reading plans not found; looked in ${candidates.join(", ")}`);
  return dir;
}

const readJson = (dir: string, name: string): unknown => JSON.parse(readFileSync(`${dir}/${name}`, "utf8"));

/** Files the functions bundle needs next to it (relative to data/reading-plans/). */
export function readingPlanDataFiles(catalog: CatalogFile): string[] {
  return ["catalog.json", spanishCatalogFile, "chronological-order.json", ...catalog.plans.flatMap((plan) => ("file" in plan ? [plan.file, spanishThemesFile(plan.file)] : []))];
}

export function readCatalogFile(dir = dataDir()): CatalogFile {
  return catalogFileSchema.parse(readJson(dir, "catalog.json"));
}

export function readChronologicalOrder(dir = dataDir()): ChronologicalOrder {
  return chronologicalSchema.parse(readJson(dir, "chronological-order.json"));
}

/** A hand-built plan's themes in Spanish; throws unless there is one for each of its `days`. */
function readSpanishThemes(dir: string, file: string, days: number): string[] {
  const name = spanishThemesFile(file);
  const themes = spanishThemesSchema.parse(readJson(dir, name)).days.map((day) => day.title);
  if (themes.length !== days) throw new Error(`${name} has ${themes.length} themes for the plan's ${days} days: give each day its theme in Spanish.`);
  return themes;
}

/** Builds the catalogue; throws on any passage that does not exist in the Bible data. */
export function buildCatalog(books: readonly BookMeta[], dir = dataDir()): ReadingPlanCatalog {
  const file = readCatalogFile(dir);
  const chronological = readChronologicalOrder(dir);
  // Every plan has its Spanish entry (data/content-es.test.ts checks it); one added without shows its English title in Spanish too.
  const spanish = spanishCatalogSchema.parse(readJson(dir, spanishCatalogFile)).plans;
  const bookById = new Map(books.map((book) => [book.id, book]));
  const plans = file.plans.map((entry): ReadingPlan => {
    const passages = "generate" in entry ? generateDays(entry.generate.tracks, entry.generate.days, books, chronological) : thematicFileSchema.parse(readJson(dir, entry.file)).days;
    const spanishThemes = "file" in entry ? readSpanishThemes(dir, entry.file, passages.length) : [];
    const days = passages.map((day, index) => {
      try {
        for (const passage of day.passages) checkPassage(passage, bookById);
        return dayReadings(day, bookById, spanishThemes[index]);
      } catch (error) {
        if (error instanceof PassageError) throw new Error(`Reading plan ${entry.id}, day ${index + 1}: ${error.message}`, { cause: error });
        throw error;
      }
    });
    const es = spanish[entry.id] ?? { title: entry.title, description: entry.description };
    return { id: entry.id, title: entry.title, description: entry.description, es, kind: entry.kind, days, passages };
  });
  const ids = new Set(plans.map((plan) => plan.id));
  if (ids.size !== plans.length) throw new Error("Reading plan ids must be unique.");
  return { plans, byId: new Map(plans.map((plan) => [plan.id, plan])), books: bookById };
}

let loaded: ReadingPlanCatalog | undefined;

/** The catalogue, built once per process (about 100 ms, mostly the balanced splits). */
export function loadReadingPlans(): ReadingPlanCatalog {
  loaded ??= buildCatalog(loadBooks());
  return loaded;
}

/** A plan as the catalogue lists it, its title and description in `language`. */
export const catalogEntry = (plan: ReadingPlan, language: Language = "en"): CatalogPlan => {
  const { title, description } = language === "es" ? plan.es : plan;
  return { id: plan.id, title, description, days: plan.days.length, kind: plan.kind };
};
