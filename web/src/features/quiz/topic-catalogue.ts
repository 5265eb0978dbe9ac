import type { QuizTopic } from "@berea/contracts/quiz";
import topics from "../../../../data/quiz/topics.json";

/**
 * The quiz topics as the quiz bank defines them (data/quiz/topics.json, the
 * file the API reads), built into the page so /quiz shows them before the
 * caller's own home (which topics are open, counts, best scores) arrives.
 */
export const topicCatalogue: readonly QuizTopic[] = topics;
