import type { ActivityDay } from "@berea/contracts/dashboard";
import { format, parseISO } from "date-fns";

/** The kinds of activity the dashboard charts, in stacking order, with their names and colours (CSS variables in dashboard.module.css). */
export const activityKinds = [
  { key: "readings", label: "Plan readings", one: "plan reading", color: "var(--chart-readings)" },
  { key: "devotionals", label: "Devotionals", one: "devotional", color: "var(--chart-devotionals)" },
  { key: "quizzes", label: "Quizzes", one: "quiz", color: "var(--chart-quizzes)" },
  { key: "articles", label: "Articles", one: "article", color: "var(--chart-articles)" },
] as const satisfies readonly { key: keyof Omit<ActivityDay, "date">; label: string; one: string; color: string }[];

export type ActivityKey = (typeof activityKinds)[number]["key"];

/** "10 Mar" for "2026-03-10" (a calendar date, the same in any zone; date-fns, no Intl: lib/time-zone.ts). */
export const shortDay = (date: string): string => format(parseISO(date), "d MMM");
/** "Tue 10 Mar". */
export const longDay = (date: string): string => format(parseISO(date), "EEE d MMM");

export const dayTotal = (day: ActivityDay): number => activityKinds.reduce((sum, kind) => sum + day[kind.key], 0);
