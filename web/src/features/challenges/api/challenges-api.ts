import { challengeEndpoints, type ChallengeCompany } from "@berea/contracts/challenges";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { localDateKey, userTimeZone } from "../../../lib/time-zone.ts";

export const challengeKeys = {
  all: ["challenges"] as const,
  list: () => ["challenges", "list", localDateKey()] as const,
  run: (runId: string) => ["challenges", "run", runId] as const,
};

/** The catalogue, the reader's runs, who they can join with and their badges. */
export const challengeListQuery = () => queryOptions({ queryKey: challengeKeys.list(), queryFn: () => callApi(challengeEndpoints.list, { timeZone: userTimeZone() }) });
export const useChallengeList = () => useQuery(challengeListQuery());

/** A run: opening it counts the reader's progress again from what they did, so it is current without a tick box. */
export const useChallengeRun = (runId: string) =>
  useQuery({ queryKey: challengeKeys.run(runId), queryFn: () => callApi(challengeEndpoints.get, { runId, timeZone: userTimeZone() }) });

export interface JoinChoice {
  challengeId: string;
  with: ChallengeCompany;
  circleId?: string;
}

export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: JoinChoice) => callApi(challengeEndpoints.join, { ...choice, timeZone: userTimeZone() }),
    onSuccess: (run) => {
      queryClient.setQueryData(challengeKeys.run(run.runId), run);
      void queryClient.invalidateQueries({ queryKey: challengeKeys.list() });
    },
  });
}
