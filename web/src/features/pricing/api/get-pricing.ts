import { rootEndpoints } from "@berea/contracts/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";

export const pricingQueryOptions = queryOptions({
  queryKey: ["pricing"],
  queryFn: async () => (await callApi(rootEndpoints.getPricing, {})).plans,
  staleTime: 60 * 60 * 1000,
});

export const usePricing = () => useQuery(pricingQueryOptions);
