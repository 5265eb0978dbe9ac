import type { TranslationId } from "@berea/contracts/bible";
import { defaultTranslationFor } from "@berea/contracts/languages";
import { firstRenderLanguage } from "./language.ts";
import { namedOrLastReadTranslation } from "./last-read.ts";
import { useHydrated } from "./use-hydrated.ts";

/**
 * The Bible a page shows: the one `named` in its address (`?translation=`),
 * else the one last read on this device, else the language's
 * (`namedOrLastReadTranslation`). A prerendered page is built knowing neither
 * the address's query string nor the device's storage, so while it hydrates it
 * shows its markup's language's default (KJV in English, RV1909 in Spanish),
 * as the build did, and the reader's own in the render right after.
 */
export function useShownTranslation(named: string | null): TranslationId {
  const hydrated = useHydrated();
  return hydrated ? namedOrLastReadTranslation(named) : defaultTranslationFor[firstRenderLanguage()];
}
