import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/prayer.json";

/** The prayer wall's strings (`lib/i18n/locales/<language>/prayer.json`). */
export const usePrayerT = defineNamespace("prayer", english);
