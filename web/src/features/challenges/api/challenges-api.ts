import { challengeEndpoints, type ChallengeCompany } from "@berea/contracts/challenges";
import type { Language } from "@berea/contracts/languages";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/language.ts";
import { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

export const challengeKeys = {
  all: ["challenges"] as const,
  lists: ["challenges", "list"] as const,
  list: (lang: Language = "en") => ["challenges", "list", localDateKey(), lang] as const,
  run: (runId: string, lang: Language = "en") => ["challenges", "run", runId, lang] as const,
};

/** The challenges' titles and descriptions are answered in `lang`: Spanish sends `lang: "es"`, English no `lang` (the API's default). */
const inLanguage = (lang: Language) => (lang === "en" ? {} : { lang });

/** The catalogue, the reader's runs, who they can join with and their badges, in the reader's language. */
export const challengeListQuery = (lang: Language = "en") =>
  queryOptions({ queryKey: challengeKeys.list(lang), queryFn: () => callApi(challengeEndpoints.list, { timeZone: userTimeZone(), ...inLanguage(lang) }) });
export const useChallengeList = () => useQuery(challengeListQuery(useLanguage()));

/** A run: opening it counts the reader's progress again from what they did, so it is current without a tick box. */
export const useChallengeRun = (runId: string) => {
  const lang = useLanguage();
  return useQuery({ queryKey: challengeKeys.run(runId, lang), queryFn: () => callApi(challengeEndpoints.get, { runId, timeZone: userTimeZone(), ...inLanguage(lang) }) });
};

export interface JoinChoice {
  challengeId: string;
  with: ChallengeCompany;
  circleId?: string;
}

export function useJoinChallenge() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (choice: JoinChoice) => callApi(challengeEndpoints.join, { ...choice, timeZone: userTimeZone(), ...inLanguage(lang) }),
    onSuccess: (run) => {
      queryClient.setQueryData(challengeKeys.run(run.runId, lang), run);
      void queryClient.invalidateQueries({ queryKey: challengeKeys.lists });
    },
  });
}
