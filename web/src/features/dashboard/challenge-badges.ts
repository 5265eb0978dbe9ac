import { challengeEndpoints } from "@berea/contracts/challenges";
import type { Language } from "@berea/contracts/languages";
import { callApi } from "../../lib/api-client.ts";

/** The reader's challenge badges, newest first, their titles in `lang` (English sends no `lang`: the API's default). */
export const fetchChallengeBadges = async (lang: Language) => (await callApi(challengeEndpoints.badges, lang === "en" ? {} : { lang })).badges;
