import { familyEndpoints, type FamilyInviteRequest, type FamilySettingsRequest } from "@berea/contracts/family";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { userDataQueryKey } from "../../../lib/user-data.ts";
import { familyKeys } from "./get-family-overview.ts";

/** `POST /api/family/join`: the signed-in user joins with a code, having agreed to what the owner sees; `adult` is theirs alone to say. */
export const joinFamily = ({ code, adult }: { code: string; adult: boolean }) => callApi(familyEndpoints.join, { code, consent: true, adult });

/** Changes to a family (the owner's, or a member's own place); each refreshes the family views (and the user data, whose plan may change). */
function useFamilyChange<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: familyKeys.all });
      void queryClient.invalidateQueries({ queryKey: userDataQueryKey });
    },
  });
}

export const useCreateInvite = () => useFamilyChange((request: FamilyInviteRequest) => callApi(familyEndpoints.invite, request));
export const useRevokeInvite = () => useFamilyChange((code: string) => callApi(familyEndpoints.revoke, { code }));
export const useRemoveMember = () => useFamilyChange((memberUid: string) => callApi(familyEndpoints.remove, { memberUid }));
export const useUpdateSwitches = () => useFamilyChange((request: FamilySettingsRequest) => callApi(familyEndpoints.settings, request));
export const useJoinFamily = () => useFamilyChange(joinFamily);
export const useLeaveFamily = () => useFamilyChange(() => callApi(familyEndpoints.leave, {}));
export const useDeclareAdult = () => useFamilyChange(() => callApi(familyEndpoints.adult, {}));
