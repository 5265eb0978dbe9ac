import { loadDateLocale } from "../../lib/i18n/date-locales.ts";
import { registerPageStrings } from "../../lib/i18n/page-strings.ts";
import { wordsIn } from "../../lib/language.ts";

// A page prerendered in Spanish renders and hydrates with date-fns's Spanish at hand (the entries await it).
registerPageStrings(loadDateLocale);

/**
 * The verse of the day page's words, both languages at hand without i18next:
 * /verse is a static page on Preact for a first visit
 * (app/static-landing/static-pages.ts). `datePattern` is date-fns's.
 */
export const useVerseWords = wordsIn({
  en: {
    title: "Verse of the day",
    documentTitle: "Verse of the day · Berea",
    datePattern: "EEEE, MMMM d, yyyy",
    memorize: "Memorize this verse",
  },
  es: {
    title: "Versículo del día",
    documentTitle: "Versículo del día · Berea",
    datePattern: "EEEE, d 'de' MMMM 'de' yyyy",
    memorize: "Memoriza este versículo",
  },
});
