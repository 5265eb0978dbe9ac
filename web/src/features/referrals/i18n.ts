import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/referrals.json";

/** The referral card's strings (`lib/i18n/locales/<language>/referrals.json`). */
export const useReferralsT = defineNamespace("referrals", english);
