import type { Locale } from "date-fns";
import { format } from "date-fns";

/**
 * Dates and numbers in the language shown. Dates use date-fns with the
 * language's locale (`es` is loaded with the first Spanish namespace, by the
 * backend in i18n.ts, so English readers never download it); numbers use
 * Intl.NumberFormat. Patterns are date-fns's (`d MMMM yyyy`); put the
 * pattern in the namespace when the languages order a date differently.
 */
const dateLocales: Record<string, Locale | undefined> = {};

export async function loadDateLocale(language: string): Promise<void> {
  if (language === "es" && !dateLocales.es) dateLocales.es = (await import("date-fns/locale/es")).es;
}

/** The language's date-fns locale (once loaded), for a date-fns function `formatterFor` does not wrap (e.g. formatDistanceStrict); English is date-fns's default. */
export const dateLocaleFor = (language: string): Locale | undefined => dateLocales[language];

export interface Formatter {
  /** `date` in a date-fns pattern, with the language's month and day names. */
  date: (date: Date | number, pattern: string) => string;
  /** A number with the language's digit grouping (1,234 / 1234 / 12.345). */
  number: (value: number) => string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatterFor(language: string): Formatter {
  return {
    date: (date, pattern) => format(date, pattern, { locale: dateLocales[language] }),
    number: (value) => {
      let formatter = numberFormats.get(language);
      if (!formatter) {
        formatter = new Intl.NumberFormat(language);
        numberFormats.set(language, formatter);
      }
      return formatter.format(value);
    },
  };
}
