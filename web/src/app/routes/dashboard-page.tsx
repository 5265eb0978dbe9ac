import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy } from "react";
import { DashboardPage } from "../../features/dashboard/dashboard-page.tsx";
import { todaysDevotionalQuery } from "../../features/devotionals/api/get-todays-devotional.ts";
import { TodaysDevotionalCard } from "../../features/devotionals/todays-devotional-card.tsx";
import { PendingPlanNotice } from "../../features/subscription/pending-plan-notice.tsx";
import { useViewer } from "../../lib/viewer.ts";

/** Below the fold: their code (and their contracts) loads after the page shows. */
const ReferralCard = lazy(async () => ({ default: (await import("../../features/referrals/referral-card.tsx")).ReferralCard }));
const TimeZoneCard = lazy(async () => ({ default: (await import("../../features/time-zone/time-zone-card.tsx")).TimeZoneCard }));
const PricingScreen = lazy(async () => ({ default: (await import("../../features/pricing/pricing-screen.tsx")).PricingScreen }));

/**
 * `/dashboard`, the signed-in home: the dashboard's own page with the other
 * features' parts in it. Today's devotional is asked for here, with the
 * page's own calls, rather than once the profile has come.
 */
export default function DashboardRoute() {
  const viewer = useViewer();
  usePrefetchQuery(todaysDevotionalQuery(viewer.devotionalTranslation, viewer));
  return (
    <DashboardPage
      devotional={(day) => <TodaysDevotionalCard translation={day.devotionalTranslation} day={day} />}
      referral={<ReferralCard />}
      settings={<TimeZoneCard />}
      pricing={<PricingScreen />}
      pendingNotice={(pending) => <PendingPlanNotice pending={pending} />}
    />
  );
}
