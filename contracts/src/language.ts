import { z } from "zod";
import { languages } from "./languages.ts";

/**
 * The languages Berea speaks. The web app picks one (the browser's on a
 * first visit, then the reader's own choice) and sends it as `lang` to the
 * endpoints whose content is written per language (quizzes, devotionals,
 * plans, articles); an endpoint given no `lang` answers in English.
 * The lists and the browser's pick live in `languages.ts` (no zod), for the
 * web app's smallest bundles.
 */
export { defaultLanguage, defaultTranslationFor, isLanguage, languageFrom, languages, type Language } from "./languages.ts";

export const languageSchema = z.enum(languages, { error: `Choose a language: ${languages.join(", ")}.` });
