import { challengeEndpoints } from "@berea/contracts/challenges";
import { callApi } from "../../lib/api-client.ts";

/** The reader's challenge badges, newest first. */
export const fetchChallengeBadges = async () => (await callApi(challengeEndpoints.badges, {})).badges;
