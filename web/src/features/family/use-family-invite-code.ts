import { isFamilyCode } from "@berea/contracts/family";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { pendingFamilyCode, rememberFamilyCode } from "./pending-family-code.ts";

/**
 * The Family invite this sign-in or sign-up page was opened with (`?code=FAM-…`),
 * or one kept from earlier in this tab; kept until the sign-in redeems it.
 */
export function useFamilyInviteCode(): string | null {
  const [params] = useSearchParams();
  const given = params.get("code");
  const fromLink = isFamilyCode(given) ? given.trim().toUpperCase() : null;
  useEffect(() => {
    if (fromLink) rememberFamilyCode(fromLink);
  }, [fromLink]);
  return fromLink ?? pendingFamilyCode();
}
