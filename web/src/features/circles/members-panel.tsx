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
import { Initial } from "./initial.tsx";
import styles from "./circle-chat.module.css";

/** The circle's invite link on this site, for sharing. */
export const inviteLink = (invitePath: string): string => new URL(invitePath, window.location.origin).href;

export const copyInviteLink = (invitePath: string) => copyText(inviteLink(invitePath), "Invite link copied. Send it to anyone you would like in the circle.");

/**
 * Who is in the circle, how to invite others, and leaving. The owner also
 * removes members and replaces the invite code, each asked once more first.
 */
export function MembersPanel({ detail }: { detail: CircleDetail }) {
  const { circle, members, you, maxMembers } = detail;
  const isOwner = circle.role === "owner";
  const newCode = useNewCircleCode(circle.id);
  const ordered = [...members].sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner"));

  return (
    <div className={styles.panel}>
      <section className={styles.panelSection} aria-labelledby="members-title">
        <h2 id="members-title" className={styles.panelTitle}>
          Members <span className={styles.panelCount}>{members.length} of {maxMembers}</span>
        </h2>
        <ul className={styles.memberList}>
          {ordered.map((member) => (
            <MemberRow key={member.uid} circleId={circle.id} member={member} you={member.uid === you.uid} canRemove={isOwner && member.uid !== you.uid} />
          ))}
        </ul>
      </section>

      <section className={styles.panelSection} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.panelTitle}>
          Invite
        </h2>
        <p className={styles.panelNote}>Anyone with the link or the code can join, while there is room.</p>
        <p className={styles.code}>
          <span className="visually-hidden">Invite code: </span>
          {circle.inviteCode}
        </p>
        <div className={styles.panelActions}>
          <button type="button" className={`btn btn-secondary ${styles.small}`} onClick={() => void copyInviteLink(circle.invitePath)}>
            <Link2 size={16} aria-hidden="true" />
            Copy invite link
          </button>
          {isOwner ? (
            <ConfirmAction
              label="New invite code"
              icon={<RefreshCw size={16} aria-hidden="true" />}
              buttonClassName={`btn btn-ghost ${styles.small}`}
              question="Make a new invite code?"
              confirmLabel="Make a new code"
              pending={newCode.isPending}
              error={newCode.error}
              onConfirm={(close) =>
                newCode.mutate(undefined, {
                  onSuccess: () => {
                    toast.success("A new invite code is ready. The old one no longer works.");
                    close();
                  },
                })
              }
            >
              The current link and code stop working at once. Everyone already in the circle stays.
            </ConfirmAction>
          ) : null}
        </div>
      </section>

      <section className={styles.panelSection} aria-label="Leave">
        <LeaveCircle circleId={circle.id} circleName={circle.name} owner={isOwner} others={members.length > 1} />
      </section>
    </div>
  );
}

function MemberRow({ circleId, member, you, canRemove }: { circleId: string; member: CircleMember; you: boolean; canRemove: boolean }) {
  const remove = useRemoveCircleMember(circleId);
  return (
    <li className={styles.member}>
      <div className={styles.memberLine}>
        <Initial name={member.name} />
        <span className={styles.memberName}>
          {member.name}
          {you ? <span className={styles.you}> (you)</span> : null}
        </span>
        {member.role === "owner" ? <span className="badge">Owner</span> : null}
      </div>
      {canRemove ? (
        <ConfirmAction
          label="Remove"
          labelForScreenReaders={`Remove ${member.name}`}
          icon={<UserMinus size={16} aria-hidden="true" />}
          buttonClassName={`btn btn-ghost ${styles.small} ${styles.removeButton}`}
          question={`Remove ${member.name}?`}
          confirmLabel="Remove"
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate(member.uid, { onSuccess: (reply) => toast.success(reply.message) })}
        >
          They leave the circle and can no longer read or write in it. With the invite link they could join again, so make a new code if they should not.
        </ConfirmAction>
      ) : null}
    </li>
  );
}

function LeaveCircle({ circleId, circleName, owner, others }: { circleId: string; circleName: string; owner: boolean; others: boolean }) {
  const leave = useLeaveCircle(circleId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ConfirmAction
      label="Leave circle"
      icon={<LogOut size={16} aria-hidden="true" />}
      buttonClassName={`btn btn-ghost ${styles.small} ${styles.removeButton}`}
      question={`Leave ${circleName}?`}
      confirmLabel="Leave"
      cancelLabel="Stay"
      pending={leave.isPending}
      error={leave.error}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: async (reply) => {
            toast.success(reply.message);
            await navigate(paths.circles, { replace: true });
            // Only once this page is closed: read again now, the circle would only be found gone.
            queryClient.removeQueries({ queryKey: circleKeys.detail(circleId) });
          },
        })
      }
    >
      You will no longer see its messages. You can come back later with an invite link.
      {owner && others ? " The member who has been here longest becomes its owner." : ""}
    </ConfirmAction>
  );
}
