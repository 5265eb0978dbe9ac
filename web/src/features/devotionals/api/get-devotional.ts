import { devotionalEndpoints } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import type { DevotionalTranslation } from "../../../lib/devotional-translation.ts";
import { devotionalKeys, userTimeZone } from "./devotional-request.ts";

/** One devotional by id: today's for everyone, any other for Premium (a 403 permission-denied for Free). */
export const devotionalQuery = (id: string, translation: DevotionalTranslation) =>
  queryOptions({
    queryKey: devotionalKeys.one(id, translation),
    queryFn: () => callApi(devotionalEndpoints.get, { id, timeZone: userTimeZone(), translation }),
  });

/** Keeps the devotional on screen while its passage loads in another translation. */
export const useDevotional = (id: string, translation: DevotionalTranslation, enabled = true) =>
  useQuery({ ...devotionalQuery(id, translation), enabled, placeholderData: (previous) => (previous?.id === id ? previous : undefined) });
