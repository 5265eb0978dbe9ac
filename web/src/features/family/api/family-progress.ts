import { familyEndpoints } from "@berea/contracts/family";
import type { Language } from "@berea/contracts/languages";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/language.ts";
import { userTimeZone } from "../../../lib/time-zone.ts";
import { familyKeys } from "./get-family-overview.ts";

/**
 * Shared progress: everyone in the caller's family, with numbers only for those who share. The devotional paths',
 * plans' and challenges' titles come in `lang`: Spanish sends `lang: "es"`, English no `lang` (the API's default);
 * each language's answer is kept under its own key.
 */
export const familyProgressQuery = (lang: Language = "en", timeZone = userTimeZone()) =>
  queryOptions({
    queryKey: [...familyKeys.all, "progress", timeZone, lang] as const,
    queryFn: () => callApi(familyEndpoints.progress, { timeZone, ...(lang === "en" ? {} : { lang }) }),
  });

export function useFamilyProgress(enabled = true) {
  const lang = useLanguage();
  return useQuery({ ...familyProgressQuery(lang), enabled });
}

/** The caller's own choice to share; the family views refresh after it. */
export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (share: boolean) => callApi(familyEndpoints.sharing, { share }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyKeys.all }),
  });
}
