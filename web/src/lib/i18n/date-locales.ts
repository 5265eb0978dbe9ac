import type { Locale } from "date-fns";

/**
 * The languages' date-fns locales, loaded with a language's first namespace
 * (i18n.ts's backend), apart from format.ts so that i18next's chunk does not
 * carry date-fns's `format`: a translated screen without dates (the sign-in
 * pages, the quiz) loads no date-fns. English is date-fns's default.
 */
const dateLocales: Record<string, Locale | undefined> = {};

export async function loadDateLocale(language: string): Promise<void> {
  if (language === "es" && !dateLocales.es) dateLocales.es = (await import("date-fns/locale/es")).es;
}

/** The language's date-fns locale (once loaded), for a date-fns function `formatterFor` does not wrap (e.g. formatDistanceStrict); English is date-fns's default. */
export const dateLocaleFor = (language: string): Locale | undefined => dateLocales[language];
