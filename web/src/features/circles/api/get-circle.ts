import { circleEndpoints } from "@berea/contracts/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { circleKeys } from "./get-my-circles.ts";

/** One circle the caller is in: its members and latest messages (new ones then come by follow-circle.ts). */
export const circleQuery = (circleId: string) =>
  queryOptions({
    queryKey: circleKeys.detail(circleId),
    queryFn: () => callApi(circleEndpoints.get, { circleId }),
  });

/** Read again every two minutes while open, so who is in the circle stays current. */
export const useCircle = (circleId: string) => useQuery({ ...circleQuery(circleId), refetchInterval: 120_000 });
