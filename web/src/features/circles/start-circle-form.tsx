import { circleCreateRequestSchema } from "@berea/contracts/circles";
import { useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { FormField } from "../../components/form-field.tsx";
import { useCreateCircle } from "./api/circle-actions.ts";
import { circlePath } from "./circle-links.ts";
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
          toast.success(`${circle.name} is ready. Share its invite link to bring others in.`);
          void navigate(circlePath(circle.id));
        },
        onError: (error) => {
          // The server's words go beside the field they are about, or above the button.
          const fields = error instanceof ApiError && error.fields ? errorsByField(Object.entries(error.fields).map(([field, message]) => ({ path: [field], message }))) : {};
          if (fields.name || fields.description) show(fields);
          else setProblem(errorMessage(error));
        },
      },
    );
  }

  const descriptionError = errors.description;
  return (
    <form className={`card ${styles.formCard}`} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Start a circle
      </h3>
      <p className={styles.muted}>For your small group, your family or a few friends. You can invite others as soon as it is made.</p>
      <FormField
        ref={nameInput}
        label="Circle name"
        autoComplete="off"
        placeholder="Tuesday evening Bible study"
        value={name}
        error={errors.name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors(({ name: _name, ...rest }) => rest);
        }}
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>
          Description <span className={styles.optional}>(optional)</span>
        </label>
        <textarea
          ref={descriptionInput}
          id={`${id}-description`}
          className={`input ${styles.description}`}
          rows={3}
          placeholder="What you read together, when you meet, who it is for."
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
        Start the circle
      </button>
    </form>
  );
}
