import { z } from "zod";
import { passageSchema } from "./content.ts";

/**
 * Guided learning tracks as committed under data/learning/ (one track per
 * file): each a short course of lessons, and each lesson a study guide (a
 * passage, an original teaching in headed sections that make its table of
 * contents) with a mastery check of five questions. Four right of five
 * (`masteryPassMark`) open the next lesson.
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
