import { usePrefetchQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect, useState } from "react";
import { AfterHydration } from "../../components/after-hydration.tsx";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { setSignedInHint } from "../../lib/signed-in-hint.ts";
import { writeStored } from "../../lib/storage.ts";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { clearPendingPlan, readPendingPlan } from "../../lib/pending-plan.ts";
import { PendingPlanNotice } from "../subscription/pending-plan-notice.tsx";
import { dashboardKeys, dashboardQueryOptions } from "./api/get-dashboard.ts";
import { userDataQueryOptions } from "../../lib/user-data.ts";
import { todaysDevotionalQuery } from "../devotionals/api/get-todays-devotional.ts";
import { verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { DashboardHome } from "./dashboard-home.tsx";
import { useViewer } from "../../lib/viewer.ts";
import styles from "./dashboard.module.css";
import { plansAnchor } from "./plan-card.tsx";

/**
 * `/dashboard`: 'Welcome ...' while the user data loads; a 403 goes to
 * /login; every signed-in user gets the dashboard home, and a Free user
 * (paymentPlan 0) the pricing screen below it. Right after a checkout, the
 * new plan shows as soon as Stripe's webhook has applied it: the profile is
 * polled until then, with a visible waiting state.
 */
const paymentPlanOf = { free: 0, premium: 1, family: 2 } as const;
/** Only the Free plan shows it, below the fold: paid plans never download it. */
const PricingScreen = lazy(async () => ({ default: (await import("../pricing/pricing-screen.tsx")).PricingScreen }));
const pollMs = 1500;

export default function DashboardPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The reader's date, zone and translations: the server's when it rendered this visit (app/server/), else the device's.
  const viewer = useViewer();
  // Asked for together with the profile rather than after it: the day's verse is the largest thing on the page.
  usePrefetchQuery(dashboardQueryOptions(viewer));
  usePrefetchQuery(verseOfTheDayQuery(viewer.date, viewer.verseTranslation));
  usePrefetchQuery(todaysDevotionalQuery(viewer.devotionalTranslation, viewer));
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
    toast.success(`Your ${pending.plan === "family" ? "Family" : "Premium"} plan is active.`);
  }, [applied, pending, queryClient]);

  useEffect(() => {
    if (!user.isError) return;
    if (user.error instanceof ApiError && user.error.status === 403) {
      setSignedInHint(false);
      void navigate(paths.login, { replace: true });
    }
    else toast.error(user.error.message);
  }, [user.isError, user.error, navigate]);

  useEffect(() => {
    if (!user.data) return;
    writeStored("userData", user.data);
    setSignedInHint(true);
  }, [user.data]);

  if (user.isPending || user.isError) {
    return (
      <p className={styles.welcome} role="status">
        Welcome ...
      </p>
    );
  }

  const waiting = pending !== null && !applied;
  return (
    <>
      {waiting ? <PendingPlanNotice pending={pending} /> : null}
      <DashboardHome user={user.data} viewer={viewer} />
      {user.data.paymentPlan === 0 && !waiting ? (
        <div id={plansAnchor} className={styles.plansAnchor}>
          <AfterHydration fallback={<FullScreenLoader />}>
            <PricingScreen />
          </AfterHydration>
        </div>
      ) : null}
    </>
  );
}
