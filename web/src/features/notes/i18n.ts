import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/notes.json";

/** The notes page's strings (`lib/i18n/locales/<language>/notes.json`). */
export const useNotesT = defineNamespace("notes", english);
