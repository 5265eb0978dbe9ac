import { familyActivityDays, familyCodeSchema, type familyOwnerSees } from "@berea/contracts/family";
import { useState } from "react";
import toast from "react-hot-toast";
import { FormField } from "../../components/form-field.tsx";
import { EmailConfirmationNotice } from "../../components/email-confirmation-notice.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { needsEmailConfirmation } from "../../lib/api-error.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useJoinFamily } from "./api/family-actions.ts";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useFamilyT } from "./i18n.ts";
import { forgetFamilyCode, pendingFamilyCode } from "./pending-family-code.ts";
import styles from "./family.module.css";

type SeenKey = "name" | "email" | "joinedAt" | "child" | "switches" | "days" | "quizXp" | "quizStreak" | "readingStreak";

/** Each thing the contract says the owner sees (`familyOwnerSees`), by its line in the family namespace: a field added there without a line here does not compile. */
const seenKeys: Record<keyof typeof familyOwnerSees, SeenKey> = {
  name: "name",
  email: "email",
  joinedAt: "joinedAt",
  child: "child",
  chat: "switches",
  attemptedBy: "switches",
  days: "days",
  quizXp: "quizXp",
  quizStreak: "quizStreak",
  readingStreak: "readingStreak",
};
const seenList = [...new Set(Object.values(seenKeys))];

/**
 * Joining a Family plan with a code (typed, or kept from an invite link):
 * it says what the plan's owner will see before anyone agrees, asks the
 * person whether they are an adult (theirs alone to say), and joins only on
 * 'Agree and join'.
 */
/** What a Family code looks like (the same in every language). */
const codeExample = "FAM-7K3QX9PD";
const capitals = "characters";
/** The server's reply to joining a plan one is already in (the only one that is not a welcome). */
const alreadyIn = "You are already in this Family plan.";

export function JoinFamilyForm() {
  const [code, setCode] = useState(() => pendingFamilyCode() ?? "");
  const [adult, setAdult] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's words when this waits for a confirmed email address.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const join = useJoinFamily();
  const { t, i18n } = useFamilyT();
  const known = useKnownMessage();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = familyCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(known(parsed.error.issues[0]?.message) ?? t("join.checkCode"));
      return;
    }
    setProblem(null);
    join.mutate(
      { code: parsed.data, adult },
      {
        onSuccess: (reply) => {
          forgetFamilyCode();
          toast.success(inOwnWords(i18n.language, reply.message, reply.message === alreadyIn ? t("join.already") : t("join.welcome", { owner: reply.ownerName })));
        },
        onError: (error) => (needsEmailConfirmation(error) ? setUnconfirmed(errorMessage(error)) : setProblem(known(errorMessage(error)) ?? null)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      {unconfirmed ? <EmailConfirmationNotice message={unconfirmed} /> : null}
      <FormField
        label={t("join.code")}
        autoComplete="off"
        autoCapitalize={capitals}
        spellCheck={false}
        placeholder={codeExample}
        value={code}
        error={problem ?? undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className={styles.consent} aria-labelledby="family-consent-title" role="group">
        <p id="family-consent-title">
          <strong>{t("join.seesTitle")}</strong>
        </p>
        <ul>
          {seenList.map((item) => (
            <li key={item}>{t(`join.sees.${item}`, { days: familyActivityDays })}</li>
          ))}
        </ul>
        <p>{t("join.neverSees", { what: t("join.neverSeesWhat") })}</p>
        <label className={styles.check}>
          <input type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} />
          <span>{t("join.adult")}</span>
        </label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={join.isPending} aria-busy={join.isPending}>
        {join.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        {t("join.submit")}
      </button>
    </form>
  );
}
