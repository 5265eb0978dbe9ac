import type { dashboardEndpoints } from "@berea/contracts/dashboard";
import { getDashboard, type DashboardDeps } from "../../dashboard/dashboard.ts";
import { loadQuizBank } from "../../quiz/quiz-bank.ts";
import { loadReadingPlans } from "../../reading-plans/catalog.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** The dashboard's dependencies, built on first use: the quiz bank and the plan catalogue load once and stay. */
export function dashboardDeps(api: ApiDeps): () => DashboardDeps {
  let deps: DashboardDeps | undefined;
  return () => (deps ??= { store: api.store, now: api.now, bank: loadQuizBank(), readingPlans: loadReadingPlans() });
}

/** `POST /api/dashboard` with `{ timeZone, verseTranslation?, devotionalTranslation?, lang? }`: the signed-in home in one call. */
export function dashboardHandlers(api: ApiDeps): AreaHandlers<typeof dashboardEndpoints> {
  const load = dashboardDeps(api);
  return {
    home: ({ timeZone, verseTranslation, devotionalTranslation, lang }, { caller }) => {
      const translations = verseTranslation && devotionalTranslation ? { verseTranslation, devotionalTranslation } : undefined;
      return getDashboard(load(), caller.uid, timeZone, { translations, language: lang });
    },
  };
}
