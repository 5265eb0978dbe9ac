import { circleCodeSchema } from "@berea/contracts/circles";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormField } from "../../components/form-field.tsx";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { circleJoinPath, codeFromInput } from "./circle-links.ts";
import { useCirclesT } from "./i18n.ts";
import styles from "./circles.module.css";

/** What an invite code looks like (the same in every language). */
const codeExample = "CIR-7K3QX9PD";
const capitals = "characters";

/** "Join with a code": a code (or a pasted invite link) opens the circle's invite page, where joining is one more step. */
export function JoinCodeForm() {
  const { t } = useCirclesT();
  const known = useKnownMessage();
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = circleCodeSchema.safeParse(codeFromInput(code));
    if (!parsed.success) {
      setProblem(known(parsed.error.issues[0]?.message) ?? t("joinCode.checkCode"));
      return;
    }
    setProblem(null);
    void navigate(circleJoinPath(parsed.data));
  }

  return (
    <form className={`card ${styles.formCard}`} noValidate onSubmit={submit} aria-labelledby="join-code-title">
      <h3 id="join-code-title" className={styles.formTitle}>
        {t("joinCode.title")}
      </h3>
      <p className={styles.muted}>{t("joinCode.explain")}</p>
      <FormField
        label={t("joinCode.label")}
        autoComplete="off"
        autoCapitalize={capitals}
        spellCheck={false}
        placeholder={codeExample}
        value={code}
        error={problem ?? undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <button type="submit" className="btn btn-secondary">
        {t("joinCode.submit")}
      </button>
    </form>
  );
}
