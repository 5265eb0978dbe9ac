import english from "./locales/en/common.json";
import { defineNamespace } from "./i18n.ts";

/** The shared components' strings (`components/`) and the validation messages (validation.ts). */
export const useCommonT = defineNamespace("common", english);
