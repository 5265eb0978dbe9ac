import { calendarReplySchema } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

/** One plan of the caller's with every day of its schedule. */
export const planCalendarQuery = (userPlanId: string) =>
  queryOptions({
    queryKey: readingPlanKeys.calendar(userPlanId),
    queryFn: () => apiPost("/reading-plans/calendar", { userPlanId, timeZone: userTimeZone() }, calendarReplySchema),
  });

export const usePlanCalendar = (userPlanId: string, enabled = true) => useQuery({ ...planCalendarQuery(userPlanId), enabled });
