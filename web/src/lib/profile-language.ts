import type { QueryClient } from "@tanstack/react-query";
import { isLanguage, type Language } from "@berea/contracts/languages";
import { chooseLanguage, chosenLanguage, onLanguageChange } from "./language.ts";
import { readSignedInHint } from "./signed-in-hint.ts";
import type { userDataQueryKey } from "./user-data.ts";

/** The profile query's key (user-data.ts's, named by type only: its module brings the API client, which the entry loads later). */
const userDataKey: (typeof userDataQueryKey)[0] = "userData";

/**
 * A signed-in reader's language lives on their profile too, so their other
 * devices start in it:
 * - a choice made here (the switch) is sent to `account/profile` when this
 *   browser has a session (a failure is quiet: the device keeps the choice);
 * - a profile with a language, read by `getUserData`, sets it on a device
 *   where the reader has not chosen yet.
 * The app's entry (main.tsx) loads and starts it after its first work; the prerendered landing does not load it.
 */
export function followProfileLanguage(queryClient: QueryClient): () => void {
  const stopChoices = onLanguageChange(({ language, keepOnProfile }) => {
    if (!keepOnProfile || !readSignedInHint()) return;
    void saveLanguageOnProfile(language).catch(() => undefined);
  });
  const adoptFrom = (data: unknown) => {
    const profileLanguage = typeof data === "object" && data !== null && "language" in data ? data.language : undefined;
    if (isLanguage(profileLanguage) && chosenLanguage() === null) chooseLanguage(profileLanguage, { keepOnProfile: false });
  };
  // The profile may be in the cache already (the server-rendered home's, or read before this module loaded).
  adoptFrom(queryClient.getQueryData([userDataKey]));
  const stopProfile = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryKey[0] !== userDataKey) return;
    adoptFrom(event.query.state.data);
  });
  return () => {
    stopChoices();
    stopProfile();
  };
}

/** Keeps `language` on the signed-in reader's profile (the API module loads only when a reader chooses). */
export async function saveLanguageOnProfile(language: Language): Promise<void> {
  const [{ callApi }, { accountEndpoints }] = await Promise.all([import("./api-client.ts"), import("@berea/contracts/account")]);
  await callApi(accountEndpoints.profile, { language });
}
