import { usePrefetchQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import { AfterHydration } from "../../components/after-hydration.tsx";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { clearPendingPlan, readPendingPlan, type PendingPlan } from "../../lib/pending-plan.ts";
import { isSignedOutError } from "../../lib/session.ts";
import { useLanguage } from "../../lib/language.ts";
import { setSignedInHint } from "../../lib/signed-in-hint.ts";
import { writeStored } from "../../lib/storage.ts";
import { userDataQueryOptions } from "../../lib/user-data.ts";
import { verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { useViewer, type Viewer } from "../../lib/viewer.ts";
import { dashboardKeys, dashboardQueryOptions } from "./api/get-dashboard.ts";
import { DashboardHome } from "./dashboard-home.tsx";
import styles from "./dashboard.module.css";
import { useDashboardT } from "./i18n.ts";
import { plansAnchor } from "./plan-card.tsx";

const paymentPlanOf = { free: 0, premium: 1, family: 2 } as const;
const pollMs = 1500;

/** The parts of the home that other features make; the app puts them in (app/routes/dashboard-page.tsx). */
export interface DashboardParts {
  /** Today's devotional for the viewer's date and translation. */
  devotional: (viewer: Viewer) => ReactNode;
  /** Below the fold, loaded once the page is React's and near the screen. */
  referral: ReactNode;
  /** The account's settings shown among the tiles (the time zone), loaded like `referral`. */
  settings?: ReactNode;
  /** The plans to choose from, below the home of a Free user; loaded like `referral`, so paid plans never download it. */
  pricing: ReactNode;
  /** While a paid plan waits for the payment to be confirmed. */
  pendingNotice: (pending: PendingPlan) => ReactNode;
}

/**
 * `/dashboard`: 'Welcome ...' while the user data loads; every signed-in user
 * gets the dashboard home, and a Free user (paymentPlan 0) the pricing screen
 * below it. Right after a checkout, the new plan shows as soon as Stripe's
 * webhook has applied it: the profile is polled until then, with a visible
 * waiting state.
 */
export function DashboardPage({ devotional, referral, settings, pricing, pendingNotice }: DashboardParts) {
  const queryClient = useQueryClient();
  const { t } = useDashboardT();
  // The reader's date, zone and translations: the server's when it rendered this visit (app/server/), else the device's.
  const viewer = useViewer();
  // Asked for together with the profile rather than after it: the day's verse is the largest thing on the page.
  usePrefetchQuery(dashboardQueryOptions(viewer, useLanguage()));
  usePrefetchQuery(verseOfTheDayQuery(viewer.date, viewer.verseTranslation));
  // Read once per visit: the checkout left it, the effect below removes it once applied.
  const [pending] = useState(readPendingPlan);
  const pendingPaymentPlan = pending ? paymentPlanOf[pending.plan] : null;
  const user = useQuery({
    ...userDataQueryOptions,
    refetchInterval: (query) => (pendingPaymentPlan !== null && query.state.data?.paymentPlan !== pendingPaymentPlan ? pollMs : false),
  });
  const applied = pendingPaymentPlan !== null && user.data?.paymentPlan === pendingPaymentPlan;

  useEffect(() => {
    if (!applied || !pending) return;
    clearPendingPlan();
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
    toast.success(t(pending.plan === "family" ? "planActive.family" : "planActive.premium"));
  }, [applied, pending, queryClient, t]);

  // Signed out, the route's session guard takes the reader to sign in instead.
  useEffect(() => {
    if (user.isError && !isSignedOutError(user.error)) toast.error(user.error.message);
  }, [user.isError, user.error]);

  useEffect(() => {
    if (!user.data) return;
    writeStored("userData", user.data);
    setSignedInHint(true);
  }, [user.data]);

  if (user.isPending || user.isError) {
    return (
      <p className={styles.welcome} role="status">
        {t("welcome")}
      </p>
    );
  }

  const waiting = pending !== null && !applied;
  return (
    <>
      {waiting ? pendingNotice(pending) : null}
      <DashboardHome user={user.data} viewer={viewer} devotional={devotional(viewer)} referral={referral} settings={settings} />
      {user.data.paymentPlan === 0 && !waiting ? (
        <div id={plansAnchor} className={styles.plansAnchor}>
          <AfterHydration fallback={<FullScreenLoader />}>{pricing}</AfterHydration>
        </div>
      ) : null}
    </>
  );
}
