import { circleEventEndpoints, type CircleEventCreateRequest, type CircleEventRsvpRequest, type CircleEventUpdateRequest } from "@berea/contracts/circle-events";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiUrl, callApi } from "../../../lib/api-client.ts";

/** Every circle events query sits under this key, so a change refreshes them together. */
export const circleEventKeys = {
  all: ["circle-events"] as const,
  list: (from: string, to: string) => ["circle-events", "list", from, to] as const,
  feed: ["circle-events", "feed"] as const,
};

/** The occurrences of the reader's circles' events from `from` to `to`, and the circles. */
export const circleEventsQuery = (from: string, to: string) =>
  queryOptions({ queryKey: circleEventKeys.list(from, to), queryFn: () => callApi(circleEventEndpoints.list, { from, to }) });

export const useCircleEvents = (from: string, to: string) => useQuery(circleEventsQuery(from, to));

/** `POST /api/circle-events/create`: the owner schedules an event; the list is read again. */
export function useCreateCircleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CircleEventCreateRequest) => callApi(circleEventEndpoints.create, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleEventKeys.all }),
  });
}

/** `POST /api/circle-events/update`: the owner changes an event (every field); answers for dates it no longer has are dropped. */
export function useUpdateCircleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CircleEventUpdateRequest) => callApi(circleEventEndpoints.update, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleEventKeys.all }),
  });
}

/** `POST /api/circle-events/cancel`: the owner cancels an event, every week of it. */
export function useCancelCircleEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { circleId: string; eventId: string }) => callApi(circleEventEndpoints.cancel, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleEventKeys.all }),
  });
}

/** `POST /api/circle-events/rsvp`: the reader's answer for one occurrence; answering again replaces it. */
export function useRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CircleEventRsvpRequest) => callApi(circleEventEndpoints.rsvp, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleEventKeys.all }),
  });
}

/** The reader's private calendar feed address (made on the first ask), asked for only when the feed panel opens. */
export const useFeedPath = (enabled: boolean) =>
  useQuery({ queryKey: circleEventKeys.feed, queryFn: () => callApi(circleEventEndpoints.feed, {}), enabled, staleTime: Infinity });

/** One event's calendar file. */
export const eventIcsUrl = (circleId: string, eventId: string) => apiUrl(circleEventEndpoints.ics, { circle: circleId, event: eventId });
