import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { readingPlanKeys } from "./reading-plan-request.ts";

/** Stops following a plan: its progress goes, the reading streak stays. */
export function useStopReadingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userPlanId: string) => callApi(readingPlanEndpoints.stop, { userPlanId }),
    onSuccess: ({ userPlanId }) => {
      queryClient.removeQueries({ queryKey: [...readingPlanKeys.progress, "calendar", userPlanId] });
      return queryClient.invalidateQueries({ queryKey: readingPlanKeys.progress });
    },
  });
}
