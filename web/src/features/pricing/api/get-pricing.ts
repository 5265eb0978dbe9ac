import { queryOptions, useQuery } from "@tanstack/react-query";
import { pricingReplySchema } from "@berea/contracts/pricing";
import { apiPost } from "../../../lib/api-client.ts";

export const pricingQueryOptions = queryOptions({
  queryKey: ["pricing"],
  queryFn: async () => (await apiPost("/", { subject: "getPricing" }, pricingReplySchema)).plans,
  staleTime: 60 * 60 * 1000,
});

export const usePricing = () => useQuery(pricingQueryOptions);
