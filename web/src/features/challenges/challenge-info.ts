import type { Challenge, ChallengeGoalKind, MyChallenge } from "@berea/contracts/challenges";
import { BookOpen, BookHeart, Flame, HandHeart, Puzzle, type LucideIcon } from "lucide-react";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useChallengesT } from "./i18n.ts";

/** Each kind of goal's icon. */
export const goalIcons: Record<ChallengeGoalKind, LucideIcon> = {
  "reading-plan": BookOpen,
  "prayer-days": HandHeart,
  "memory-passage": BookHeart,
  "devotional-path": Flame,
  quizzes: Puzzle,
};

/**
 * The words the challenges' screens build from a challenge, in the reader's
 * language: its goal's unit (the server's `unit` is English, so the screen
 * names it from the goal's kind), a progress count's unit (a devotional
 * path's progress is its devotionals), where the work is done, who the run
 * is with, and "9 March" for the run's dates (calendar dates, read as written).
 */
export function useChallengeWords() {
  const { t, i18n } = useChallengesT();
  return {
    goalUnit: (challenge: Pick<Challenge, "kind" | "goal">): string => t(`units.${challenge.kind}`, { count: challenge.goal }),
    progressUnit: (challenge: Pick<Challenge, "kind">, goal: number): string =>
      challenge.kind === "devotional-path" ? t("units.devotionals", { count: goal }) : t(`units.${challenge.kind}`, { count: goal }),
    actionLabel: (challenge: Pick<Challenge, "kind">): string => t(`actions.${challenge.kind}`),
    withLabel: (run: Pick<MyChallenge, "with">): string =>
      run.with.kind === "alone" ? t("with.alone") : run.with.kind === "family" ? t("with.family") : t("with.circle", { name: run.with.name }),
    formatDate: (date: string): string => {
      const [year, month, day] = date.split("-").map(Number) as [number, number, number];
      return formatterFor(i18n.language).date(new Date(year, month - 1, day), t("datePattern"));
    },
  };
}

/** The last day of a run (its end date is the day after). */
export function lastDay(endDate: string): string {
  const date = new Date(`${endDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
