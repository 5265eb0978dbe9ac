import { devotionalEndpoints, type DevotionalView } from "@berea/contracts/content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { devotionalKeys, userTimeZone } from "./devotional-request.ts";

interface NoteRequest {
  id: string;
  /** Empty text deletes the note. */
  note: string;
}

/** Saves the caller's private note on a devotional; the reply is the note as stored (trimmed). */
export function useSaveDevotionalNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: NoteRequest) => callApi(devotionalEndpoints.note, { id, note, timeZone: userTimeZone() }),
    onSuccess: (reply, { id }) => {
      queryClient.setQueriesData<DevotionalView>({ queryKey: devotionalKeys.views }, (view) => (view && view.id === id ? { ...view, note: reply.note } : view));
    },
  });
}
