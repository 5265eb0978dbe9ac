import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/wave.json";

/** The Ripple Effect page's strings (`lib/i18n/locales/<language>/wave.json`). */
export const useWaveT = defineNamespace("wave", english);
