import type { Language } from "@berea/contracts/languages";
import { chooseLanguage, useLanguage } from "../lib/language.ts";
import styles from "./language-switch.module.css";

/**
 * "English / Español": each language named in itself (and marked with its
 * `lang`, so a screen reader says it right), the one shown pressed. It needs
 * no i18next (the prerendered landing's header carries it): choosing keeps
 * the language on this device (lib/language.ts), and the app follows it and
 * keeps it on a signed-in reader's profile (lib/profile-language.ts).
 */
const names: Record<Language, string> = { en: "English", es: "Español" };
const order: readonly Language[] = ["en", "es"];

export interface LanguageSwitchProps {
  className?: string;
  /** Saves the choice itself (the account page, with its own message); by default lib/profile-language.ts keeps a signed-in reader's choice. */
  onChoose?: (language: Language) => void;
}

export function LanguageSwitch({ className, onChoose }: LanguageSwitchProps) {
  const shown = useLanguage();
  return (
    // The group's name in both languages: it is how a reader who cannot read the page finds their own.
    <div role="group" aria-label="Language / Idioma" className={`${styles.switch} ${className ?? ""}`}>
      {order.map((language, index) => (
        <span key={language} className={styles.item}>
          {index > 0 ? (
            <span className={styles.separator} aria-hidden="true">
              /
            </span>
          ) : null}
          <button type="button" lang={language} className={styles.option} aria-pressed={shown === language} onClick={() => {
              if (language === shown) return;
              chooseLanguage(language, { keepOnProfile: !onChoose });
              onChoose?.(language);
            }}>
            {names[language]}
          </button>
        </span>
      ))}
    </div>
  );
}
