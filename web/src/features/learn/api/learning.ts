import type { TranslationId } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/languages";
import { learningEndpoints, type LearningTracksReply, type LessonView, type MasteryCheckReply } from "@berea/contracts/learning";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/language.ts";

export type LessonTranslation = TranslationId;

export const learningKeys = {
  all: ["learning"] as const,
  tracks: ["learning", "tracks"] as const,
  tracksIn: (lang: Language) => ["learning", "tracks", lang] as const,
  lessons: ["learning", "lesson"] as const,
  lesson: (id: string, translation: LessonTranslation, lang: Language) => ["learning", "lesson", id, translation, lang] as const,
};

/** The tracks are written in `lang`: Spanish sends `lang: "es"`, English no `lang` (the API's default). */
const inLanguage = (lang: Language) => (lang === "en" ? {} : { lang });

/** Every track and lesson with the reader's progress, in the reader's language. */
export const tracksQuery = (lang: Language = "en") => queryOptions({ queryKey: learningKeys.tracksIn(lang), queryFn: () => callApi(learningEndpoints.tracks, inLanguage(lang)) });
export const useLearningTracks = () => useQuery(tracksQuery(useLanguage()));

/** One lesson's study guide in the reader's language; a 403 until the lesson before it is passed. Keeps the lesson on screen while its passage loads in another translation. */
export const useLesson = (lessonId: string, translation: LessonTranslation) => {
  const lang = useLanguage();
  return useQuery({
    queryKey: learningKeys.lesson(lessonId, translation, lang),
    queryFn: () => callApi(learningEndpoints.lesson, { lessonId, translation, ...inLanguage(lang) }),
    placeholderData: (previous) => (previous?.id === lessonId ? previous : undefined),
    // A closed lesson stays closed until a check opens it: asking again on every focus says nothing new.
    retry: (count, error) => !(error instanceof ApiError && (error.code === "permission-denied" || error.code === "not-found")) && count < 2,
  });
};

/** Marks a mastery check (its answers are the options in the reader's language); the tracks and this lesson's progress are read again afterwards (the next lesson may now be open). */
export function useMasteryCheck(lessonId: string) {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (answers: string[]): Promise<MasteryCheckReply> => callApi(learningEndpoints.check, { lessonId, answers, ...inLanguage(lang) }),
    onSuccess: (reply) => {
      queryClient.setQueriesData<LessonView>({ queryKey: learningKeys.lessons }, (view) =>
        view && view.id === lessonId ? { ...view, passed: reply.passed, bestScore: reply.bestScore } : view,
      );
      void queryClient.invalidateQueries({ queryKey: learningKeys.tracks });
      if (reply.next) void queryClient.invalidateQueries({ queryKey: [...learningKeys.lessons, reply.next.id] });
    },
  });
}

export const isClosed = (error: unknown): error is ApiError => error instanceof ApiError && error.code === "permission-denied";
export const isMissing = (error: unknown): boolean => error instanceof ApiError && error.code === "not-found";

export type { LearningTracksReply, LessonView, MasteryCheckReply };
