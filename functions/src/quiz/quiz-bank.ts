import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { BankQuestion, QuizTopic } from "@berea/contracts/quiz";

/**
 * The question bank (data/quiz/): topics and their questions, read once per
 * process. The functions build copies it next to the bundle, as it does the
 * Bible text.
 */
export interface QuizBank {
  topics: QuizTopic[];
  byId: Map<string, BankQuestion>;
  byTopic: Map<string, BankQuestion[]>;
}

export function createQuizBank(topics: QuizTopic[], questions: BankQuestion[]): QuizBank {
  const byTopic = new Map<string, BankQuestion[]>(topics.map((topic) => [topic.id, []]));
  for (const question of questions) byTopic.get(question.topic)?.push(question);
  return { topics, byId: new Map(questions.map((question) => [question.id, question])), byTopic };
}

const candidates = [
  process.env.QUIZ_DATA_DIR,
  fileURLToPath(new URL("./quiz-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/quiz/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

let loaded: QuizBank | undefined;

export function loadQuizBank(): QuizBank {
  if (loaded) return loaded;
  const dir = candidates.find((candidate) => existsSync(`${candidate}/topics.json`));
  if (!dir) throw new Error(`Quiz bank not found; looked in ${candidates.join(", ")}`);
  const topics = JSON.parse(readFileSync(`${dir}/topics.json`, "utf8")) as QuizTopic[];
  const questions = topics.flatMap((topic) => {
    const file = `${dir}/questions/${topic.id}.json`;
    return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as BankQuestion[]) : [];
  });
  loaded = createQuizBank(topics, questions);
  return loaded;
}

/** Files the functions bundle needs next to it (relative to data/quiz/). */
export const quizDataFiles = (topics: QuizTopic[]): string[] => ["topics.json", ...topics.map((topic) => `questions/${topic.id}.json`)];
