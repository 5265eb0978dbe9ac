import type { Language } from "@berea/contracts/languages";
import type { QuestionType } from "@berea/contracts/quiz";
import { defineNamespace } from "../../lib/i18n/i18n.ts";
import { useLanguage } from "../../lib/language.ts";
import english from "../../lib/i18n/locales/en/quiz.json";
import type { AnswerValue } from "./quiz-format.ts";

/** The quiz's strings (`lib/i18n/locales/<language>/quiz.json`). */
export const useQuizT = defineNamespace("quiz", english);

/**
 * The quiz's strings with the ways it says numbers and answers in the
 * language shown: digits grouped as the language groups them ("1,234" in
 * English as before, "1234" in Spanish), a true-or-false answer (the server
 * says "True"/"False") in words, and a list of options joined.
 */
export function useQuizWords() {
  const { t, i18n } = useQuizT();
  // The reader's language (lib/language.ts), as the other translated features ask the API in it.
  const language: Language = useLanguage();
  const number = (value: number): string => value.toLocaleString(language === "en" ? "en-US" : language);
  /** An option or right answer as shown: "True"/"False" of a true-or-false question in words. */
  const option = (text: string, type?: QuestionType): string => (type === "true-false" && (text === "True" || text === "False") ? t(`answer.${text}`) : text);
  /** An answer given: true-false in words, a list joined with commas, nothing as "No answer". */
  const answer = (value: AnswerValue | null): string => {
    if (value === null) return t("answer.none");
    if (typeof value === "boolean") return t(value ? "answer.True" : "answer.False");
    if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : t("answer.none");
    return value;
  };
  /** The server's right answer: one option, the blank's word, or the list of options. */
  const correct = (value: string | string[], type?: QuestionType): string => (Array.isArray(value) ? value.join(", ") : option(value, type));
  return { t, i18n, language, number, option, answer, correct };
}
