import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/account.json";

/** The account page's strings (`lib/i18n/locales/<language>/account.json`). */
export const useAccountT = defineNamespace("account", english);
