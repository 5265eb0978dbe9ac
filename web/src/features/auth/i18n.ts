import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/auth.json";

/** The sign-in, sign-up and password reset screens' strings (`lib/i18n/locales/<language>/auth.json`). */
export const useAuthT = defineNamespace("auth", english);
