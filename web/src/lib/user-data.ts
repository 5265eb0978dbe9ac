import { getUserDataEndpoint } from "@berea/contracts/user-data";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "./api-client.ts";

export const userDataQueryKey = ["userData"] as const;

export const userDataQueryOptions = queryOptions({
  queryKey: userDataQueryKey,
  queryFn: () => callApi(getUserDataEndpoint, {}),
});

/** The signed-in user's profile; a 403 means not signed in. */
export const useUserData = () => useQuery(userDataQueryOptions);
