import { z } from "zod";

/**
 * The translations Berea carries: their ids, schema and names, on their own
 * so that a page that only names a translation (a reading plan's links, the
 * last chapter read, a book's name) does not build the Bible API's schemas
 * too. bible.ts re-exports them.
 */
export const translationIds = ["kjv", "web", "rv1909"] as const;
export const translationIdSchema = z.enum(translationIds, {
  error: `Choose a translation: ${translationIds.join(", ")}.`,
});
export type TranslationId = z.infer<typeof translationIdSchema>;

export interface TranslationInfo {
  id: TranslationId;
  name: string;
  abbreviation: string;
  language: "en" | "es";
}

export const translations: Record<TranslationId, TranslationInfo> = {
  kjv: { id: "kjv", name: "King James Version", abbreviation: "KJV", language: "en" },
  web: { id: "web", name: "World English Bible", abbreviation: "WEB", language: "en" },
  rv1909: { id: "rv1909", name: "Reina-Valera 1909", abbreviation: "RV1909", language: "es" },
};
