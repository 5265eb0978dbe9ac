import type { DevotionalView } from "@berea/contracts/content";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiPost } from "../../../lib/api-client.ts";
import { devotionalKeys, userTimeZone } from "./devotional-request.ts";

const noteReplySchema = z.object({ note: z.string() });

interface NoteRequest {
  id: string;
  /** Empty text deletes the note. */
  note: string;
}

/** Saves the caller's private note on a devotional; the reply is the note as stored (trimmed). */
export function useSaveDevotionalNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: NoteRequest) => apiPost("/devotionals/note", { id, note, timeZone: userTimeZone() }, noteReplySchema),
    onSuccess: (reply, { id }) => {
      queryClient.setQueriesData<DevotionalView>({ queryKey: devotionalKeys.views }, (view) => (view && view.id === id ? { ...view, note: reply.note } : view));
    },
  });
}
