import { useId } from "react";
import { devotionalTranslations, isDevotionalTranslation, type DevotionalTranslation } from "../../lib/devotional-translation.ts";
import styles from "./devotionals.module.css";

const names: Record<DevotionalTranslation, string> = { kjv: "KJV · King James Version", web: "WEB · World English Bible" };

interface TranslationChoiceProps {
  value: DevotionalTranslation;
  onChange: (translation: DevotionalTranslation) => void;
}

/** Which English translation the passage is quoted in. */
export function TranslationChoice({ value, onChange }: TranslationChoiceProps) {
  const id = useId();
  return (
    <div className={styles.translation}>
      <label htmlFor={id}>Translation</label>
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
            {names[translation]}
          </option>
        ))}
      </select>
    </div>
  );
}
