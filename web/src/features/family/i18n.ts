import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/family.json";

/** The Family plan page's strings (`lib/i18n/locales/<language>/family.json`). */
export const useFamilyT = defineNamespace("family", english);
