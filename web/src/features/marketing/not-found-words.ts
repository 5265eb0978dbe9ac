import { wordsIn } from "../../lib/language.ts";

/**
 * The 404's words, both languages at hand (marketing-copy.ts): the page is
 * rendered in the browser from app.html in the reader's language, at once,
 * with no chunk to wait for. The English is the spec's.
 */
export const useNotFoundWords = wordsIn({
  en: {
    title: "Page Not Available · Berea",
    error: "Error ",
    heading: "Page Not Available!",
    text: "We could not find the page you were looking for. It may have moved, or the link may be mistyped. Let us take you back to somewhere familiar.",
    home: "Back to home",
  },
  es: {
    title: "Página no disponible · Berea",
    error: "Error ",
    heading: "¡Página no disponible!",
    text: "No encontramos la página que buscabas. Puede que se haya movido o que el enlace tenga un error. Déjanos llevarte de vuelta a un lugar conocido.",
    home: "Volver al inicio",
  },
});
