import type { Challenge, ChallengeGoalKind } from "@berea/contracts/challenges";
import { BookOpen, BookHeart, Flame, HandHeart, Puzzle, type LucideIcon } from "lucide-react";

/** Each kind of goal's icon. */
export const goalIcons: Record<ChallengeGoalKind, LucideIcon> = {
  "reading-plan": BookOpen,
  "prayer-days": HandHeart,
  "memory-passage": BookHeart,
  "devotional-path": Flame,
  quizzes: Puzzle,
};

/** What a progress count counts: a devotional path's progress is its devotionals. */
export const progressUnit = (challenge: Pick<Challenge, "kind" | "unit">): string => (challenge.kind === "devotional-path" ? "devotionals" : challenge.unit);

/** "9 March", for the run's dates (calendar dates, read as written). */
export function formatDate(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${day ?? ""} ${months[(month ?? 1) - 1] ?? ""}`;
}

/** The last day of a run (its end date is the day after). */
export function lastDay(endDate: string): string {
  const date = new Date(`${endDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
