import { devotionalEndpoints } from "@berea/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import type { DevotionalTranslation } from "../../../lib/devotional-translation.ts";
import type { Language } from "@berea/contracts/languages";
import { devotionalKeys, langField, userTimeZone } from "./devotional-request.ts";

/** One devotional by id: today's for everyone, any other for Premium (a 403 permission-denied for Free). */
export const devotionalQuery = (id: string, translation: DevotionalTranslation, lang: Language = "en") =>
  queryOptions({
    queryKey: devotionalKeys.one(id, translation, lang),
    queryFn: () => callApi(devotionalEndpoints.get, { id, timeZone: userTimeZone(), translation, ...langField(lang) }),
  });

/** Keeps the devotional on screen while its passage loads in another translation. */
export const useDevotional = (id: string, translation: DevotionalTranslation, enabled = true, lang: Language = "en") =>
  useQuery({ ...devotionalQuery(id, translation, lang), enabled, placeholderData: (previous) => (previous?.id === id ? previous : undefined) });
