import { z } from "zod";
import type { TranslationId } from "./bible.ts";

/**
 * The languages Berea speaks. The web app picks one (the browser's on a
 * first visit, then the reader's own choice) and sends it as `lang` to the
 * endpoints whose content is written per language (quizzes, devotionals,
 * plans, articles); an endpoint given no `lang` answers in English.
 */
export const languages = ["en", "es"] as const;
export const languageSchema = z.enum(languages, { error: `Choose a language: ${languages.join(", ")}.` });
export type Language = z.infer<typeof languageSchema>;

export const defaultLanguage: Language = "en";

/** The Bible a reader of each language gets unless they choose another. */
export const defaultTranslationFor: Record<Language, TranslationId> = { en: "kjv", es: "rv1909" };

/** The language a browser asks for (`navigator.languages`, `Accept-Language` entries), or English. */
export function languageFrom(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    const match = languages.find((language) => language === base);
    if (match) return match;
  }
  return defaultLanguage;
}
