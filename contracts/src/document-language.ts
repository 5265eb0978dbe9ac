import type { Language } from "./languages.ts";

/** The document's own words besides the page's, per language (app.html's are the English): the title a page without its own keeps, and the description. */
const documentWords: Record<Exclude<Language, "en">, { title: string; description: string }> = {
  es: {
    title: "Berea · Escudriña las Escrituras cada día",
    description: "Cuestionarios bíblicos, una Biblia en varios idiomas, un versículo para cada día, devocionales y planes de lectura. Escudriña las Escrituras cada día.",
  },
};

/**
 * app.html (or a page's shell made from it) in `language`: `<html lang>`
 * (which main.tsx and the landing hydrate in), the title and the
 * description. The build's prerender writes each page once per language with
 * it; the server renders of the home and the reader apply it to their shell per
 * visit, and the `pages` function to app.html where it sends it.
 */
export function inLanguage(appHtml: string, language: Language): string {
  if (language === "en") return appHtml;
  const description = /<meta name="description" content="[^"]*"/;
  if (!appHtml.includes('<html lang="en">') || !description.test(appHtml) || !/<title>[^<]*<\/title>/.test(appHtml)) throw new Error('app.html has no <html lang="en">, title or description.');
  const words = documentWords[language];
  return appHtml
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${words.title}</title>`)
    .replace(description, () => `<meta name="description" content="${words.description}"`);
}
