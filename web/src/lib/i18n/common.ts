import english from "./locales/en/common.json";
import { defineNamespace } from "./i18n.ts";

/** The strings several features share: for now the validation messages (validation.ts); later the shared components' (`components/`). */
export const useCommonT = defineNamespace("common", english);
