import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/learn.json";

/** Guided learning's strings (`lib/i18n/locales/<language>/learn.json`). */
export const useLearnT = defineNamespace("learn", english);
