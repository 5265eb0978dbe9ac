import { queryOptions, useQuery } from "@tanstack/react-query";
import { userDataSchema } from "@berea/contracts/auth";
import { apiPost } from "./api-client.ts";

export const userDataQueryKey = ["userData"] as const;

export const userDataQueryOptions = queryOptions({
  queryKey: userDataQueryKey,
  queryFn: () => apiPost("/", { subject: "getUserData" }, userDataSchema),
});

/** The signed-in user's profile; a 403 means not signed in. */
export const useUserData = () => useQuery(userDataQueryOptions);
