import type { Language } from "@berea/contracts/language";
import type { learningEndpoints } from "@berea/contracts/learning";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { loadLearningLibrary } from "../../learning/learning-data.ts";
import { checkMastery, learningTracks, lessonView, type LearningDeps } from "../../learning/learning.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/learn/<action>`: tracks, lesson, check, each in its `lang`. The tracks of each language and the Bibles load on first use and stay. */
export function learningHandlers(api: ApiDeps): AreaHandlers<typeof learningEndpoints> {
  const loaded = new Map<Language, LearningDeps>();
  const load = (language: Language): LearningDeps => {
    const known = loaded.get(language);
    if (known) return known;
    const deps: LearningDeps = {
      store: api.store,
      now: api.now,
      library: loadLearningLibrary(language),
      language,
      texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), rv1909: loadTranslation("rv1909"), books: loadBooks() },
    };
    loaded.set(language, deps);
    return deps;
  };
  return {
    tracks: ({ lang }, { caller }) => learningTracks(load(lang), caller.uid),
    lesson: ({ lessonId, translation, lang }, { caller }) => lessonView(load(lang), caller.uid, lessonId, translation),
    check: ({ lessonId, answers, lang }, { caller }) => checkMastery(load(lang), caller.uid, lessonId, answers),
  };
}
