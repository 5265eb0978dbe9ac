import { circleCodeSchema } from "@berea/contracts/circles";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormField } from "../../components/form-field.tsx";
import { circleJoinPath, codeFromInput } from "./circle-links.ts";
import styles from "./circles.module.css";

/** "Join with a code": a code (or a pasted invite link) opens the circle's invite page, where joining is one more step. */
export function JoinCodeForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = circleCodeSchema.safeParse(codeFromInput(code));
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the code.");
      return;
    }
    setProblem(null);
    void navigate(circleJoinPath(parsed.data));
  }

  return (
    <form className={`card ${styles.formCard}`} noValidate onSubmit={submit} aria-labelledby="join-code-title">
      <h3 id="join-code-title" className={styles.formTitle}>
        Join with a code
      </h3>
      <p className={styles.muted}>Were you sent an invite? Enter its code, or paste the whole link.</p>
      <FormField
        label="Invite code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="CIR-7K3QX9PD"
        value={code}
        error={problem ?? undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="btn btn-secondary">
        See the circle
      </button>
    </form>
  );
}
