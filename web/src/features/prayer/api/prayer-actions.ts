import { prayerEndpoints, type PrayerAnswerRequest, type PrayerPostRequest, type PrayerReviewRequest } from "@berea/contracts/prayer";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { callApi, errorMessage } from "../../../lib/api-client.ts";
import { i18n } from "../../../lib/i18n/i18n.ts";
import { prayerKeys } from "./get-prayer-wall.ts";
import { addOwnRequest, changeRequest } from "./prayer-cache.ts";

/** The prayer namespace in the language shown, for a toast said after its component is gone. */
const prayerT = () => i18n.getFixedT(null, "prayer");

/** `POST /api/prayer/post`: the shared request. The same `clientId` again answers with the one already shared. */
export function useSharePrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PrayerPostRequest) => callApi(prayerEndpoints.post, request),
    onSuccess: (added) => addOwnRequest(queryClient, added),
  });
}

/**
 * `POST /api/prayer/pray`: "I prayed", shown at once. The server's count
 * replaces the guess when it answers; a refusal puts the request back as it
 * was and says why.
 */
export function usePrayFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => callApi(prayerEndpoints.pray, { requestId }),
    onMutate: async (requestId) => {
      // A read on its way could land after this and undo it.
      await queryClient.cancelQueries({ queryKey: prayerKeys.all });
      changeRequest(queryClient, requestId, (request) => ({ ...request, youPrayed: true, prayedCount: request.prayedCount + 1 }));
    },
    onSuccess: ({ prayedCount }, requestId) => changeRequest(queryClient, requestId, (request) => ({ ...request, youPrayed: true, prayedCount })),
    onError: (error, requestId) => {
      changeRequest(queryClient, requestId, (request) => ({ ...request, youPrayed: false, prayedCount: Math.max(0, request.prayedCount - 1) }));
      toast.error(errorMessage(error));
    },
  });
}

/** `POST /api/prayer/answer`: the request marked answered, with its note. */
export function useMarkAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PrayerAnswerRequest) => callApi(prayerEndpoints.answer, request),
    onSuccess: (answered) => changeRequest(queryClient, answered.id, () => answered),
  });
}

/** `POST /api/prayer/report`: the server's thanks; the request shows as reported by the reader. */
export function useReportPrayerRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(prayerEndpoints.report, { requestId }),
    onSuccess: () => changeRequest(queryClient, requestId, (request) => ({ ...request, reportedByYou: true })),
  });
}

/**
 * `POST /api/prayer/delete`: the request leaves both lists, and a toast says
 * so (here, as the card that asked is gone with it).
 */
export function useDeletePrayerRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(prayerEndpoints.delete, { requestId }),
    onSuccess: () => {
      changeRequest(queryClient, requestId, () => null);
      // The server's English words are the English text (docs/ARCHITECTURE.md, "Languages"); the card is gone, so it is said here.
      toast.success(prayerT()("card.deleted"));
    },
  });
}

/**
 * `POST /api/prayer/review`: (moderators) keep a reported request or remove
 * it. Either way it leaves the review list; the wall and the lists are read
 * again, since a kept request may come back to the wall.
 */
export function useReviewPrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: PrayerReviewRequest) => callApi(prayerEndpoints.review, review),
    onSuccess: (_reply, review) => {
      toast.success(prayerT()(review.decision === "remove" ? "review.removed" : "review.kept"));
      void queryClient.invalidateQueries({ queryKey: prayerKeys.all });
    },
  });
}
