import { circleCreateRequestSchema } from "@berea/contracts/circles";
import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { FormField } from "../../components/form-field.tsx";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useCreateCircle } from "./api/circle-actions.ts";
import { circlePath } from "./circle-links.ts";
import { useCirclesT } from "./i18n.ts";
import styles from "./circles.module.css";

type Field = "name" | "description";
type FieldErrors = Partial<Record<Field, string>>;

/** The first message for each field, from the contract's checks or the server's `fields`. */
function errorsByField(found: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of found) {
    const field = path[0];
    if ((field === "name" || field === "description") && !errors[field]) errors[field] = message;
  }
  return errors;
}

/**
 * "Start a circle": a name and, if wanted, a line about it, checked with the
 * contract's circleCreateRequestSchema (two fields need no form library on
 * this page); the new circle opens at once.
 */
export function StartCircleForm() {
  const { t } = useCirclesT();
  const known = useKnownMessage();
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateCircle();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const descriptionInput = useRef<HTMLTextAreaElement>(null);

  function show(found: FieldErrors) {
    setErrors(found);
    if (found.name) nameInput.current?.focus();
    else if (found.description) descriptionInput.current?.focus();
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const parsed = circleCreateRequestSchema.safeParse({ name, description });
    if (!parsed.success) {
      show(errorsByField(parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(
      { name: parsed.data.name, description: parsed.data.description || undefined },
      {
        onSuccess: (circle) => {
          toast.success(t("start.ready", { name: circle.name }));
          void navigate(circlePath(circle.id));
        },
        onError: (error) => {
          // The server's words go beside the field they are about, or above the button.
          const fields = error instanceof ApiError && error.fields ? errorsByField(Object.entries(error.fields).map(([field, message]) => ({ path: [field], message }))) : {};
          if (fields.name || fields.description) show(fields);
          else setProblem(known(errorMessage(error)) ?? null);
        },
      },
    );
  }

  const descriptionError = known(errors.description);
  const nameError = known(errors.name);
  return (
    <form className={`card ${styles.formCard}`} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t("start.title")}
      </h3>
      <p className={styles.muted}>{t("start.explain")}</p>
      <FormField
        ref={nameInput}
        label={t("start.name")}
        autoComplete="off"
        placeholder={t("start.namePlaceholder")}
        value={name}
        error={nameError}
        onChange={(event) => {
          setName(event.target.value);
          setErrors(({ name: _name, ...rest }) => rest);
        }}
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>
          {t("start.description")} <span className={styles.optional}>{t("start.optional")}</span>
        </label>
        <textarea
          ref={descriptionInput}
          id={`${id}-description`}
          className={`input ${styles.description}`}
          rows={3}
          placeholder={t("start.descriptionPlaceholder")}
          value={description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${id}-description-error` : undefined}
          onChange={(event) => {
            setDescription(event.target.value);
            setErrors(({ description: _description, ...rest }) => rest);
          }}
        />
        {descriptionError ? (
          <p id={`${id}-description-error`} className="field-error" role="alert">
            {descriptionError}
          </p>
        ) : null}
      </div>
      {problem ? (
        <p className={`field-error ${styles.formProblem}`} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={create.isPending} aria-busy={create.isPending}>
        {create.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {t("start.submit")}
      </button>
    </form>
  );
}
