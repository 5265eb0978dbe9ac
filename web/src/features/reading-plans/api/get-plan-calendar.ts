import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

/** One plan of the caller's with every day of its schedule. */
export const planCalendarQuery = (userPlanId: string) =>
  queryOptions({
    queryKey: readingPlanKeys.calendar(userPlanId),
    queryFn: () => callApi(readingPlanEndpoints.calendar, { userPlanId, timeZone: userTimeZone() }),
  });

export const usePlanCalendar = (userPlanId: string, enabled = true) => useQuery({ ...planCalendarQuery(userPlanId), enabled });
