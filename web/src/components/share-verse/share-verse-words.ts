import type { Language } from "@berea/contracts/languages";
import { frameWords } from "../layout/frame-words.ts";

/**
 * The share-as-image dialog's words, both languages in this module (in the dialog's own lazy chunk), without
 * i18next: the dialog opens from the verse of the day card, which the prerendered landing shows and which must not
 * load i18next (scripts/js-budgets.ts). The language is the caller's (the landing's copy, the card's), else the one
 * shown (lib/language.ts). docs/ARCHITECTURE.md, "Languages".
 */
export interface ShareVerseWords {
  title: string;
  drawing: string;
  drawFailed: string;
  tryAgain: string;
  share: string;
  download: string;
  close: string;
  shareFailed: string;
  /** Under "Berea" on the image: the frame's tagline. */
  tagline: string;
}

export const shareVerseWords: Record<Language, ShareVerseWords> = {
  en: {
    title: "Share as image",
    drawing: "Drawing your image…",
    drawFailed: "We couldn't draw the image. Please try again.",
    tryAgain: "Try again",
    share: "Share",
    download: "Download image",
    close: "Close",
    shareFailed: "We couldn't open sharing here. You can download the image instead.",
    tagline: frameWords.en.footer.tagline,
  },
  es: {
    title: "Compartir como imagen",
    drawing: "Preparando tu imagen…",
    drawFailed: "No pudimos crear la imagen. Inténtalo de nuevo.",
    tryAgain: "Intentar de nuevo",
    share: "Compartir",
    download: "Descargar imagen",
    close: "Cerrar",
    shareFailed: "No pudimos abrir el menú para compartir. Puedes descargar la imagen.",
    tagline: frameWords.es.footer.tagline,
  },
};
