import english from "./locales/en/common.json";
import { defineNamespace } from "./i18n.ts";

/** The strings several features share: the shared components' (`components/`: load-states, confirm-action, pdf-download-button, upgrade-prompt, email-confirmation-notice, translation-select) and the validation messages (validation.ts). */
export const useCommonT = defineNamespace("common", english);
