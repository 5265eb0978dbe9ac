import { circleEndpoints, type CircleCreateRequest } from "@berea/contracts/circles";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
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
export const useCreateCircle = () => useCircleChange((request: CircleCreateRequest) => callApi(circleEndpoints.create, request), circleKeys.mine);

/** `POST /api/circles/join`: the circle the code belongs to, now with the caller in it. */
export const useJoinCircle = () => useCircleChange((code: string) => callApi(circleEndpoints.join, { code }), circleKeys.mine);

/** `POST /api/circles/remove`: the owner removes a member. */
export const useRemoveCircleMember = (circleId: string) =>
  useCircleChange((memberUid: string) => callApi(circleEndpoints.remove, { circleId, memberUid }));

/** `POST /api/circles/new-code`: the circle with its new invite code; the old code stops working. */
export const useNewCircleCode = (circleId: string) => useCircleChange(() => callApi(circleEndpoints.newCode, { circleId }));

/**
 * `POST /api/circles/leave`. Only the list is marked for reading again: the
 * circle just left is closing, and reading it again would only find it gone.
 */
export function useLeaveCircle(circleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(circleEndpoints.leave, { circleId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: circleKeys.mine }),
  });
}
