import type { Language } from "@berea/contracts/languages";
import { useEffect, useState } from "react";
import { dateLocaleFor, loadDateLocale } from "./i18n/date-locales.ts";

/**
 * Whether `language`'s date-fns locale is here, so a date can be written in
 * its words; when it is not, it is loaded and the caller renders again. A
 * page with i18next gets it with its namespaces (i18n.ts); a page without
 * (the static pages on Preact) asks here, and holds its dates' places until
 * then rather than show English month names on a Spanish page.
 */
export function useDateLocale(language: Language): boolean {
  const ready = language === "en" || dateLocaleFor(language) !== undefined;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    void loadDateLocale(language).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [language, ready]);
  return ready;
}
