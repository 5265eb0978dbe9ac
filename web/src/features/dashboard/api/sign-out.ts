import { rootEndpoints } from "@berea/contracts/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths.ts";
import { callApi } from "../../../lib/api-client.ts";
import { setSignedInHint } from "../../../lib/signed-in-hint.ts";

/**
 * Clears the session cookie, goes home, then drops every cached query. The
 * order matters: clearing while a signed-in page is still mounted makes it
 * fetch its data again and meet the 403, and its session guard sends the user
 * to /login instead. So the way home is rendered at once (flushSync), not as
 * a transition that could still be showing the home when the cache empties.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(rootEndpoints.logout, {}),
    onSuccess: async () => {
      setSignedInHint(false);
      await navigate(paths.home, { replace: true, flushSync: true });
      queryClient.clear();
    },
  });
}
