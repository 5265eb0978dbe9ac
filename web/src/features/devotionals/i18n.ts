import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/devotionals.json";

/** The devotional pages' strings (`lib/i18n/locales/<language>/devotionals.json`), and today's devotional card's on the home. */
export const useDevotionalsT = defineNamespace("devotionals", english);
