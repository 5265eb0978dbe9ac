import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useLeaveFamily } from "./api/family-actions.ts";
import styles from "./family.module.css";

/** A member's way out of the Family plan they are in (anyone's, a child's too), with a confirmation step. */
export function LeaveFamily({ owner }: { owner: string }) {
  const leave = useLeaveFamily();

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
