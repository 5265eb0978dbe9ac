import { readingPlanEndpoints } from "@berea/contracts/reading-plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

/** The plans the caller follows, with today's readings in their time zone, and the reading streak. */
export const myReadingPlansQuery = () =>
  queryOptions({
    queryKey: readingPlanKeys.mine(),
    queryFn: () => callApi(readingPlanEndpoints.mine, { timeZone: userTimeZone() }),
  });

export const useMyReadingPlans = () => useQuery(myReadingPlansQuery());
