import { prayerPostRequestSchema, prayerPostsPerDay, prayerTextMaxLength } from "@berea/contracts/prayer";
import { lazy, Suspense, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { needsEmailConfirmation } from "../../lib/api-error.ts";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useSharePrayerRequest } from "./api/prayer-actions.ts";
import { CountedTextarea } from "./counted-textarea.tsx";
import { usePrayerT } from "./i18n.ts";
import styles from "./prayer.module.css";

// Shown only when sharing waits for a confirmed address, so it loads then and not with the wall.
const EmailConfirmationNotice = lazy(async () => ({ default: (await import("../../components/email-confirmation-notice.tsx")).EmailConfirmationNotice }));

/**
 * "Share a prayer request", checked with the contract's
 * prayerPostRequestSchema. A request keeps its `clientId` until it is on the
 * wall, so sending the same words again after a lost reply finds the one
 * already shared instead of sharing it twice.
 */
export function ShareRequestForm({ postsLeftToday }: { postsLeftToday: number }) {
  const { t } = usePrayerT();
  const known = useKnownMessage();
  const id = useId();
  const share = useSharePrayerRequest();
  const [text, setText] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server's words when sharing waits for a confirmed email address.
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const unsent = useRef<{ text: string; clientId: string } | null>(null);
  const closed = postsLeftToday <= 0;

  function showProblem(message: string) {
    setProblem(message);
    box.current?.focus();
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (share.isPending || closed) return;
    const words = text.trim();
    const clientId = unsent.current?.text === words ? unsent.current.clientId : crypto.randomUUID();
    const parsed = prayerPostRequestSchema.safeParse({ text, anonymous, clientId });
    if (!parsed.success) {
      showProblem(known(parsed.error.issues[0]?.message) ?? t("share.check"));
      return;
    }
    setProblem(null);
    unsent.current = { text: words, clientId };
    share.mutate(parsed.data, {
      onSuccess: () => {
        unsent.current = null;
        setUnconfirmed(null);
        setText("");
        toast.success(t("share.shared"));
      },
      onError: (error) => {
        if (needsEmailConfirmation(error)) {
          setUnconfirmed(errorMessage(error));
          return;
        }
        showProblem(known(error instanceof ApiError && error.fields?.text ? error.fields.text : errorMessage(error)) ?? "");
      },
    });
  }

  return (
    <form className={`card ${styles.shareForm}`} noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {t("share.title")}
      </h2>
      {unconfirmed ? (
        <Suspense fallback={<p role="status">{unconfirmed}</p>}>
          <EmailConfirmationNotice message={unconfirmed} />
        </Suspense>
      ) : null}
      <fieldset className={styles.fieldset} disabled={closed}>
        <CountedTextarea
          ref={box}
          label={t("share.label")}
          rows={4}
          placeholder={t("share.placeholder")}
          value={text}
          max={prayerTextMaxLength}
          error={problem}
          describedBy={`${id}-left`}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <div className={styles.shareRow}>
          <label className={styles.check}>
            <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} aria-describedby={`${id}-anonymous`} />
            {t("share.anonymous")}
          </label>
          <button type="submit" className="btn btn-primary" disabled={share.isPending} aria-busy={share.isPending}>
            {share.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            {t("share.submit")}
          </button>
        </div>
        <p id={`${id}-anonymous`} className={styles.hint}>
          {t("share.anonymousHint", { name: t("anonymousName") })}
        </p>
      </fieldset>
      <p id={`${id}-left`} className={styles.left} data-closed={closed} role="status">
        {closed ? t("share.closed", { limit: prayerPostsPerDay }) : t("share.left", { count: postsLeftToday })}
      </p>
    </form>
  );
}
