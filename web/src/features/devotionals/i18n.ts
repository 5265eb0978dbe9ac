import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/devotionals.json";

/**
 * The devotional pages' strings (`lib/i18n/locales/<language>/devotionals.json`).
 * Not today's devotional card: the server-rendered dashboard shows it, and it
 * stays English until the dashboard is translated (it would bring i18next there).
 */
export const useDevotionalsT = defineNamespace("devotionals", english);
