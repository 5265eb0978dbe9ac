import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useDeclareAdult } from "./api/family-actions.ts";
import styles from "./family.module.css";

/** A child member's own word that they are an adult: only they can say it, never the plan's owner. */
export function DeclareAdult({ owner }: { owner: string }) {
  const adult = useDeclareAdult();
  return (
    <ConfirmAction
      label="I am an adult…"
      buttonClassName={`btn btn-ghost ${styles.remove}`}
      question="Are you 18 or older?"
      confirmLabel="Yes, I am an adult"
      cancelLabel="Cancel"
      pending={adult.isPending}
      error={null}
      onConfirm={(close) =>
        adult.mutate(undefined, {
          onSuccess: () => toast.success(`You are an adult member of ${owner}'s Family plan now.`),
          onError: (error) => {
            toast.error(errorMessage(error));
            close();
          },
        })
      }
    >
      Only you can say this. {owner} still sets whether you can use faith circles and chat.
    </ConfirmAction>
  );
}
