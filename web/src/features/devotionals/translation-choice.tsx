import { useId } from "react";
import { devotionalTranslations, isDevotionalTranslation, type DevotionalTranslation } from "../../lib/devotional-translation.ts";
import { useDevotionalsT } from "./i18n.ts";
import styles from "./devotionals.module.css";

interface TranslationChoiceProps {
  value: DevotionalTranslation;
  onChange: (translation: DevotionalTranslation) => void;
}

/** Which English translation the passage is quoted in. */
export function TranslationChoice({ value, onChange }: TranslationChoiceProps) {
  const { t } = useDevotionalsT();
  const id = useId();
  return (
    <div className={styles.translation}>
      <label htmlFor={id}>{t("translation.label")}</label>
      <select
        id={id}
        className="input"
        value={value}
        onChange={(event) => {
          if (isDevotionalTranslation(event.target.value)) onChange(event.target.value);
        }}
      >
        {devotionalTranslations.map((translation) => (
          <option key={translation} value={translation}>
            {t(`translation.${translation}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
