import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { currentLanguage } from "../../../lib/language.ts";
import { planLanguage, readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

interface StartRequest {
  planId: string;
  /** YYYY-MM-DD; today where the user is when left out. */
  startDate?: string | undefined;
}

/** Starts following a plan; the user's plans are asked for again. */
export function useStartReadingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, startDate }: StartRequest) =>
      callApi(readingPlanEndpoints.start, { planId, timeZone: userTimeZone(), ...(startDate ? { startDate } : {}), ...planLanguage(currentLanguage()) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readingPlanKeys.progress }),
  });
}
