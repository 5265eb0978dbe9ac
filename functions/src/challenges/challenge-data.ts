import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Challenge } from "@berea/contracts/challenges";
import type { Language } from "@berea/contracts/language";
import { z } from "zod";

/**
 * The faith challenges written for Berea (data/challenges/catalog.json), each
 * with its measurable goal, and their titles and descriptions in Spanish
 * (catalog-es.json, by challenge id; the goals are the English file's). Read
 * once per process; the deployed bundle carries a copy of both next to
 * lib/index.js (functions/build.ts).
 */
const candidates = [
  process.env.CHALLENGES_DATA_DIR,
  fileURLToPath(new URL("./challenges-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/challenges/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

export const challengeGoalSchema = z.discriminatedUnion("kind", [
  /** Days of a reading plan checked off during the run. */
  z.strictObject({ kind: z.literal("reading-plan"), planId: z.string(), count: z.number().int().positive() }),
  /** Local days in a row with an "I prayed" on the prayer wall, within the run. */
  z.strictObject({ kind: z.literal("prayer-days"), count: z.number().int().positive() }),
  /** Each verse of a passage on a memory card in long-term review (FSRS review state) after `reviews` reviews. */
  z.strictObject({
    kind: z.literal("memory-passage"),
    book: z.string(),
    chapter: z.number().int().positive(),
    start: z.number().int().positive(),
    end: z.number().int().positive(),
    reviews: z.number().int().positive(),
  }),
  /** Every devotional of one path (any path) marked read. */
  z.strictObject({ kind: z.literal("devotional-path") }),
  /** Quizzes finished within the run. */
  z.strictObject({ kind: z.literal("quizzes"), count: z.number().int().positive() }),
]);
export type ChallengeGoal = z.infer<typeof challengeGoalSchema>;

export const challengeDefinitionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  title: z.string().min(1),
  description: z.string().min(1),
  days: z.number().int().min(1).max(90),
  goal: challengeGoalSchema,
});
export type ChallengeDefinition = z.infer<typeof challengeDefinitionSchema>;

export const challengeCatalogSchema = z.strictObject({ challenges: z.array(challengeDefinitionSchema).min(1) });

export const challengesFile = "catalog.json";

/** `catalog-es.json`: every challenge's title and description in Spanish, by challenge id. */
export const spanishChallengesFile = "catalog-es.json";
export const spanishChallengesSchema = z.strictObject({
  challenges: z.record(z.string(), z.strictObject({ title: z.string().trim().min(1).max(80), description: z.string().trim().min(1).max(300) })),
});

/** The files the functions bundle carries (relative to data/challenges/). */
export const challengeDataFiles = [challengesFile, spanishChallengesFile];

const loaded = new Map<Language, ChallengeDefinition[]>();

/**
 * The catalogue in `language` (English when left out), in the English file's
 * order. A challenge with no Spanish entry (data/content-es.test.ts checks
 * there is none) keeps its English words.
 */
export function loadChallenges(language: Language = "en"): ChallengeDefinition[] {
  const known = loaded.get(language);
  if (known) return known;
  const dir = candidates.find((candidate) => existsSync(`${candidate}/${challengesFile}`));
  if (!dir) throw new Error(`Challenges not found; looked in ${candidates.join(", ")}`);
  const english = language === "en" ? challengeCatalogSchema.parse(JSON.parse(readFileSync(`${dir}/${challengesFile}`, "utf8"))).challenges : loadChallenges("en");
  const words = language === "es" ? spanishChallengesSchema.parse(JSON.parse(readFileSync(`${dir}/${spanishChallengesFile}`, "utf8"))).challenges : {};
  const challenges = english.map((definition) => ({ ...definition, ...words[definition.id] }));
  loaded.set(language, challenges);
  return challenges;
}

/** The goal as a count and a unit, and where in Berea the work is done. */
function measure(goal: ChallengeGoal): Pick<Challenge, "goal" | "unit" | "action"> {
  switch (goal.kind) {
    case "reading-plan":
      return { goal: goal.count, unit: goal.count === 1 ? "reading" : "readings", action: { label: "Open your reading plans", href: "/Plans" } };
    case "prayer-days":
      return { goal: goal.count, unit: "days in a row", action: { label: "Pray on the prayer wall", href: "/prayer" } };
    case "memory-passage":
      return { goal: goal.end - goal.start + 1, unit: "verses", action: { label: "Review your memory verses", href: "/memory" } };
    case "devotional-path":
      return { goal: 1, unit: "path", action: { label: "Read the devotionals", href: "/Devotionals" } };
    case "quizzes":
      return { goal: goal.count, unit: "quizzes", action: { label: "Play a quiz", href: "/quiz" } };
  }
}

export const challengeView = (definition: ChallengeDefinition): Challenge => ({
  id: definition.id,
  title: definition.title,
  description: definition.description,
  days: definition.days,
  kind: definition.goal.kind,
  ...measure(definition.goal),
});
