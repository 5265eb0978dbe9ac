import { useNavigate } from "react-router";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { paths } from "../../config/paths.ts";
import { useStopReadingPlan } from "./api/stop-reading-plan.ts";

/** "Stop this plan", asked once more before it happens: the plan's progress goes, the streak stays. */
export function StopPlanButton({ userPlanId, title }: { userPlanId: string; title: string }) {
  const stop = useStopReadingPlan();
  const navigate = useNavigate();
  return (
    <ConfirmAction
      label="Stop this plan"
      question={`Stop “${title}”?`}
      confirmLabel="Yes, stop it"
      cancelLabel="Keep reading"
      pending={stop.isPending}
      error={stop.isError ? stop.error : null}
      onConfirm={() => stop.mutate(userPlanId, { onSuccess: () => void navigate(paths.plans, { replace: true }) })}
    >
      Your check-offs in this plan will be cleared. Your reading streak stays, and you can start the plan again at any time.
    </ConfirmAction>
  );
}
