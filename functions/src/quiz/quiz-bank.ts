import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Language } from "@berea/contracts/language";
import type { AnyBankQuestion, BankQuestion, QuizTopic, QuizTopicText, SpanishBankQuestion } from "@berea/contracts/quiz";

/**
 * The question banks (data/quiz/): the topics, the English questions
 * (questions/<topic>.json) and the Spanish ones (questions-es/<topic>.json,
 * ids "es-<topic>-<nnn>", fill-ins from the RV1909), read once per process.
 * Both languages share the topics (their Spanish names and descriptions in
 * topics-es.json); a quiz draws from its language's pool,
 * and an attempt's question ids find either language's questions. The
 * functions build copies it next to the bundle, as it does the Bible text.
 */
export interface QuizBank {
  topics: QuizTopic[];
  byId: Map<string, AnyBankQuestion>;
  /** Each language's questions by topic id. */
  byTopic: Record<Language, Map<string, AnyBankQuestion[]>>;
  /** The topics' Spanish names and descriptions by id (topics-es.json); a topic without one is named in English. */
  spanishTopics: Map<string, QuizTopicText>;
}

/** A mixed quiz's name, in the quiz's language. */
export const mixedQuizName = { en: "Mixed quiz", es: "Cuestionario variado" } as const satisfies Record<Language, string>;

/** A topic's name and description in `lang` (English when it has no Spanish ones). */
export function topicText(bank: QuizBank, topic: QuizTopic, lang: Language): { name: string; description: string } {
  const spanish = lang === "es" ? bank.spanishTopics.get(topic.id) : undefined;
  return spanish ? { name: spanish.name, description: spanish.description } : { name: topic.name, description: topic.description };
}

/** What an attempt's topic is called: the topic's name, or a mixed quiz's, in `lang`. */
export const topicNameIn = (bank: QuizBank, topic: QuizTopic | undefined, lang: Language): string => (topic ? topicText(bank, topic, lang).name : mixedQuizName[lang]);

function groupByTopic(topics: QuizTopic[], questions: readonly AnyBankQuestion[]): Map<string, AnyBankQuestion[]> {
  const byTopic = new Map<string, AnyBankQuestion[]>(topics.map((topic) => [topic.id, []]));
  for (const question of questions) byTopic.get(question.topic)?.push(question);
  return byTopic;
}

export function createQuizBank(topics: QuizTopic[], questions: BankQuestion[], spanish: SpanishBankQuestion[] = [], spanishTopics: QuizTopicText[] = []): QuizBank {
  return {
    topics,
    byId: new Map([...questions, ...spanish].map((question) => [question.id, question])),
    byTopic: { en: groupByTopic(topics, questions), es: groupByTopic(topics, spanish) },
    spanishTopics: new Map(spanishTopics.map((topic) => [topic.id, topic])),
  };
}

const candidates = [
  process.env.QUIZ_DATA_DIR,
  fileURLToPath(new URL("./quiz-data/", import.meta.url)),
  fileURLToPath(new URL("../../../data/quiz/", import.meta.url)),
].filter((dir): dir is string => dir !== undefined);

let loaded: QuizBank | undefined;

/** The topics' Spanish names and descriptions, relative to data/quiz/. */
const spanishTopicsFileName = "topics-es.json";

/** Each language's folder of question files, relative to data/quiz/. */
const questionDirs = { en: "questions", es: "questions-es" } as const satisfies Record<Language, string>;

export function loadQuizBank(): QuizBank {
  if (loaded) return loaded;
  const dir = candidates.find((candidate) => existsSync(`${candidate}/topics.json`));
  if (!dir) throw new Error(`Quiz bank not found; looked in ${candidates.join(", ")}`);
  const topics = JSON.parse(readFileSync(`${dir}/topics.json`, "utf8")) as QuizTopic[];
  const read = <Question>(folder: string): Question[] =>
    topics.flatMap((topic) => {
      const file = `${dir}/${folder}/${topic.id}.json`;
      return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Question[]) : [];
    });
  const spanishTopicsFile = `${dir}/${spanishTopicsFileName}`;
  const spanishTopics = existsSync(spanishTopicsFile) ? (JSON.parse(readFileSync(spanishTopicsFile, "utf8")) as QuizTopicText[]) : [];
  loaded = createQuizBank(topics, read<BankQuestion>(questionDirs.en), read<SpanishBankQuestion>(questionDirs.es), spanishTopics);
  return loaded;
}

/** Files the functions bundle needs next to it (relative to data/quiz/): the topics (in both languages) and both languages' question files. */
export const quizDataFiles = (topics: QuizTopic[]): string[] => ["topics.json", spanishTopicsFileName, ...Object.values(questionDirs).flatMap((folder) => topics.map((topic) => `${folder}/${topic.id}.json`))];

/** The folders quizDataFiles' files sit in. */
export const quizDataDirs: readonly string[] = Object.values(questionDirs);
