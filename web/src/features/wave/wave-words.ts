import { wordsIn } from "../../lib/language.ts";

/** The Ripple Effect page's words. */
export interface WaveWords {
  documentTitle: string;
  title: string;
  intro: string;
  /** The breathing stage's name (a region). */
  stage: string;
  /** The cue under reduced motion, when nothing moves. */
  still: (seconds: number) => string;
  paused: string;
  in: string;
  out: string;
  hint: (seconds: number) => string;
  resume: string;
  pause: string;
  /** The verse's card (a region). */
  verse: string;
  retry: string;
}

/**
 * Both languages at hand, without i18next: /wave is a static page on Preact
 * for a first visit (app/static-landing/static-pages.ts), as light as the
 * marketing pages.
 */
export const useWaveWords = wordsIn<WaveWords>({
  en: {
    documentTitle: "Ripple Effect · Berea",
    title: "Ripple Effect",
    intro: "A quiet place to pause and pray. Breathe slowly with the ripples, and let the verse carry your prayer.",
    stage: "Breath prayer",
    still: (seconds) => `Breathe in slowly for ${seconds} counts, and out for ${seconds}.`,
    paused: "Paused",
    in: "Breathe in",
    out: "Breathe out",
    hint: (seconds) => `${seconds} seconds in, ${seconds} seconds out.`,
    resume: "Resume",
    pause: "Pause",
    verse: "Verse to pray with",
    retry: "Try again",
  },
  es: {
    documentTitle: "Efecto onda · Berea",
    title: "Efecto onda",
    intro: "Un lugar tranquilo para detenerte y orar. Respira despacio con las ondas y deja que el versículo lleve tu oración.",
    stage: "Oración con la respiración",
    still: (seconds) => `Inhala despacio contando ${seconds}, y exhala contando ${seconds}.`,
    paused: "En pausa",
    in: "Inhala",
    out: "Exhala",
    hint: (seconds) => `${seconds} segundos al inhalar, ${seconds} segundos al exhalar.`,
    resume: "Continuar",
    pause: "Pausar",
    verse: "Versículo para orar",
    retry: "Intentar de nuevo",
  },
});
