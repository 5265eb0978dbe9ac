import { familyEndpoints } from "@berea/contracts/family";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { userTimeZone } from "../../../lib/time-zone.ts";
import { familyKeys } from "./get-family-overview.ts";

/** Shared progress: everyone in the caller's family, with numbers only for those who share. */
export const familyProgressQuery = (timeZone = userTimeZone()) =>
  queryOptions({
    queryKey: [...familyKeys.all, "progress", timeZone] as const,
    queryFn: () => callApi(familyEndpoints.progress, { timeZone }),
  });

export const useFamilyProgress = (enabled = true) => useQuery({ ...familyProgressQuery(), enabled });

/** The caller's own choice to share; the family views refresh after it. */
export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: boolean) => callApi(familyEndpoints.sharing, { share }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
