import { translationIdSchema, type TranslationId } from "@berea/contracts/translations";
import { defaultTranslationFor } from "@berea/contracts/languages";
import { z } from "zod";
import { currentLanguage } from "./language.ts";
import { readStored, writeStored } from "./storage.ts";

/**
 * Where the reader was last, remembered on this device. Other pages follow
 * it: the verse of the day, devotionals, reading plans and the library's
 * references open in the translation the person reads.
 */
const lastReadSchema = z.object({ translation: z.string(), book: z.string(), chapter: z.number().int().positive() });
const lastReadKey = "lastRead";

export const readLastRead = () => readStored(lastReadKey, lastReadSchema);
export const saveLastRead = (value: z.infer<typeof lastReadSchema>) => writeStored(lastReadKey, value);

/** The Bible a reader gets unless they chose another: their language's (KJV in English, RV1909 in Spanish). */
export const defaultTranslation = (): TranslationId => defaultTranslationFor[currentLanguage()];

/** The translation last read in the reader, when it is one Berea carries; else the reader's language's default. */
export const lastReadTranslation = () => namedOrLastReadTranslation(null);

/** The translation `named` (a page address's `?translation=`), or when none is named the one last read; the language's default (`defaultTranslation`) when it is not one Berea carries. */
export function namedOrLastReadTranslation(named: string | null): TranslationId {
  const parsed = translationIdSchema.safeParse(named ?? readLastRead()?.translation);
  return parsed.success ? parsed.data : defaultTranslation();
}
