import { familyCodeSchema, familyOwnerNeverSees, familyOwnerSeesList } from "@berea/contracts/family";
import { useState } from "react";
import toast from "react-hot-toast";
import { FormField } from "../../components/form-field.tsx";
import { EmailConfirmationNotice } from "../../components/email-confirmation-notice.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { needsEmailConfirmation } from "../../lib/api-error.ts";
import { useJoinFamily } from "./api/family-actions.ts";
import { forgetFamilyCode, pendingFamilyCode } from "./pending-family-code.ts";
import styles from "./family.module.css";

/**
 * Joining a Family plan with a code (typed, or kept from an invite link):
 * it says what the plan's owner will see before anyone agrees, asks the
 * person whether they are an adult (theirs alone to say), and joins only on
 * 'Agree and join'.
 */
export function JoinFamilyForm() {
  const [code, setCode] = useState(() => pendingFamilyCode() ?? "");
  const [adult, setAdult] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's words when this waits for a confirmed email address.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const join = useJoinFamily();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = familyCodeSchema.safeParse(code);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? "Check the code.");
      return;
    }
    setProblem(null);
    join.mutate(
      { code: parsed.data, adult },
      {
        onSuccess: (reply) => {
          forgetFamilyCode();
          toast.success(reply.message);
        },
        onError: (error) => (needsEmailConfirmation(error) ? setUnconfirmed(errorMessage(error)) : setProblem(errorMessage(error))),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      {unconfirmed ? <EmailConfirmationNotice message={unconfirmed} /> : null}
      <FormField
        label="Family code"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="FAM-7K3QX9PD"
        value={code}
        error={problem ?? undefined}
        onChange={(event) => setCode(event.target.value)}
      />
      <div className={styles.consent} aria-labelledby="family-consent-title" role="group">
        <p id="family-consent-title">
          <strong>What the plan's owner will see if you join:</strong>
        </p>
        <ul>
          {familyOwnerSeesList().map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>They never see {familyOwnerNeverSees}. You can leave the plan on your own at any time.</p>
        <label className={styles.check}>
          <input type="checkbox" checked={adult} onChange={(event) => setAdult(event.target.checked)} />
          <span>I am an adult (18 or older). Only you can say this: on a child's invite, you then join as an adult.</span>
        </label>
      </div>
      <button type="submit" className="btn btn-primary" disabled={join.isPending} aria-busy={join.isPending}>
        {join.isPending ? <span className="spinner" aria-hidden="true" /> : null}
        Agree and join
      </button>
    </form>
  );
}
