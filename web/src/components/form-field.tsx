import { useId, useState, type InputHTMLAttributes, type Ref } from "react";
import { Eye, EyeOff } from "lucide-react";
import styles from "./form-field.module.css";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** Shows a show/hide toggle and starts hidden. */
  revealable?: boolean;
  /** The toggle's names in the page's language (a translated feature's); "Show <label>" and "Hide <label>" in English otherwise. */
  revealLabels?: { show: string; hide: string };
};

/** A labelled input with its error message wired up for screen readers. */
export function FormField({ label, error, revealable = false, revealLabels, type = "text", ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? "text" : "password") : type;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          id={id}
          ref={ref}
          className={`input ${revealable ? styles.withToggle : ""}`}
          type={inputType}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? (revealLabels?.hide ?? `Hide ${label.toLowerCase()}`) : (revealLabels?.show ?? `Show ${label.toLowerCase()}`)}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOff size={20} strokeWidth={1.5} aria-hidden="true" /> : <Eye size={20} strokeWidth={1.5} aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
