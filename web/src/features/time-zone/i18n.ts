import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/timeZone.json";

/** The time zone card's strings (`lib/i18n/locales/<language>/timeZone.json`). */
export const useTimeZoneT = defineNamespace("timeZone", english);
