import { useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../lib/api-client.ts";
import { useLeaveFamily } from "./api/family-actions.ts";
import { ConfirmStep } from "./confirm-step.tsx";
import styles from "./family.module.css";

/**
 * A member's way out of the Family plan they are in, with a confirmation
 * step. A child's place is the owner's to change, so a child is told whom to ask.
 */
export function LeaveFamily({ owner, child }: { owner: string; child: boolean }) {
  const leave = useLeaveFamily();
  const [confirming, setConfirming] = useState(false);

  if (child) return <p className={styles.muted}>{owner} looks after your place in this Family plan. Ask them if you want to leave it.</p>;
  if (!confirming) {
    return (
      <button type="button" className={`btn btn-ghost ${styles.remove}`} onClick={() => setConfirming(true)}>
        Leave this Family plan…
      </button>
    );
  }
  return (
    <ConfirmStep
      question={`Leave ${owner}'s Family plan?`}
      confirmLabel="Yes, leave"
      cancelLabel="Stay"
      pending={leave.isPending}
      onConfirm={() =>
        leave.mutate(undefined, {
          onSuccess: (reply) => toast.success(reply.message),
          onError: (error) => {
            toast.error(errorMessage(error));
            setConfirming(false);
          },
        })
      }
      onCancel={() => setConfirming(false)}
    >
      Leave {owner}'s Family plan? You keep your account and everything in it, but lose Family benefits now. To come back, you need a new invite.
    </ConfirmStep>
  );
}
