import type { Language } from "@berea/contracts/languages";
import type { ReactNode } from "react";
import { registerPageStrings } from "../../lib/i18n/page-strings.ts";
import { useLanguage } from "../../lib/language.ts";
import { useShownWords } from "../../lib/use-shown-words.ts";

/**
 * The marketing pages' words (/about, /careers, /tos, /privacy, the 404),
 * without i18next: the pages are prerendered and light (scripts/js-budgets.ts),
 * and most of their words are content, not interface. The long pages (about,
 * terms, privacy) are one module per language, as the landing's copy is:
 * English in the page's chunk, another language a chunk of its own that a
 * page prerendered in it has loaded before it renders or hydrates
 * (registerPageStrings: main.tsx and the build's prerender await it), and
 * that a reader who switches language waits for (the page keeps its words until then). The
 * short ones (careers, the 404) carry both languages in one module, as the
 * frame does (`wordsIn`): the 404 is rendered in the browser from app.html,
 * where a chunk would only add a wait. docs/ARCHITECTURE.md, "Languages".
 */
export interface AboutCopy {
  /** The page's <title>. */
  title: string;
  eyebrow: string;
  heading: string;
  /** The introduction's paragraphs (the name's story quotes Acts 17:11 in the language's Bible). */
  intro: readonly ReactNode[];
  featuresHeading: string;
  /** Ten, numbered on the page. */
  features: readonly { title: string; text: string }[];
  communityHeading: string;
  communityText: string;
  circles: string;
  emailUs: string;
  contactPage: string;
}

/** The Terms of Service and the Privacy Policy (LegalDocument). */
export interface LegalCopy {
  title: string;
  /** Shown as "Last updated"; an ISO date (YYYY-MM-DD). */
  updated: string;
  summary: ReactNode;
  body: ReactNode;
}

type OtherLanguage = Exclude<Language, "en">;

/**
 * A long page's words: `english` at once, every other language from its
 * loader, once (a chunk of its own). Returns the page's hook: the words in the
 * language shown (the markup's while hydrating, then the reader's), the words
 * shown before while another language's chunk loads.
 */
export function pageCopy<T>(english: T, loaders: Record<OtherLanguage, () => Promise<T>>): () => T {
  const loaded = new Map<Language, T>([["en", english]]);
  // One promise per language, so a render asks for the same one each time.
  const englishLoaded = Promise.resolve(english);
  const loading = new Map<OtherLanguage, Promise<T>>();
  const load = (language: Language): Promise<T> => {
    if (language === "en") return englishLoaded;
    let pending = loading.get(language);
    if (!pending) {
      pending = loaders[language]().then((copy) => {
        loaded.set(language, copy);
        return copy;
      });
      loading.set(language, pending);
    }
    return pending;
  };
  // A page prerendered (or hydrated) in Spanish has its words before it renders, so nothing suspends there.
  registerPageStrings(async (language) => {
    await load(language);
  });
  return function usePageCopy(): T {
    const language = useLanguage();
    // While another language's words load, the page keeps the ones it shows (lib/use-shown-words.ts).
    return useShownWords(loaded.get(language), load(language));
  };
}
