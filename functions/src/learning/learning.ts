import type { BookMeta, TranslationData, TranslationId } from "@berea/contracts/bible";
import type { Passage } from "@berea/contracts/content";
import { defaultTranslationFor, type Language } from "@berea/contracts/language";
import type { Lesson } from "@berea/contracts/learning";
import { masteryPassMark, sectionIds, type LearningTracksReply, type LessonView, type MasteryCheckReply } from "@berea/contracts/learning";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import type { LearningLibrary, LessonEntry } from "./learning-data.ts";

/**
 * Guided learning tracks: each lesson a study guide and a mastery check of
 * five questions; four right pass it and open the next lesson. The answers
 * stay on the server until a check is marked. Each call is answered in
 * its `lang` (`library` is that language's tracks, learning-data.ts); the
 * progress is kept by lesson id, one for both languages. Costs: the tracks page 1
 * read, a lesson 1 read, a check 1 read and 1 write.
 */

/** `learningProgress/{uid}`: each lesson's best check and when it was first passed; one document per user, so every page costs one read. */
export const learningProgressSchema = z.object({
  uid: z.string(),
  lessons: z.record(
    z.string(),
    z.object({
      bestScore: z.number().int(),
      /** ISO time of the first passing check, or null. */
      passedAt: z.string().nullable(),
      checks: z.number().int(),
    }),
  ),
});
export type LearningProgress = z.infer<typeof learningProgressSchema>;
export const learningProgress = collection("learningProgress", learningProgressSchema);

export interface LearningDeps {
  store: Store;
  /** The tracks in the language asked for. */
  library: LearningLibrary;
  /** The language `library` is written in: references are named in it. */
  language?: Language;
  texts: Record<TranslationId, TranslationData> & { books: BookMeta[] };
  now: () => Date;
}

type Lessons = LearningProgress["lessons"];

const passed = (lessons: Lessons, id: string | undefined) => id !== undefined && (lessons[id]?.passedAt ?? null) !== null;

/** The first lesson of a track, and every lesson whose one before is passed. */
function isOpen({ track, number }: LessonEntry, lessons: Lessons): boolean {
  return number === 1 || passed(lessons, track.lessons[number - 2]?.id);
}

function requireLesson(library: LearningLibrary, lessonId: string): LessonEntry {
  const entry = library.lessons.get(lessonId);
  if (!entry) throw new AppError("not-found", msg("learning.noSuchLesson"));
  return entry;
}

function requireOpen(entry: LessonEntry, lessons: Lessons): void {
  if (isOpen(entry, lessons)) return;
  const before = entry.track.lessons[entry.number - 2];
  throw new AppError("permission-denied", msg("learning.passFirst", { title: before ? before.title : { en: "the lesson before", es: "la lección anterior" } }));
}

const lessonsOf = async (store: Store, uid: string): Promise<Lessons> => (await learningProgress.get(store, uid))?.lessons ?? {};

function label(books: BookMeta[], { book, chapter, start, end }: Passage, language: Language = "en"): string {
  const name = books.find((candidate) => candidate.id === book)?.name[language] ?? book;
  return `${name} ${chapter}:${start === end ? start : `${start}-${end}`}`;
}

/** A lesson's sections with the ids the page gives them. */
const sectionsOf = (lesson: Lesson) => {
  const ids = sectionIds(lesson.sections.map((section) => section.heading));
  return lesson.sections.map((section, index) => ({ id: ids[index] ?? "section", heading: section.heading }));
};

const neighbour = (entry: LessonEntry, offset: number) => {
  const lesson = entry.track.lessons[entry.number - 1 + offset];
  return lesson ? { id: lesson.id, title: lesson.title } : null;
};

