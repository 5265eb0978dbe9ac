import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/bible.json";

/** The Bible reader's strings (`lib/i18n/locales/<language>/bible.json`). */
export const useBibleT = defineNamespace("bible", english);
