import type { learningEndpoints } from "@berea/contracts/learning";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { loadLearningLibrary } from "../../learning/learning-data.ts";
import { checkMastery, learningTracks, lessonView, type LearningDeps } from "../../learning/learning.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/learn/<action>`: tracks, lesson, check. The tracks and the two English texts load on first use and stay. */
export function learningHandlers(api: ApiDeps): AreaHandlers<typeof learningEndpoints> {
  let deps: LearningDeps | undefined;
  const load = () => (deps ??= { store: api.store, now: api.now, library: loadLearningLibrary(), texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() } });
  return {
    tracks: (_request, { caller }) => learningTracks(load(), caller.uid),
    lesson: ({ lessonId, translation }, { caller }) => lessonView(load(), caller.uid, lessonId, translation),
    check: ({ lessonId, answers }, { caller }) => checkMastery(load(), caller.uid, lessonId, answers),
  };
}
