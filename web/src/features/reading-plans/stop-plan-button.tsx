import { useNavigate } from "react-router";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { paths } from "../../config/paths.ts";
import { useStopReadingPlan } from "./api/stop-reading-plan.ts";
import { useReadingPlansT } from "./i18n.ts";

/** "Stop this plan", asked once more before it happens: the plan's progress goes, the streak stays. */
export function StopPlanButton({ userPlanId, title }: { userPlanId: string; title: string }) {
  const { t } = useReadingPlansT();
  const stop = useStopReadingPlan();
  const navigate = useNavigate();
  return (
    <ConfirmAction
      label={t("stop.label")}
      question={t("stop.question", { title })}
      confirmLabel={t("stop.confirm")}
      cancelLabel={t("stop.cancel")}
      pending={stop.isPending}
      error={stop.isError ? stop.error : null}
      onConfirm={() => stop.mutate(userPlanId, { onSuccess: () => void navigate(paths.plans, { replace: true }) })}
    >
      {t("stop.body")}
    </ConfirmAction>
  );
}
