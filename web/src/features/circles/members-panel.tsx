import type { CircleDetail, CircleMember } from "@berea/contracts/circles";
import { useQueryClient } from "@tanstack/react-query";
import { Link2, LogOut, RefreshCw, UserMinus } from "lucide-react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { copyText } from "../../lib/copy-text.ts";
import { useLeaveCircle, useNewCircleCode, useRemoveCircleMember } from "./api/circle-actions.ts";
import { circleKeys } from "./api/get-my-circles.ts";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useCirclesT } from "./i18n.ts";
import { Initial } from "./initial.tsx";
import styles from "./circle-chat.module.css";

/** The circle's invite link on this site, for sharing. */
export const inviteLink = (invitePath: string): string => new URL(invitePath, window.location.origin).href;

/** Copies the invite link, saying `done` (the circles namespace's `chat.inviteCopied`, in the reader's language). */
export const copyInviteLink = (invitePath: string, done: string) => copyText(inviteLink(invitePath), done);

/**
 * Who is in the circle, how to invite others, and leaving. The owner also
 * removes members and replaces the invite code, each asked once more first.
 */
export function MembersPanel({ detail }: { detail: CircleDetail }) {
  const { t } = useCirclesT();
  const { circle, members, you, maxMembers } = detail;
  const isOwner = circle.role === "owner";
  const newCode = useNewCircleCode(circle.id);
  const ordered = [...members].sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner"));

  return (
    <div className={styles.panel}>
      <section className={styles.panelSection} aria-labelledby="members-title">
        <h2 id="members-title" className={styles.panelTitle}>
          {t("panel.members")} <span className={styles.panelCount}>{t("panel.count", { count: members.length, max: maxMembers })}</span>
        </h2>
        <ul className={styles.memberList}>
          {ordered.map((member) => (
            <MemberRow key={member.uid} circleId={circle.id} circleName={circle.name} member={member} you={member.uid === you.uid} canRemove={isOwner && member.uid !== you.uid} />
          ))}
        </ul>
      </section>

      <section className={styles.panelSection} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.panelTitle}>
          {t("panel.invite")}
        </h2>
        <p className={styles.panelNote}>{t("panel.inviteNote")}</p>
        <p className={styles.code}>
          <span className="visually-hidden">{t("panel.inviteCode")}</span>
          {circle.inviteCode}
        </p>
        <div className={styles.panelActions}>
          <button type="button" className={`btn btn-secondary ${styles.small}`} onClick={() => void copyInviteLink(circle.invitePath, t("chat.inviteCopied"))}>
            <Link2 size={16} aria-hidden="true" />
            {t("panel.copyInvite")}
          </button>
          {isOwner ? (
            <ConfirmAction
              label={t("panel.newCode")}
              icon={<RefreshCw size={16} aria-hidden="true" />}
              buttonClassName={`btn btn-ghost ${styles.small}`}
              question={t("panel.newCodeQuestion")}
              confirmLabel={t("panel.newCodeConfirm")}
              cancelLabel={t("chat.cancel")}
              pending={newCode.isPending}
              error={newCode.error}
              onConfirm={(close) =>
                newCode.mutate(undefined, {
                  onSuccess: () => {
                    toast.success(t("panel.newCodeReady"));
                    close();
                  },
                })
              }
            >
              {t("panel.newCodeExplain")}
            </ConfirmAction>
          ) : null}
        </div>
      </section>

      <section className={styles.panelSection} aria-label={t("panel.leaveLabel")}>
        <LeaveCircle circleId={circle.id} circleName={circle.name} owner={isOwner} others={members.length > 1} />
      </section>
    </div>
  );
}

function MemberRow({ circleId, circleName, member, you, canRemove }: { circleId: string; circleName: string; member: CircleMember; you: boolean; canRemove: boolean }) {
  const { t, i18n } = useCirclesT();
  const remove = useRemoveCircleMember(circleId);
  return (
    <li className={styles.member}>
      <div className={styles.memberLine}>
        <Initial name={member.name} />
        <span className={styles.memberName}>
          {member.name}
          {you ? <span className={styles.you}>{t("panel.you")}</span> : null}
        </span>
        {member.role === "owner" ? <span className="badge">{t("owner")}</span> : null}
      </div>
      {canRemove ? (
        <ConfirmAction
          label={t("panel.remove")}
          labelForScreenReaders={t("panel.removeNamed", { name: member.name })}
          icon={<UserMinus size={16} aria-hidden="true" />}
          buttonClassName={`btn btn-ghost ${styles.small} ${styles.removeButton}`}
          question={t("panel.removeQuestion", { name: member.name })}
          confirmLabel={t("panel.remove")}
          cancelLabel={t("chat.cancel")}
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() =>
            remove.mutate(member.uid, { onSuccess: (reply) => toast.success(inOwnWords(i18n.language, reply.message, t("panel.removed", { member: member.name, circle: circleName }))) })
          }
        >
          {t("panel.removeExplain")}
        </ConfirmAction>
      ) : null}
    </li>
  );
}

function LeaveCircle({ circleId, circleName, owner, others }: { circleId: string; circleName: string; owner: boolean; others: boolean }) {
  const { t, i18n } = useCirclesT();
  const leave = useLeaveCircle(circleId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ConfirmAction
      label={t("panel.leave")}
      icon={<LogOut size={16} aria-hidden="true" />}
      buttonClassName={`btn btn-ghost ${styles.small} ${styles.removeButton}`}
      question={t("panel.leaveQuestion", { name: circleName })}
      confirmLabel={t("panel.leaveConfirm")}
      cancelLabel={t("panel.stay")}
      pending={leave.isPending}
      error={leave.error}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: async (reply) => {
            toast.success(inOwnWords(i18n.language, reply.message, t("panel.left", { name: circleName })));
            await navigate(paths.circles, { replace: true });
            // Only once this page is closed: read again now, the circle would only be found gone.
            queryClient.removeQueries({ queryKey: circleKeys.detail(circleId) });
          },
        })
      }
    >
      {t("panel.leaveExplain")}
      {owner && others ? t("panel.newOwner") : ""}
    </ConfirmAction>
  );
}
