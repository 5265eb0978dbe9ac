import { useId, type Ref, type TextareaHTMLAttributes } from "react";
import { usePrayerT } from "./i18n.ts";
import styles from "./prayer.module.css";

type CountedTextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "id"> & {
  label: string;
  value: string;
  /** The most characters the contract takes (counted as it counts them: without the spaces at either end). */
  max: number;
  error?: string | null | undefined;
  /** The id of more words about the box (what is left today), read with it. */
  describedBy?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled box for writing, with a live "120 / 500" count under it and its error wired up for screen readers. */
export function CountedTextarea({ label, value, max, error, describedBy, ref, ...textarea }: CountedTextareaProps) {
  const { t } = usePrayerT();
  const id = useId();
  const length = value.trim().length;
  const described = [`${id}-count`, error ? `${id}-error` : null, describedBy].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea ref={ref} id={id} className="input" value={value} aria-invalid={error ? true : undefined} aria-describedby={described} {...textarea} />
      <p id={`${id}-count`} className={styles.counter} data-over={length > max}>
        <span className="visually-hidden">{t("counter")}</span>
        {length} / {max}
      </p>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
