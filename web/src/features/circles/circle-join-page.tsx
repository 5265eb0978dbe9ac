import { circleCodeSchema, type CirclePreview } from "@berea/contracts/circles";
import { ArrowLeft, MessageCircle, Users } from "lucide-react";
import type { ReactNode } from "react";
import toast from "react-hot-toast";
import { Link, useNavigate, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { ApiError, errorMessage } from "../../lib/api-client.ts";
import { useJoinCircle } from "./api/circle-actions.ts";
import { useCirclePreview } from "./api/get-circle-preview.ts";
import { circlePath } from "./circle-links.ts";
import { ChatOffNotice } from "./circle-notices.tsx";
import { useKnownMessage } from "../../lib/i18n/validation.ts";
import { useCirclesT } from "./i18n.ts";
import styles from "./circles.module.css";

/**
 * `/chat/join/:code`: what an invite opens (the circle's name, description,
 * who started it, how many are in it) and a button to join.
 */
export default function CircleJoinPage() {
  const { t } = useCirclesT();
  const known = useKnownMessage();
  const parsed = circleCodeSchema.safeParse(useParams().code ?? "");
  const code = parsed.success ? parsed.data : "";
  const preview = useCirclePreview(code, parsed.success);

  let content: ReactNode;
  if (!parsed.success) content = <InviteProblem message={known(parsed.error.issues[0]?.message) ?? t("invite.badCode")} withHint />;
  else if (preview.isPending) content = <HeldContent label={t("invite.opening")} />;
  else if (preview.error instanceof ApiError && preview.error.code === "permission-denied") content = <ChatOffNotice backLink />;
  // A code that opens no circle (replaced, or mistyped) is answered as invalid.
  else if (preview.error instanceof ApiError && (preview.error.code === "invalid-argument" || preview.error.code === "not-found")) content = <InviteProblem message={preview.error.message} />;
  else if (preview.isError) content = <LoadProblem error={preview.error} onRetry={() => void preview.refetch()} />;
  else content = <InviteCard code={code} preview={preview.data} />;

  return (
    // A screen tall in every state: the invite's card is shorter than the page held open while it loads, and the footer stays put.
    <div className={`container page ${styles.page} ${styles.joinPage}`}>
      <title>{preview.data ? t("invite.documentTitleNamed", { name: preview.data.name }) : t("invite.documentTitle")}</title>
      {content}
    </div>
  );
}

function InviteCard({ code, preview }: { code: string; preview: CirclePreview }) {
  const { t } = useCirclesT();
  const navigate = useNavigate();
  const join = useJoinCircle();
  let action: ReactNode;
  if (preview.memberOf) {
    action = (
      <>
        <p className={styles.inviteState} role="status">
          {t("invite.already")}
        </p>
        <Link to={circlePath(preview.memberOf)} className="btn btn-primary">
          <MessageCircle size={18} aria-hidden="true" />
          {t("invite.open")}
        </Link>
      </>
    );
  } else if (preview.full) {
    action = (
      <>
        <p className={styles.inviteState} role="status">
          {t("invite.full")}
        </p>
        <Link to={paths.circles} className="btn btn-secondary">
          {t("invite.yourCircles")}
        </Link>
      </>
    );
  } else {
    action = (
      <>
        <button
          type="button"
          className="btn btn-primary"
          disabled={join.isPending}
          aria-busy={join.isPending}
          onClick={() =>
            join.mutate(code, {
              onSuccess: (circle) => {
                toast.success(t("invite.welcome", { name: circle.name }));
                void navigate(circlePath(circle.id), { replace: true });
              },
            })
          }
        >
          {join.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {t("invite.join")}
        </button>
        {join.isError ? (
          <p className={`field-error ${styles.inviteProblem}`} role="alert">
            {errorMessage(join.error)}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <section className={`card ${styles.invite}`} aria-labelledby="invite-title">
      <p className={styles.eyebrow}>{t("invite.eyebrow")}</p>
      <h1 id="invite-title" className={styles.inviteTitle}>
        {preview.name}
      </h1>
      {preview.description ? <p className={styles.inviteDescription}>{preview.description}</p> : null}
      <p className={styles.meta}>
        <Users size={16} aria-hidden="true" />
        {t("invite.startedBy", { owner: preview.ownerName, members: t("members", { count: preview.memberCount }) })}
      </p>
      <div className={styles.inviteActions}>{action}</div>
    </section>
  );
}

/** `withHint` where the words are the app's own; the server's already say what to do. */
function InviteProblem({ message, withHint = false }: { message: string; withHint?: boolean }) {
  const { t } = useCirclesT();
  return (
    <section className={`card ${styles.invite}`} aria-labelledby="invite-title">
      <h1 id="invite-title" className={styles.inviteTitle}>
        {t("invite.cannotOpen")}
      </h1>
      <p role="alert">{message}</p>
      {withHint ? <p className={styles.muted}>{t("invite.hint")}</p> : null}
      <div className={styles.inviteActions}>
        <Link to={paths.circles} className="btn btn-secondary">
          <ArrowLeft size={18} aria-hidden="true" />
          {t("notices.circles")}
        </Link>
      </div>
    </section>
  );
}
