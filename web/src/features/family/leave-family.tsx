import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useLeaveFamily } from "./api/family-actions.ts";
import styles from "./family.module.css";

/**
 * A member's way out of the Family plan they are in, with a confirmation
 * step. A child's place is the owner's to change, so a child is told whom to ask.
 */
export function LeaveFamily({ owner, child }: { owner: string; child: boolean }) {
  const leave = useLeaveFamily();

  if (child) return <p className={styles.muted}>{owner} looks after your place in this Family plan. Ask them if you want to leave it.</p>;
  return (
    <ConfirmAction
      label="Leave this Family plan…"
      buttonClassName={`btn btn-ghost ${styles.remove}`}
      question={`Leave ${owner}'s Family plan?`}
      confirmLabel="Yes, leave"
      cancelLabel="Stay"
      pending={leave.isPending}
      // A failure is told in a toast, like the page's other changes, and the question put away.
      error={null}
      onConfirm={(close) =>
        leave.mutate(undefined, {
          onSuccess: (reply) => toast.success(reply.message),
          onError: (error) => {
            toast.error(errorMessage(error));
            close();
          },
        })
      }
    >
      You keep your account and everything in it, but lose Family benefits now. To come back, you need a new invite.
    </ConfirmAction>
  );
}
