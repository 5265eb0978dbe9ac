import type { Language } from "@berea/contracts/languages";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
import { firstRenderLanguage, onLanguageChange } from "../language.ts";
import { loadDateLocale } from "./date-locales.ts";
import type { Namespace } from "./namespaces.ts";
import { registerPageStrings } from "./page-strings.ts";

/**
 * The app's i18next (docs/ARCHITECTURE.md, "Languages"). Strings live in
 * `locales/<language>/<namespace>.json`, one namespace per feature (and
 * `common` for `components/`). A namespace's English file is imported by the
 * feature that uses it (`defineNamespace`), so it ships in that route's chunk
 * and English renders at once; every other language is loaded when a screen
 * first asks for the namespace (the backend below: one lazy chunk per
 * language and namespace), so an English reader downloads no Spanish.
 * Components suspend until their namespace is there (the route's Suspense).
 */
const lazyLocales = import.meta.glob<{ default: ResourceKey }>(["./locales/*/*.json", "!./locales/en/*.json"]);

const lazyBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, done) {
    const load = lazyLocales[`./locales/${language}/${namespace}.json`];
    if (!load) {
      // English comes with its feature (defineNamespace); anything else missing is a namespace without that language's file.
      done(new Error(`No ${language} strings for the namespace ${namespace}.`), false);
      return;
    }
    // The language's date-fns locale comes with its first namespace, so a screen that shows dates has both.
    Promise.all([load(), loadDateLocale(language)])
      .then(([module]) => done(null, module.default))
      .catch((error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false));
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    // The markup's language while a prerendered page hydrates (it then follows the reader's), else the reader's.
    lng: firstRenderLanguage(),
    fallbackLng: "en",
    supportedLngs: ["en", "es"],
    // No namespace is loaded up front: each feature's comes with its route.
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

/** The app follows the reader's choice (the header's switch, the account page, another tab). */
onLanguageChange(({ language }) => {
  if (i18n.language !== language) void i18n.changeLanguage(language);
});

/**
 * A feature's namespace: its English strings (bundled with the feature) added
 * to i18next, and the hook its components translate with.
 */
const definedNamespaces = new Set<Namespace>();

export function defineNamespace<N extends Namespace>(namespace: N, english: ResourceKey) {
  if (!i18n.hasResourceBundle("en", namespace)) i18n.addResourceBundle("en", namespace, english);
  definedNamespaces.add(namespace);
  return () => useTranslation(namespace);
}

// Before a page renders in a language (page-strings.ts): every namespace the loaded modules use, in it.
registerPageStrings(async (language) => {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...definedNamespaces]);
});

/** The language i18next shows now. */
export const shownLanguage = (): Language => (i18n.language === "es" ? "es" : "en");

/** Resolves once every namespace in use has its strings in `language` (for a message said in a language just chosen). */
export const languageReady = (language: Language): Promise<void> => i18n.loadLanguages(language);
