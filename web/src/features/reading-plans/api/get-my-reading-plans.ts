import { myPlansReplySchema } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

/** The plans the caller follows, with today's readings in their time zone, and the reading streak. */
export const myReadingPlansQuery = () =>
  queryOptions({
    queryKey: readingPlanKeys.mine(),
    queryFn: () => apiPost("/reading-plans/mine", { timeZone: userTimeZone() }, myPlansReplySchema),
  });

export const useMyReadingPlans = () => useQuery(myReadingPlansQuery());
