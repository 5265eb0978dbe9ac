import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiPost } from "../../../lib/api-client.ts";
import { setSignedInHint } from "../../../lib/signed-in-hint.ts";

/** Clears the session cookie and every cached query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost("/", { subject: "logout" }, z.object({ message: z.string() })),
    onSuccess: () => {
      setSignedInHint(false);
      queryClient.clear();
    },
  });
}
