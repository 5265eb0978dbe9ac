import { readingPlanEndpoints, type RescheduleMode } from "@berea/contracts/reading-plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { currentLanguage } from "../../../lib/language.ts";
import { planLanguage, readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

interface RescheduleRequest {
  userPlanId: string;
  mode: RescheduleMode;
  /** double-up only: missed readings added to each coming day. */
  extraPerDay?: number | undefined;
}

/** Catches up on a plan the user is behind on, by shifting the rest of it or doubling up. */
export function useReschedulePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userPlanId, mode, extraPerDay }: RescheduleRequest) =>
      callApi(readingPlanEndpoints.reschedule, {
        userPlanId,
        mode,
        timeZone: userTimeZone(),
        ...(mode === "double-up" && extraPerDay ? { extraPerDay } : {}),
        ...planLanguage(currentLanguage()),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingPlanKeys.progress }),
  });
}
