import type { Page } from "playwright-core";

/**
 * The page's own text that reads as English on a Spanish page: each text node
 * (and placeholder, title or alt) with an English function word in it, as
 * `[word] text`. Words marked in another language (`lang="en"`: a KJV verse,
 * an English book, a devotional not yet translated) are the content's and are
 * left out, as are options of a list (time zones' IANA names), code and what
 * is hidden from everyone. An aria-label may name content (a path's English
 * title in "Empezar el camino: Psalms of Comfort"), so it is not checked.
 */
export function englishOnSpanishPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Function words that are not also Spanish words ("a", "no", "he", "has", "me" are).
    const english = /(?<![\p{L}\p{N}])(the|your|you|and|with|this|that|for|of|to|is|are|not|have|from|will|what|when|how|all|more|read|sign|loading|please|try|again|back|next|today|share|search|here|our|we|day|days|week|start|choose|add|save|open|close|show|hide|new|my)(?![\p{L}\p{N}])/iu;
    const inAnotherLanguage = (element: Element) => {
      const lang = element.closest("[lang]")?.getAttribute("lang");
      return lang !== undefined && lang !== null && lang !== "es";
    };
    const skipped = (element: Element) => element.closest("script, style, noscript, code, option, [hidden], [aria-hidden='true']") !== null || inAnotherLanguage(element);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").trim();
      const parent = node.parentElement;
      if (!text || !parent || skipped(parent)) continue;
      const hit = english.exec(text);
      if (hit) found.add(`[${hit[0]}] ${text.slice(0, 100)}`);
    }
    for (const element of Array.from(document.querySelectorAll("[placeholder], [title], img[alt]"))) {
      if (skipped(element)) continue;
      for (const name of ["placeholder", "title", "alt"]) {
        const value = element.getAttribute(name);
        const hit = value ? english.exec(value) : null;
        if (value && hit) found.add(`@${name} [${hit[0]}] ${value.slice(0, 100)}`);
      }
    }
    return [...found];
  });
}
