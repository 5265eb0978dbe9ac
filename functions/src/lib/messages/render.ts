import i18next from "i18next";
import type { Language } from "@berea/contracts/language";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { isServerMessage, type MessageValue, type ServerMessage } from "./message.ts";

/**
 * Renders the API's messages in a language, with i18next: plurals by
 * Intl.PluralRules (`key_one`, `key_other`), numbers and dates by the
 * language's Intl formats where a catalogue says so (`{{limit, number}}`).
 * Loaded by the error handler on the first refusal that needs it
 * (`import()`), so a cold start that answers without one never parses it.
 */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { translation: en }, es: { translation: es } },
  lng: "en",
  fallbackLng: "en",
  // Keys are flat ("circles.full"), and messages may hold ":" and ".".
  keySeparator: false,
  nsSeparator: false,
  // Replies are JSON that the web app shows as text, never as HTML.
  interpolation: { escapeValue: false },
  returnNull: false,
});

function valueIn(value: MessageValue, language: Language): string | number | Date {
  if (typeof value === "string" || typeof value === "number" || value instanceof Date) return value;
  if (isServerMessage(value)) return renderMessage(value, language);
  return value[language];
}

/** `text` as it is (a plain English message not yet in the catalogue), or the message in `language`. */
export function renderMessage(text: string | ServerMessage, language: Language): string {
  if (typeof text === "string") return text;
  const values = Object.fromEntries(Object.entries(text.values ?? {}).map(([name, value]) => [name, valueIn(value, language)]));
  return i18n.t(text.key, { ...values, lng: language });
}
