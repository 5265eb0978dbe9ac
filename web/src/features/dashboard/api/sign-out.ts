import { rootEndpoints } from "@berea/contracts/api";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "../../../config/paths.ts";
import { callApi } from "../../../lib/api-client.ts";
import { setSignedInHint } from "../../../lib/signed-in-hint.ts";

/**
 * Clears the session cookie, goes home, then drops every cached query. The
 * order matters: clearing while a signed-in page is still mounted makes it
 * fetch its data again, meet the 403, and send the user to /login instead.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callApi(rootEndpoints.logout, {}),
    onSuccess: async () => {
      setSignedInHint(false);
      await navigate(paths.home, { replace: true });
      queryClient.clear();
    },
  });
}
