import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/contact.json";

/** The contact page's strings (`lib/i18n/locales/<language>/contact.json`). */
export const useContactT = defineNamespace("contact", english);
