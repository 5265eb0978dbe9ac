import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/dashboard.json";

/** The signed-in home's strings (`lib/i18n/locales/<language>/dashboard.json`). */
export const useDashboardT = defineNamespace("dashboard", english);