/** `POST /api/learn/tracks` (1 read). */
export async function learningTracks({ store, library }: LearningDeps, uid: string): Promise<LearningTracksReply> {
  const lessons = await lessonsOf(store, uid);
  return {
    tracks: library.tracks.map((track) => ({
      id: track.id,
      title: track.title,
      summary: track.summary,
      passed: track.lessons.filter((lesson) => passed(lessons, lesson.id)).length,
      lessons: track.lessons.map((lesson, index) => ({
        id: lesson.id,
        number: index + 1,
        title: lesson.title,
        summary: lesson.summary,
        sections: sectionsOf(lesson),
        open: isOpen({ track, lesson, number: index + 1 }, lessons),
        passed: passed(lessons, lesson.id),
        bestScore: lessons[lesson.id]?.bestScore ?? null,
      })),
    })),
  };
}

/** `POST /api/learn/lesson` (1 read): the study guide and its questions, once the lesson is open; the passage in `translation`, else the language's own Bible. */
export async function lessonView(deps: LearningDeps, uid: string, lessonId: string, chosen?: TranslationId): Promise<LessonView> {
  const translation = chosen ?? defaultTranslationFor[deps.language ?? "en"];
  const entry = requireLesson(deps.library, lessonId);
  const lessons = await lessonsOf(deps.store, uid);
  requireOpen(entry, lessons);
  const { track, lesson, number } = entry;
  const { book, chapter, start, end } = lesson.passage;
  const verses = deps.texts[translation].books.find((candidate) => candidate.id === book)?.chapters[chapter - 1]?.verses ?? [];
  return {
    track: { id: track.id, title: track.title, lessons: track.lessons.length },
    id: lesson.id,
    number,
    title: lesson.title,
    summary: lesson.summary,
    author: track.author,
    passage: {
      label: label(deps.texts.books, lesson.passage, deps.language),
      translation,
      reference: lesson.passage,
      verses: Array.from({ length: end - start + 1 }, (_, i) => ({ verse: start + i, text: verses[start + i - 1] ?? "" })),
    },
    sections: sectionsOf(lesson).map((section, index) => ({ ...section, paragraphs: lesson.sections[index]?.paragraphs ?? [] })),
    questions: lesson.mastery.map((question) => ({ prompt: question.prompt, options: question.options })),
    passed: passed(lessons, lesson.id),
    bestScore: lessons[lesson.id]?.bestScore ?? null,
    previous: neighbour(entry, -1),
    next: neighbour(entry, 1),
  };
}

/**
 * `POST /api/learn/check` (1 read, 1 write): marks the five answers, keeps
 * the best score and the first pass. Each answer must be one of its
 * question's options in the lesson's language (`deps.library`).
 */
export async function checkMastery(deps: LearningDeps, uid: string, lessonId: string, answers: readonly string[]): Promise<MasteryCheckReply> {
  const entry = requireLesson(deps.library, lessonId);
  const { lesson } = entry;
  const fields: Record<string, ServerMessage> = {};
  lesson.mastery.forEach((question, index) => {
    if (!question.options.includes(answers[index] ?? "")) fields[`answers.${index}`] = msg("learning.notAnOption", { number: index + 1 });
  });
  const [firstProblem] = Object.values(fields);
  if (firstProblem) throw new AppError("invalid-argument", firstProblem, fields);
  const results = lesson.mastery.map((question, index) => ({
    right: answers[index] === question.answer,
    answer: question.answer,
    explanation: question.explanation,
    reference: label(deps.texts.books, question.reference, deps.language),
  }));
  const score = results.filter((result) => result.right).length;
  const best = await deps.store.runTransaction(async (tx) => {
    const progress = await learningProgress.get(tx, uid);
    const lessons = progress?.lessons ?? {};
    requireOpen(entry, lessons);
    const before = lessons[lesson.id];
    const now = deps.now().toISOString();
    const mark = {
      bestScore: Math.max(before?.bestScore ?? 0, score),
      passedAt: before?.passedAt ?? (score >= masteryPassMark ? now : null),
      checks: (before?.checks ?? 0) + 1,
    };
    learningProgress.set(tx, uid, { uid, lessons: { ...lessons, [lesson.id]: mark } });
    return mark;
  });
  return { score, passed: best.passedAt !== null, bestScore: best.bestScore, results, next: best.passedAt !== null ? neighbour(entry, 1) : null };
}
