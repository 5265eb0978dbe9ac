import type { Language } from "@berea/contracts/languages";
import { currentLanguage } from "./language.ts";

/**
 * What the app says itself when a call to the API fails without a refusal of the server's (no network, a timeout,
 * a reply it cannot read), in the app's language as the server's own refusals are (Accept-Language). Both languages
 * here rather than i18next: api-client is on every page's path, and these are a few short lines.
 */
const words: Record<Language, { unreachable: string; tookTooLong: string; somethingWrong: string; notUnderstood: string }> = {
  en: {
    unreachable: "Could not reach Berea. Check your connection and try again.",
    tookTooLong: "The server took too long to answer. Please try again.",
    somethingWrong: "Something went wrong. Please try again.",
    notUnderstood: "The server sent an answer we did not understand.",
  },
  es: {
    unreachable: "No pudimos conectar con Berea. Revisa tu conexión y vuelve a intentarlo.",
    tookTooLong: "El servidor tardó demasiado en responder. Vuelve a intentarlo.",
    somethingWrong: "Algo salió mal. Vuelve a intentarlo.",
    notUnderstood: "El servidor envió una respuesta que no entendimos.",
  },
};

/** The app's own words for a failed call, in the language the app is in now. */
export const clientWords = () => words[currentLanguage()];
