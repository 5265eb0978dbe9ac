import {
  circleMessageReplySchema,
  circleSummarySchema,
  type CircleCreateRequest,
} from "@berea/contracts/circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../lib/api-client.ts";
import { circleKeys } from "./get-my-circles.ts";

/**
 * A change to circles; each refreshes the circle views that are open (by
 * default all of them; starting or joining one, which then opens it, only
 * the list).
 */
function useCircleChange<Input, Output>(run: (input: Input) => Promise<Output>, refresh: readonly string[] = circleKeys.all) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}

/** `POST /api/circles/create`: the new circle, with the caller as its owner. */
export const useCreateCircle = () => useCircleChange((request: CircleCreateRequest) => apiPost("/circles/create", request, circleSummarySchema), circleKeys.mine);

/** `POST /api/circles/join`: the circle the code belongs to, now with the caller in it. */
export const useJoinCircle = () => useCircleChange((code: string) => apiPost("/circles/join", { code }, circleSummarySchema), circleKeys.mine);

/** `POST /api/circles/remove`: the owner removes a member. */
export const useRemoveCircleMember = (circleId: string) =>
  useCircleChange((memberUid: string) => apiPost("/circles/remove", { circleId, memberUid }, circleMessageReplySchema));

/** `POST /api/circles/new-code`: the circle with its new invite code; the old code stops working. */
export const useNewCircleCode = (circleId: string) => useCircleChange(() => apiPost("/circles/new-code", { circleId }, circleSummarySchema));

/**
 * `POST /api/circles/leave`. Only the list is marked for reading again: the
 * circle just left is closing, and reading it again would only find it gone.
 */
export function useLeaveCircle(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost("/circles/leave", { circleId }, circleMessageReplySchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.mine }),
  });
}
