import { circleEndpoints } from "@berea/contracts/circles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { circleKeys } from "./get-my-circles.ts";

/** What an invite code opens, before joining: name, description, owner, how many are in it. */
export const circlePreviewQuery = (code: string) =>
  queryOptions({
    queryKey: circleKeys.preview(code),
    queryFn: () => callApi(circleEndpoints.preview, { code }),
  });

export const useCirclePreview = (code: string, enabled: boolean) => useQuery({ ...circlePreviewQuery(code), enabled });
