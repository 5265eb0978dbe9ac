import toast from "react-hot-toast";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useDeclareAdult } from "./api/family-actions.ts";
import { useFamilyT } from "./i18n.ts";
import styles from "./family.module.css";

/** A child member's own word that they are an adult: only they can say it, never the plan's owner. */
export function DeclareAdult({ owner }: { owner: string }) {
  const { t } = useFamilyT();
  const adult = useDeclareAdult();
  return (
    <ConfirmAction
      label={t("member.adult")}
      buttonClassName={`btn btn-ghost ${styles.remove}`}
      question={t("member.adultQuestion")}
      confirmLabel={t("member.adultConfirm")}
      cancelLabel={t("member.cancel")}
      pending={adult.isPending}
      error={null}
      onConfirm={(close) =>
        adult.mutate(undefined, {
          onSuccess: () => toast.success(t("member.adultDone", { owner })),
          onError: (error) => {
            toast.error(errorMessage(error));
            close();
          },
        })
      }
    >
      {t("member.adultExplain", { owner })}
    </ConfirmAction>
  );
}
