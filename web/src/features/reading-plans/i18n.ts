import { addDays, parseISO } from "date-fns";
import { useMemo } from "react";
import { formatterFor } from "../../lib/i18n/format.ts";
import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/readingPlans.json";

/** The reading plans' strings (`lib/i18n/locales/<language>/readingPlans.json`). */
export const useReadingPlansT = defineNamespace("readingPlans", english);

export type ReadingPlansT = ReturnType<typeof useReadingPlansT>["t"];

/** A plan's calendar dates ("YYYY-MM-DD") in words, in the language shown. */
export interface PlanDates {
  /** "Monday, November 23". */
  longDate: (key: string) => string;
  /** "Nov 23, 2026". */
  shortDate: (key: string) => string;
  /** "November 2026" for "2026-11". */
  monthTitle: (month: string) => string;
  /** Sunday to Saturday. */
  weekdayNames: string[];
}

/** A Sunday: the week the weekday names are read from. */
const aSunday = new Date(2026, 10, 22);

export function planDates(t: ReadingPlansT, language: string): PlanDates {
  const { date } = formatterFor(language);
  return {
    longDate: (key) => date(parseISO(key), t("dates.long")),
    shortDate: (key) => date(parseISO(key), t("dates.short")),
    monthTitle: (month) => date(parseISO(`${month}-01`), t("dates.month")),
    weekdayNames: Array.from({ length: 7 }, (_, index) => date(addDays(aSunday, index), "EEEE")),
  };
}

/** The namespace's t and the plan dates in the language shown. */
export function usePlanWords() {
  const { t, i18n } = useReadingPlansT();
  const dates = useMemo(() => planDates(t, i18n.language), [t, i18n.language]);
  return { t, dates };
}
