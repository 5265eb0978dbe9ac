import { useMemo } from "react";
import { dateLocaleFor } from "../../lib/i18n/format.ts";
import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/circles.json";
import { englishTimeWords, type TimeWords } from "./circle-time.ts";

/** The faith circles' strings (`lib/i18n/locales/<language>/circles.json`). */
export const useCirclesT = defineNamespace("circles", english);

/** The circles' time words and date patterns in the language shown (circle-time.ts; English is its default). */
export function useTimeWords(): TimeWords {
  const { t, i18n } = useCirclesT();
  const language = i18n.language;
  return useMemo(
    () =>
      language === "en"
        ? englishTimeWords
        : {
            earlier: t("time.earlier"),
            today: t("time.today"),
            yesterday: t("time.yesterday"),
            justNow: t("time.justNow"),
            minutesAgo: (minutes) => t("time.minutesAgo", { minutes }),
            hoursAgo: (hours) => t("time.hoursAgo", { hours }),
            patterns: {
              dayThisYear: t("time.dayThisYear"),
              dayOtherYear: t("time.dayOtherYear"),
              weekday: t("time.weekday"),
              shortThisYear: t("time.shortThisYear"),
              shortOtherYear: t("time.shortOtherYear"),
              full: t("time.full"),
            },
            locale: dateLocaleFor(language),
            language,
          },
    [t, language],
  );
}
