import type { TranslationId } from "./bible.ts";

/**
 * The languages Berea speaks, without zod: what the web app's first script
 * (the header's language switch, which the prerendered landing ships too)
 * needs, so it does not bring zod into that bundle. `language.ts` adds the
 * schema and re-exports all of this; import from there unless the bundle
 * matters.
 */
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** The Bible a reader of each language gets unless they choose another. */
export const defaultTranslationFor: Record<Language, TranslationId> = { en: "kjv", es: "rv1909" };

/** Whether `value` names one of Berea's languages. */
export const isLanguage = (value: unknown): value is Language => languages.some((language) => language === value);

/** The language a browser asks for (`navigator.languages`, `Accept-Language` entries), or English. */
export function languageFrom(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0];
    const match = languages.find((language) => language === base);
    if (match) return match;
  }
  return defaultLanguage;
}
