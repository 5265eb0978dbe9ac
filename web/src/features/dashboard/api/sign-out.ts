import { rootEndpoints } from "@berea/contracts/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths.ts";
import { callApi } from "../../../lib/api-client.ts";
import { useSessionGuard } from "../../../lib/session.ts";
import { setSignedInHint } from "../../../lib/signed-in-hint.ts";

/**
 * Clears the session cookie, goes home, then drops every cached query. The
 * page's session guard is told first: until the way home is taken, parts of
 * the page may still ask the API and meet the 403, which would otherwise send
 * the user to /login instead. Clearing only after the navigation keeps the
 * page from asking again for what it shows.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const guard = useSessionGuard();
  return useMutation({
    mutationFn: () => callApi(rootEndpoints.logout, {}),
    onSuccess: async () => {
      guard.signedOut();
      setSignedInHint(false);
      await navigate(paths.home, { replace: true });
      queryClient.clear();
    },
  });
}
