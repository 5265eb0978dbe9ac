import type { Language } from "@berea/contracts/languages";
import type { QuizTopic } from "@berea/contracts/quiz";
import topics from "../../../../data/quiz/topics.json";
import { registerPageStrings } from "../../lib/i18n/page-strings.ts";

/**
 * The quiz topics as the quiz bank defines them (data/quiz/topics.json, the
 * file the API reads), built into the page so /quiz shows them before the
 * caller's own home (which topics are open, counts, best scores) arrives.
 */
export const topicCatalogue: readonly QuizTopic[] = topics;

let spanish: Promise<readonly QuizTopic[]> | undefined;
let spanishLoaded: readonly QuizTopic[] | undefined;

/** The catalogue with its Spanish names and descriptions (data/quiz/topics-es.json, the API's too), in a chunk of its own: an English reader never loads it. */
export function spanishTopicCatalogue(): Promise<readonly QuizTopic[]> {
  spanish ??= import("../../../../data/quiz/topics-es.json").then(({ default: names }) =>
    topics.map((topic) => {
      const translated = names.find((entry) => entry.id === topic.id);
      return translated ? { ...topic, name: translated.name, description: translated.description } : topic;
    }),
  );
  void spanish.then((loaded) => (spanishLoaded = loaded));
  return spanish;
}

// A page prerendered (or hydrated) in Spanish has the names before it renders, so nothing suspends there (page-strings.ts).
registerPageStrings(async (language) => {
  if (language === "es") await spanishTopicCatalogue();
});

/**
 * The catalogue in `language`. The first time Spanish is asked for, the
 * component suspends until its chunk is in (as it does for the namespace's
 * strings, react-i18next's way: the pending load is thrown to Suspense).
 */
export function useTopicCatalogue(language: Language): readonly QuizTopic[] {
  if (language === "en") return topicCatalogue;
  if (spanishLoaded) return spanishLoaded;
  // Suspense's protocol: the pending load is thrown to the nearest boundary, which renders again once it is in.
  throw spanishTopicCatalogue();
}
