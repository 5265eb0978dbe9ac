import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/challenges.json";

/** The faith challenges' strings (`lib/i18n/locales/<language>/challenges.json`). */
export const useChallengesT = defineNamespace("challenges", english);
