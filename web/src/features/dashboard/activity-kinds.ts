import type { ActivityDay } from "@berea/contracts/dashboard";
import { parseISO } from "date-fns";
import type { TFunction } from "i18next";
import { formatterFor } from "../../lib/i18n/format.ts";

/** The kinds of activity the dashboard charts, in stacking order, with their colours (CSS variables in dashboard.module.css); their names are the namespace's `activity.kinds`. */
export const activityKinds = [
  { key: "readings", color: "var(--chart-readings)" },
  { key: "devotionals", color: "var(--chart-devotionals)" },
  { key: "quizzes", color: "var(--chart-quizzes)" },
  { key: "articles", color: "var(--chart-articles)" },
] as const satisfies readonly { key: keyof Omit<ActivityDay, "date">; color: string }[];

export type ActivityKey = (typeof activityKinds)[number]["key"];

/**
 * A calendar date ("2026-03-10", the same in any zone) in the language shown: `short` "10 Mar", `long` "Tue 10 Mar"
 * ("10 mar", "mar 10 mar"), with date-fns and the namespace's patterns (no Intl: lib/time-zone.ts).
 */
export function dayFormats(t: TFunction<"dashboard">, language: string) {
  const { date } = formatterFor(language);
  return {
    shortDay: (day: string): string => date(parseISO(day), t("activity.shortDay")),
    longDay: (day: string): string => date(parseISO(day), t("activity.longDay")),
  };
}

export const dayTotal = (day: ActivityDay): number => activityKinds.reduce((sum, kind) => sum + day[kind.key], 0);
