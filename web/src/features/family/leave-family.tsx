import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useLeaveFamily } from "./api/family-actions.ts";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useFamilyT } from "./i18n.ts";
import styles from "./family.module.css";

/** A member's way out of the Family plan they are in (anyone's, a child's too), with a confirmation step. */
export function LeaveFamily({ owner }: { owner: string }) {
  const { t, i18n } = useFamilyT();
  const leave = useLeaveFamily();

  return (
    <ConfirmAction
      label={t("member.leave")}
      buttonClassName={`btn btn-ghost ${styles.remove}`}
      question={t("member.leaveQuestion", { owner })}
      confirmLabel={t("member.leaveConfirm")}
      cancelLabel={t("member.stay")}
      pending={leave.isPending}
      // A failure is told in a toast, like the page's other changes, and the question put away.
      error={null}
      onConfirm={(close) =>
        leave.mutate(undefined, {
          onSuccess: (reply) => toast.success(inOwnWords(i18n.language, reply.message, t("member.left", { owner }))),
          onError: (error) => {
            toast.error(errorMessage(error));
            close();
          },
        })
      }
    >
      {t("member.leaveExplain")}
    </ConfirmAction>
  );
}
