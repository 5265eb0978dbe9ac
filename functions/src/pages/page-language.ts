import { isLanguage, languageFrom, type Language } from "@berea/contracts/languages";
import { languageOfHeader } from "../lib/messages/reply.ts";

/** The cookie the web app keeps the reader's choice of language in (web/src/lib/language.ts), which Hosting's i18n rewrites read too. */
export const languageOverrideCookie = "firebase-language-override";

export interface LanguageRequest {
  /** The request's Cookie header. */
  cookie?: string | undefined;
  /** The request's Accept-Language header. */
  acceptLanguage?: string | undefined;
}

/**
 * The language a page rendered for one visit speaks, the choice the rest of
 * the app makes: the profile's when the reader chose one (it follows them to
 * every device), else this browser's choice (the `firebase-language-override`
 * cookie, a list as Hosting reads it), else the browser's languages
 * (Accept-Language, in the order given, each without its region), else
 * English. A language Berea does not speak is skipped, as Hosting skips a
 * language without a folder (emulators/hosting-i18n.ts).
 */
export function pageLanguage(profileLanguage: Language | null | undefined, { cookie, acceptLanguage }: LanguageRequest): Language {
  if (isLanguage(profileLanguage)) return profileLanguage;
  const override = cookie
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${languageOverrideCookie}=`))
    ?.slice(languageOverrideCookie.length + 1);
  if (override) return languageFrom(override.split(","));
  return languageOfHeader(acceptLanguage);
}
