import { useId, useState, type InputHTMLAttributes, type Ref } from "react";
import { Eye, EyeOff } from "lucide-react";
import styles from "./form-field.module.css";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
  /** A password: starts hidden, with a show/hide toggle named in the page's language (the feature's words). */
  reveal?: { show: string; hide: string } | undefined;
};

/** A labelled input with its error message wired up for screen readers. */
export function FormField({ label, error, reveal, type = "text", ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const inputType = reveal ? (revealed ? "text" : "password") : type;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          id={id}
          ref={ref}
          className={`input ${reveal ? styles.withToggle : ""}`}
          type={inputType}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {reveal ? (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? reveal.hide : reveal.show}
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
