import { devotionalEndpoints, type DevotionalPathsReply, type DevotionalView } from "@berea/contracts/content";
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { devotionalKeys, userTimeZone } from "./devotional-request.ts";

interface MarkRequest {
  id: string;
  read: boolean;
}

type Snapshot = [QueryKey, unknown][];

/** Writes a devotional's read state into every cached view of it and into the paths' progress. */
function applyRead(queryClient: QueryClient, id: string, read: boolean) {
  queryClient.setQueriesData<DevotionalView>({ queryKey: devotionalKeys.views }, (view) => (view && view.id === id ? { ...view, read } : view));
  queryClient.setQueriesData<DevotionalPathsReply>({ queryKey: devotionalKeys.pathsAll }, (reply) => {
    if (!reply?.progressTracking) return reply;
    return {
      ...reply,
      paths: reply.paths.map((path) => {
        if (!path.days.some((day) => day.id === id)) return path;
        const days = path.days.map((day) => (day.id === id ? { ...day, read } : day));
        return { ...path, days, read: days.filter((day) => day.read).length };
      }),
    };
  });
}

/**
 * Marks a devotional read or not read. The change shows at once (today's
 * card, the page, the path's progress) and is put back if the server says no.
 */
export function useMarkDevotional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: MarkRequest) => callApi(devotionalEndpoints.mark, { id, read, timeZone: userTimeZone() }),
    onMutate: async ({ id, read }): Promise<{ snapshot: Snapshot }> => {
      // A fetch already under way must not overwrite the change. Queries still on their first fetch are left
      // alone: cancelling those would leave them empty, and they will bring the server's state anyway.
      await queryClient.cancelQueries({ queryKey: devotionalKeys.all, predicate: (query) => query.state.data !== undefined });
      const snapshot: Snapshot = [
        ...queryClient.getQueriesData({ queryKey: devotionalKeys.views }),
        ...queryClient.getQueriesData({ queryKey: devotionalKeys.pathsAll }),
      ];
      applyRead(queryClient, id, read);
      return { snapshot };
    },
    onError: (_error, _request, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (reply, { id }) => applyRead(queryClient, id, reply.read),
  });
}
