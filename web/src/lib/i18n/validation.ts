import { useCommonT } from "./common.ts";
import english from "./locales/en/common.json";

/**
 * Validation messages come from the zod schemas in contracts/, which the
 * server shares, in English (the spec's words, which tests hold). The web
 * app translates them on the way to the screen: each English message in
 * `common.validation` (locales/en/common.json) is looked up by its text and
 * shown in the reader's language. A message not listed there is shown as it
 * is (English), so a new schema message is never lost, only untranslated
 * until its entry is added to both languages' `common.validation`.
 */
type ValidationKey = keyof typeof english.validation;

const keyByMessage = new Map<string, ValidationKey>(Object.entries(english.validation).map(([key, message]) => [message, key as ValidationKey]));

/** The validation key for an English schema message, if it has one. */
export const validationKeyOf = (message: string): ValidationKey | undefined => keyByMessage.get(message);

/** Translates a known English message (a contracts schema's, or a server refusal's listed in `common.validation`) into the language shown; undefined stays undefined. */
export function useKnownMessage(): (message: string | undefined) => string | undefined {
  const { t } = useCommonT();
  return (message) => {
    if (message === undefined) return undefined;
    const key = validationKeyOf(message);
    return key ? t(`validation.${key}`) : message;
  };
}
