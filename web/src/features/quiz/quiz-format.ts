import type { answerValueSchema } from "@berea/contracts/quiz";
import type { z } from "zod";

export type AnswerValue = z.infer<typeof answerValueSchema>;

/** An answer as a person reads it: true-false as True/False, a list joined with commas. */
export function formatAnswer(value: AnswerValue | null): string {
  if (value === null) return "No answer";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (Array.isArray(value)) return value.length > 0 ? value.join(", ") : "No answer";
  return value;
}

/** The server's right answer: one option, the blank's word, or the list of options. */
export const formatCorrect = (correct: string | string[]): string => (Array.isArray(correct) ? correct.join(", ") : correct);

/** "45 s", "2 min 5 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export const plural = (count: number, one: string, many: string): string => `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;

export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

export const difficultyLabel = { easy: "Easy", medium: "Medium", hard: "Hard" } as const;
