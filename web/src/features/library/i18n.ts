import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/library.json";

/** The library's strings (`lib/i18n/locales/<language>/library.json`). */
export const useLibraryT = defineNamespace("library", english);

/** "3 min", "1 hr 20 min", "About 52 hours" in the reader's language: how long something takes to read at an easy pace. */
export function useReadingTime(): (minutes: number) => string {
  const { t } = useLibraryT();
  return (minutes) => {
    if (minutes < 60) return t("time.minutes", { minutes });
    if (minutes < 600) {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return rest === 0 ? t("time.hours", { hours }) : t("time.hoursMinutes", { hours, minutes: rest });
    }
    return t("time.about", { hours: Math.round(minutes / 60) });
  };
}

/**
 * The books' own language: they are public-domain English texts, so on a page
 * in another language their words are marked `lang="en"` (a screen reader
 * reads them as English); on an English page nothing needs saying.
 */
export function useBookLang(): "en" | undefined {
  const { i18n } = useLibraryT();
  return i18n.language === "en" ? undefined : "en";
}
