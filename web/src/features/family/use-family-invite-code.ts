import { isFamilyCode } from "@berea/contracts/family";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { pendingFamilyCode, rememberFamilyCode } from "./pending-family-code.ts";

/**
 * The Family invite this sign-in or sign-up page was opened with (`?code=FAM-…`),
 * or one kept from earlier in this tab; kept until the sign-in redeems it.
 */
export function useFamilyInviteCode(): string | null {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const given = params.get("code");
  const fromLink = isFamilyCode(given) ? given.trim().toUpperCase() : null;
  useEffect(() => {
    if (fromLink) rememberFamilyCode(fromLink);
  }, [fromLink]);
  // The prerendered sign-in and sign-up pages show the invite once React has caught up with the address.
  if (!hydrated) return null;
  return fromLink ?? pendingFamilyCode();
}
