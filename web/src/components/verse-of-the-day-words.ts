import type { Language } from "@berea/contracts/languages";

/**
 * The verse of the day card's words, both languages in this module, without i18next: the card is on the
 * prerendered landing (its verse island), which must not load i18next (scripts/js-budgets.ts), as well as on /verse
 * and the home, which do. Both languages here (about 0.2 KB gzipped for the Spanish) so the card speaks the page's
 * language in its first render (the prerendered /verse, the server-rendered home) with nothing to load. The language
 * is the caller's (the landing's copy), else the one shown (lib/language.ts). docs/ARCHITECTURE.md, "Languages".
 */
export interface VerseOfTheDayWords {
  title: string;
  copy: string;
  shareImage: string;
  /** The link into the chapter: "Read Isaiah 9". */
  read: (chapter: string) => string;
  copied: (reference: string) => string;
  copyFailed: string;
  retry: string;
}

export const verseOfTheDayWords: Record<Language, VerseOfTheDayWords> = {
  en: {
    title: "Verse of the day",
    copy: "Copy",
    shareImage: "Share image",
    read: (chapter) => `Read ${chapter}`,
    copied: (reference) => `Copied ${reference}`,
    copyFailed: "Your browser did not allow copying. Select the text and copy it by hand.",
    retry: "Try again",
  },
  // As /verse (verse namespace), the reader (bible) and load-states (common) say them.
  es: {
    title: "Versículo del día",
    copy: "Copiar",
    shareImage: "Compartir imagen",
    read: (chapter) => `Leer ${chapter}`,
    copied: (reference) => `Copiado: ${reference}`,
    copyFailed: "Tu navegador no permitió copiar. Selecciona el texto y cópialo a mano.",
    retry: "Intentar de nuevo",
  },
};
