import { z } from "zod";
import type { TranslationId } from "./bible.ts";
import { passageSchema } from "./content.ts";
import { endpoint } from "./endpoint.ts";
import { languageSchema } from "./language.ts";

/**
 * Guided learning tracks as committed under data/learning/ (one track per
 * file): each a short course of lessons, and each lesson a study guide (a
 * passage, an original teaching in headed sections that make its table of
 * contents) with a mastery check of five questions. Four right of five
 * (`masteryPassMark`) open the next lesson. The Spanish tracks
 * (data/learning-es/, same file names) translate the English ones with the
 * same ids, passages and question order, quoting the RV1909; the endpoints
 * answer in the `lang` asked for, a track with no Spanish file in English.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lowercase words joined by hyphens");
const sentence = z.string().trim().min(1);

/** Right answers of a lesson's five that pass its mastery check (80%). */
export const masteryPassMark = 4;
export const masteryQuestionCount = 5;

export const masteryQuestionSchema = z.object({
  prompt: sentence.max(240),
  /** Four distinct options, the answer among them. */
  options: z.array(sentence.max(120)).length(4),
  answer: sentence,
  /** Where the answer can be read. */
  reference: passageSchema,
  /** One or two sentences shown after answering. */
  explanation: sentence.max(400),
});
export type MasteryQuestion = z.infer<typeof masteryQuestionSchema>;

export const lessonSectionSchema = z.object({
  heading: sentence.max(80),
  paragraphs: z.array(sentence).min(1),
});

export const lessonSchema = z.object({
  /** Unique across all tracks, e.g. "life-of-jesus-03". */
  id: slug,
  title: sentence.max(90),
  /** One sentence for the track's list of lessons. */
  summary: sentence.max(220),
  /** The passage to read before the teaching. */
  passage: passageSchema,
  /** 300 to 700 words in all; the headings are the lesson's table of contents. */
  sections: z.array(lessonSectionSchema).min(3).max(8),
  mastery: z.array(masteryQuestionSchema).length(masteryQuestionCount),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const trackSchema = z.object({
  id: slug,
  title: sentence.max(60),
  /** One or two sentences for the tracks page. */
  summary: sentence.max(300),
  author: sentence,
  lessons: z.array(lessonSchema).min(6).max(12),
});
export type Track = z.infer<typeof trackSchema>;

// ---------------------------------------------------------------------------
// Learning API

const lessonId = z.string({ error: "lessonId is required." }).regex(/^[a-z0-9-]{1,80}$/, "lessonId is not a lesson.");
/**
 * The Bibles a lesson's passage can be read in: bible.ts's translationIds,
 * written here so the learning pages do not load bible.ts's schemas (1 KB).
 */
const lessonTranslations = ["kjv", "web", "rv1909"] as const satisfies readonly TranslationId[];
const translationIdSchema = z.enum(lessonTranslations, { error: `Choose a translation: ${lessonTranslations.join(", ")}.` });
/** The Bible a lesson's passage is read in; left out, the language's own (KJV for English, RV1909 for Spanish). */
const translation = translationIdSchema.optional();
/** The language the tracks, lessons and checks are written in (`lang`); English when left out. */
const lang = languageSchema.default("en");

/** A lesson as the tracks page lists it, with the caller's progress. */
export const lessonSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Its sections: the study guide's table of contents. */
  sections: z.array(z.object({ id: z.string(), heading: z.string() })),
  /** The first lesson of a track, and every lesson after a passed one. */
  open: z.boolean(),
  passed: z.boolean(),
  /** Right answers of five in the caller's best check, or null before one. */
  bestScore: z.number().int().nullable(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const trackSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  lessons: z.array(lessonSummarySchema),
  passed: z.number().int(),
});
export type TrackSummary = z.infer<typeof trackSummarySchema>;

/**
 * The ids of a lesson's sections, for links to a place in it: each heading
 * in lower case with hyphens ("What Paul found" is "what-paul-found"), a
 * repeated one numbered.
 */
export function sectionIds(headings: readonly string[]): string[] {
  const taken = new Set<string>();
  return headings.map((heading) => {
    const base =
      heading
        .normalize("NFD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "section";
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  });
}

export const learningTracksReplySchema = z.object({ tracks: z.array(trackSummarySchema) });
export type LearningTracksReply = z.infer<typeof learningTracksReplySchema>;

export const lessonRequestSchema = z.object({ lessonId, translation, lang });

export const lessonNeighbourSchema = z.object({ id: z.string(), title: z.string() }).nullable();

export const lessonViewSchema = z.object({
  track: z.object({ id: z.string(), title: z.string(), lessons: z.number().int() }),
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  author: z.string(),
  passage: z.object({
    label: z.string(),
    translation: translationIdSchema,
    reference: passageSchema,
    verses: z.array(z.object({ verse: z.number().int(), text: z.string() })),
  }),
  /** Each section with an id for its place in the page (the table of contents links to it). */
  sections: z.array(z.object({ id: z.string(), heading: z.string(), paragraphs: z.array(z.string()) })),
  /** The mastery check, without its answers. */
  questions: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
  passed: z.boolean(),
  bestScore: z.number().int().nullable(),
  previous: lessonNeighbourSchema,
  next: lessonNeighbourSchema,
});
export type LessonView = z.infer<typeof lessonViewSchema>;

export const masteryCheckRequestSchema = z.object({
  lessonId,
  answers: z
    .array(z.string({ error: "Each answer is one of the question's options." }).max(200, "An answer is at most 200 characters."), { error: "answers must be a list." })
    .length(masteryQuestionCount, `Answer all ${masteryQuestionCount} questions.`),
  /** The language the answers are the options of (the lesson's language when it was shown). */
  lang,
});

export const masteryCheckReplySchema = z.object({
  score: z.number().int(),
  passed: z.boolean(),
  bestScore: z.number().int(),
  results: z.array(z.object({ right: z.boolean(), answer: z.string(), explanation: z.string(), reference: z.string() })),
  /** The lesson this result opens (or had opened), if there is one after it. */
  next: lessonNeighbourSchema,
});
export type MasteryCheckReply = z.infer<typeof masteryCheckReplySchema>;

export const learningEndpoints = {
  /** Every track and lesson, with the caller's progress. */
  tracks: endpoint({ method: "POST", path: "/learn/tracks", request: z.object({ lang }), reply: learningTracksReplySchema, access: "signed-in", errors: [] }),
  /** One lesson's study guide and mastery questions, once the lesson before it is passed. */
  lesson: endpoint({ method: "POST", path: "/learn/lesson", request: lessonRequestSchema, reply: lessonViewSchema, access: "signed-in", errors: ["not-found", "permission-denied"] }),
  /** Marks a mastery check: four of five right pass it and open the next lesson. */
  check: endpoint({ method: "POST", path: "/learn/check", request: masteryCheckRequestSchema, reply: masteryCheckReplySchema, access: "signed-in", errors: ["not-found", "permission-denied"] }),
};
