import { learningEndpoints, type LearningTracksReply, type LessonView, type MasteryCheckReply } from "@berea/contracts/learning";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "../../../lib/api-client.ts";

export type LessonTranslation = "kjv" | "web";

export const learningKeys = {
  all: ["learning"] as const,
  tracks: ["learning", "tracks"] as const,
  lessons: ["learning", "lesson"] as const,
  lesson: (id: string, translation: LessonTranslation) => ["learning", "lesson", id, translation] as const,
};

/** Every track and lesson with the reader's progress. */
export const tracksQuery = () => queryOptions({ queryKey: learningKeys.tracks, queryFn: () => callApi(learningEndpoints.tracks, {}) });
export const useLearningTracks = () => useQuery(tracksQuery());

/** One lesson's study guide; a 403 until the lesson before it is passed. Keeps the lesson on screen while its passage loads in another translation. */
export const useLesson = (lessonId: string, translation: LessonTranslation) =>
  useQuery({
    queryKey: learningKeys.lesson(lessonId, translation),
    queryFn: () => callApi(learningEndpoints.lesson, { lessonId, translation }),
    placeholderData: (previous) => (previous?.id === lessonId ? previous : undefined),
    // A closed lesson stays closed until a check opens it: asking again on every focus says nothing new.
    retry: (count, error) => !(error instanceof ApiError && (error.code === "permission-denied" || error.code === "not-found")) && count < 2,
  });

/** Marks a mastery check; the tracks and this lesson's progress are read again afterwards (the next lesson may now be open). */
export function useMasteryCheck(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: string[]): Promise<MasteryCheckReply> => callApi(learningEndpoints.check, { lessonId, answers }),
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
