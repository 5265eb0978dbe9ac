import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/verse.json";

/** The verse of the day page's strings (`lib/i18n/locales/<language>/verse.json`). */
export const useVerseT = defineNamespace("verse", english);
