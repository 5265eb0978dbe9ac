import type { TranslationId } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/languages";
import type { BillingCycle, PlanId } from "@berea/contracts/pricing";
import { createContext, useContext, type ReactNode } from "react";
import { useShownWords } from "../../lib/use-shown-words.ts";
import { english } from "./copy-en.tsx";

/**
 * The landing page's words, one module per language (copy-en.tsx, copy-es.tsx),
 * without i18next: the prerendered landing's bundle must stay small
 * (scripts/js-budgets.ts), so it carries its own strings. English comes with
 * the page; another language is a chunk of its own, loaded by
 * `loadLandingCopy` before the page renders in it (the prerendered Spanish
 * landing's entry awaits it before hydrating; in the app, LandingPage
 * suspends on it). docs/ARCHITECTURE.md, "Languages".
 */
export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface Testimonial {
  name: string;
  detail: string;
  /** 0 to 5 in steps of 0.5. */
  rating: number;
  content: string;
}

export interface PlanWords {
  name: string;
  summary: string;
  features: readonly string[];
  cta: string;
}

export interface LandingCopy {
  language: Language;
  /** The page's <title>. */
  title: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    start: string;
    learnMore: string;
    verse: ReactNode;
    verseCaption: string;
  };
  /** The day's verse card shows this translation. */
  verseTranslation: TranslationId;
  why: {
    eyebrow: string;
    title: string;
    intro: string;
    reasons: readonly [{ title: string; text: string }, { title: string; text: string }, { title: string; text: string }, { title: string; text: string }];
  };
  demo: {
    eyebrow: string;
    title: string;
    intro: string;
    caption: string;
    count: string;
    topic: string;
    progressLabel: string;
    question: string;
    /** A to D; the answer is B. */
    choices: readonly [string, string, string, string];
    hint: string;
    hintVerse: ReactNode;
    hintReference: string;
    chooseFirst: string;
    correct: string;
    wrong: string;
    skipped: string;
    submit: string;
    skip: string;
    tabs: { home: string; stats: string; settings: string };
  };
  pricing: {
    eyebrow: string;
    title: string;
    intro: string;
    cycleLegend: string;
    cycles: Record<BillingCycle, { label: string; suffix: string; spokenSuffix: string }>;
    plans: Record<PlanId, PlanWords>;
    percentOff: (percent: number) => string;
    comparedWithMonthly: string;
    freeNoCard: string;
    orAnnual: (price: string, percent: number) => string;
    formatPrice: (dollars: number) => string;
    groups: string;
    groupsLink: string;
  };
  testimonials: {
    eyebrow: string;
    title: string;
    intro: string;
    carousel: string;
    page: (page: number, pages: number) => string;
    previous: string;
    next: string;
    rated: (rating: number) => string;
    items: readonly Testimonial[];
  };
  members: {
    /** Before the count: "Join". */
    before: string;
    /** After it, with its leading space. */
    after: string;
    text: string;
    cta: string;
    formatCount: (value: number) => string;
  };
  faq: {
    eyebrow: string;
    title: string;
    /** The introduction, with a link to the contact page made by `link`. */
    intro: (link: (text: string) => ReactNode) => ReactNode;
    items: readonly FaqItem[];
  };
}

export type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T };

/** A promise React's `use` reads at once when it has settled (it looks at `status` and `value`). */
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  result.status = "pending";
  promise.then(
    (value) => {
      result.status = "fulfilled";
      result.value = value;
    },
    () => {
      result.status = "rejected";
    },
  );
  return result;
}

const englishCopy: Tracked<LandingCopy> = Object.assign(Promise.resolve<LandingCopy>(english), { status: "fulfilled" as const, value: english });
const loaded = new Map<Language, Tracked<LandingCopy>>([["en", englishCopy]]);
const loaders: Record<Exclude<Language, "en">, () => Promise<LandingCopy>> = {
  es: () => import("./copy-es.tsx").then(({ spanish }) => spanish),
};

/** The landing's words in `language`: English at once, another language from its chunk (loaded once). */
export function loadLandingCopy(language: Language): Tracked<LandingCopy> {
  const known = loaded.get(language);
  if (known) return known;
  const loading = tracked(language === "en" ? Promise.resolve(english) : loaders[language]());
  loaded.set(language, loading);
  return loading;
}

export const LandingCopyContext = createContext<LandingCopy>(english);

/** The landing's words in the language the page shows (LandingPage provides them). */
export const useLandingCopy = (): LandingCopy => useContext(LandingCopyContext);

/** The landing's words for `language`, keeping the words shown while another language's load (lib/use-shown-words.ts). */
export function useShownCopy(language: Language): LandingCopy {
  const wanted = loadLandingCopy(language);
  return useShownWords(wanted.status === "fulfilled" ? wanted.value : undefined, wanted);
}
