import type { answerValueSchema } from "@berea/contracts/quiz";
import type { z } from "zod";

export type AnswerValue = z.infer<typeof answerValueSchema>;

/** "45 s", "2 min 5 s" (the same units in English and Spanish). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;
