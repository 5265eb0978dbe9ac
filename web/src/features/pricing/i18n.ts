import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/pricing.json";

/** The pricing screen's strings (`lib/i18n/locales/<language>/pricing.json`). */
export const usePricingT = defineNamespace("pricing", english);
