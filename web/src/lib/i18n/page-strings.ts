import type { Language } from "@berea/contracts/languages";

/**
 * The strings a page's first render needs, loaded before it renders: a page
 * prerendered in Spanish (app/prerendered/) renders in Node and hydrates in
 * the browser with its namespaces' Spanish already there, so nothing
 * suspends and the text never swaps. Without i18next: main.tsx imports this,
 * and an English reader's entry must not carry i18next; i18n.ts registers
 * the loader when a route module brings it (a page that translates nothing
 * has nothing to load). A feature with words of its own outside i18next (the
 * quiz's Spanish topic names, data/quiz/topics-es.json) registers their
 * loader too.
 */
type Loader = (language: Language) => Promise<void>;

const loaders: Loader[] = [];

export function registerPageStrings(load: Loader): void {
  loaders.push(load);
}

/** Resolves once i18next (if a loaded module uses it) speaks `language` with every namespace defined so far in it, and every other registered loader is done. */
export const loadPageStrings = async (language: Language): Promise<void> => {
  await Promise.all(loaders.map((load) => load(language)));
};
