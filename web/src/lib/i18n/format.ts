import { format } from "date-fns";
import { dateLocaleFor } from "./date-locales.ts";

export { dateLocaleFor, loadDateLocale } from "./date-locales.ts";

/**
 * Dates and numbers in the language shown. Dates use date-fns with the
 * language's locale (`es` is loaded with the first Spanish namespace, by the
 * backend in i18n.ts, so English readers never download it); numbers use
 * Intl.NumberFormat. Patterns are date-fns's (`d MMMM yyyy`); put the
 * pattern in the namespace when the languages order a date differently.
 */
export interface Formatter {
  /** `date` in a date-fns pattern, with the language's month and day names. */
  date: (date: Date | number, pattern: string) => string;
  /** A number with the language's digit grouping (1,234 / 1234 / 12.345). */
  number: (value: number) => string;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatterFor(language: string): Formatter {
  return {
    date: (date, pattern) => format(date, pattern, { locale: dateLocaleFor(language) }),
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
