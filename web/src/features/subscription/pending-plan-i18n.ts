import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/pendingPlan.json";

/** The pending plan notice's strings (`lib/i18n/locales/<language>/pendingPlan.json`), shown on the home while a paid plan is set up. */
export const usePendingPlanT = defineNamespace("pendingPlan", english);
