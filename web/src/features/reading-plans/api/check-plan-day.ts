import type { Language } from "@berea/contracts/languages";
import { readingPlanEndpoints, type CalendarReply, type MyPlansReply, type ScheduledDay } from "@berea/contracts/reading-plans";
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { currentLanguage } from "../../../lib/language.ts";
import { planLanguage, readingPlanKeys, userTimeZone } from "./reading-plan-request.ts";

interface CheckRequest {
  userPlanId: string;
  day: number;
  done: boolean;
}

type Snapshot = [QueryKey, unknown][];

const markDay = (day: ScheduledDay, target: number, done: boolean, today: string): ScheduledDay =>
  day.day === target ? { ...day, done, doneOn: done ? (day.doneOn ?? today) : null } : day;

/** Shows a check-off at once in every cached view of the plan (its list entry and its calendar). */
function applyCheck(queryClient: QueryClient, { userPlanId, day, done }: CheckRequest) {
  queryClient.setQueriesData<MyPlansReply>({ queryKey: [...readingPlanKeys.progress, "mine"] }, (reply) =>
    reply
      ? {
          ...reply,
          plans: reply.plans.map((plan) =>
            plan.userPlanId === userPlanId ? { ...plan, today: plan.today.map((entry) => markDay(entry, day, done, reply.today)) } : plan,
          ),
        }
      : reply,
  );
  queryClient.setQueriesData<CalendarReply>({ queryKey: [...readingPlanKeys.progress, "calendar", userPlanId] }, (reply) =>
    reply
      ? {
          ...reply,
          plan: { ...reply.plan, today: reply.plan.today.map((entry) => markDay(entry, day, done, reply.today)) },
          days: reply.days.map((entry) => markDay(entry, day, done, reply.today)),
        }
      : reply,
  );
}

/** The cached views of the plans in `lang` (the server's answer is in one language; the others are asked again). */
const mineIn = (lang: Language) => [...readingPlanKeys.progress, "mine", lang];
const calendarIn = (userPlanId: string, lang: Language) => [...readingPlanKeys.progress, "calendar", userPlanId, lang];

/**
 * Checks a plan day off, or undoes it. The box ticks at once; the server's
 * answer (progress, the streak) then refreshes the plan's views, and a
 * refusal puts the box back.
 */
export function useCheckPlanDay() {
  const queryClient = useQueryClient();
  return useMutation({
    // The language shown when the box is clicked (no hook: each day's box would otherwise follow the language on its own).
    mutationFn: ({ userPlanId, day, done }: CheckRequest) =>
      callApi(readingPlanEndpoints.check, { userPlanId, day, done, timeZone: userTimeZone(), ...planLanguage(currentLanguage()) }),
    onMutate: async (request): Promise<{ snapshot: Snapshot }> => {
      // Queries still on their first fetch are left alone: cancelling those would leave them empty.
      await queryClient.cancelQueries({ queryKey: readingPlanKeys.progress, predicate: (query) => query.state.data !== undefined });
      const snapshot = queryClient.getQueriesData({ queryKey: readingPlanKeys.progress });
      applyCheck(queryClient, request);
      return { snapshot };
    },
    onError: (_error, _request, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (reply) => {
      const lang = currentLanguage();
      queryClient.setQueriesData<MyPlansReply>({ queryKey: mineIn(lang) }, (mine) =>
        mine ? { ...mine, streak: reply.streak, plans: mine.plans.map((plan) => (plan.userPlanId === reply.plan.userPlanId ? reply.plan : plan)) } : mine,
      );
      queryClient.setQueriesData<CalendarReply>({ queryKey: calendarIn(reply.plan.userPlanId, lang) }, (calendar) =>
        calendar ? { ...calendar, plan: reply.plan } : calendar,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: readingPlanKeys.progress }),
  });
}
