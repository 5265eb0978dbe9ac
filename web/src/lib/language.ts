// The zod-free half of the language contract: this module is in the app's entry and the landing's bundle.
import { defaultLanguage, isLanguage, languageFrom, type Language } from "@berea/contracts/languages";
import { useSyncExternalStore } from "react";

/**
 * The language the interface speaks, without i18next: the header's switch
 * (which the prerendered landing ships too) reads and sets it through this
 * small module, and `lib/i18n/` follows it in the app.
 *
 * On a first visit it is the browser's (`navigator.languages`); once the
 * reader chooses, the choice is kept on this device in localStorage and in
 * the `firebase-language-override` cookie, the one Firebase Hosting's i18n
 * rewrites read, so Hosting can serve a page prerendered in that language
 * (docs/ARCHITECTURE.md, "Languages"). A signed-in reader's choice is also
 * kept on their profile (`lib/i18n/profile-language.ts`).
 */
export const languageStorageKey = "berea.language";
export const languageCookie = "firebase-language-override";
const changeEvent = "berea:language-change";
/** A year: the cookie outlives a visit like the localStorage entry does. */
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

function cookieLanguage(): Language | null {
  if (typeof document === "undefined") return null;
  const entry = document.cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${languageCookie}=`));
  const value = entry?.slice(languageCookie.length + 1);
  return isLanguage(value) ? value : null;
}

/** The reader's own choice on this device (localStorage, else the cookie), or null before they choose. */
export function chosenLanguage(): Language | null {
  if (typeof window === "undefined") return null;
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage can be disabled; the cookie may still hold the choice.
  }
  return cookieLanguage();
}

/** The language to show: the reader's choice, else the browser's. */
export function currentLanguage(): Language {
  return chosenLanguage() ?? languageFrom(typeof navigator === "undefined" ? [] : navigator.languages);
}

/**
 * The language of the markup React is about to hydrate, or null when it
 * renders afresh. A page prerendered per language (the landing, app/prerendered/)
 * is served in the reader's language by Hosting's i18n rewrites, the local
 * server and the service worker; its first render must be in the markup's
 * language, whatever this device says, or hydration would not match.
 */
let markup: Language | null = null;

/** Says which language the markup is in: the build's prerender for each page, the browser before hydrating (servedLanguage()). */
export function setMarkupLanguage(language: Language): void {
  markup = language;
}

/** The language the page was served in: `<html lang>` as the HTML says it (read before anything changes it). */
export function servedLanguage(): Language {
  const { lang } = document.documentElement;
  return isLanguage(lang) ? lang : defaultLanguage;
}

/** The language a page's first render speaks: its markup's while it hydrates, else the reader's. */
export const firstRenderLanguage = (): Language => markup ?? currentLanguage();

/**
 * Once a page hydrated in its markup's language is live, it follows the
 * reader's if that is another (an English page from a cache for a reader who
 * has chosen Spanish since): as if they had chosen it here, without saving it.
 */
export function followReaderLanguage(): void {
  const language = currentLanguage();
  applyLanguage(language);
  if (markup === null || language === markup) return;
  markup = null;
  window.dispatchEvent(new CustomEvent<LanguageChange>(changeEvent, { detail: { language, keepOnProfile: false } }));
}

/** `<html lang>` follows the language shown. */
export function applyLanguage(language: Language = currentLanguage()): void {
  document.documentElement.lang = language;
}

/** Who is told when the reader chooses (the app's i18n, the profile). */
export interface LanguageChange {
  language: Language;
  /**
   * True when the reader chose it on this page and nothing has kept it on
   * their profile yet (the header's switch): lib/profile-language.ts then
   * sends it. False when it came from the profile or another tab, or the
   * page saves it itself (the account page).
   */
  keepOnProfile: boolean;
}

/** Keeps the reader's choice (localStorage and cookie), applies it and tells the page. */
export function chooseLanguage(language: Language, { keepOnProfile = true }: { keepOnProfile?: boolean } = {}): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage can be disabled; the cookie keeps the choice.
  }
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${cookieMaxAgeSeconds}; SameSite=Lax${window.location.protocol === "https:" ? "; Secure" : ""}`;
  applyLanguage(language);
  window.dispatchEvent(new CustomEvent<LanguageChange>(changeEvent, { detail: { language, keepOnProfile } }));
}

/** Calls `listener` for each choice made on this page (and in other tabs, through storage). */
export function onLanguageChange(listener: (change: LanguageChange) => void): () => void {
  // Rendering in Node (the build's prerender, the server-rendered home) there is no page to follow.
  if (typeof window === "undefined") return () => undefined;
  const onChange = (event: Event) => {
    if (event instanceof CustomEvent) listener(event.detail as LanguageChange);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== languageStorageKey) return;
    const language = event.newValue;
    if (isLanguage(language)) {
      applyLanguage(language);
      listener({ language, keepOnProfile: false });
    }
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

const subscribe = (notify: () => void) => onLanguageChange(() => notify());
/** While hydrating (and rendering in Node), the markup's language; English where nothing said. */
const markupLanguage = (): Language => markup ?? defaultLanguage;

/** The language shown, re-rendering when the reader chooses another. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, markupLanguage);
}

/**
 * A short page's words without i18next, every language at hand (the frame,
 * careers, the 404, /wave): the hook that gives the words of the language shown.
 */
export const wordsIn = <T>(words: Record<Language, T>): (() => T) =>
  function useWords(): T {
    return words[useLanguage()];
  };

/**
 * The `lang` attribute of words written in `written` on a page shown in
 * `shown` (WCAG 3.1.2): none when they are the page's language, else theirs,
 * so a screen reader reads an English devotional on a Spanish page as English.
 */
export const langOfPart = <L extends Language>(written: L, shown: string): L | undefined => (written === shown ? undefined : written);
