import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths.ts";
import { ApiError } from "../../lib/api-client.ts";
import { writeStored } from "../../lib/storage.ts";
import { PricingScreen } from "../pricing/pricing-screen.tsx";
import { clearPendingPlan, readPendingPlan } from "../subscription/pending-plan.ts";
import { PendingPlanNotice } from "../subscription/pending-plan-notice.tsx";
import { userDataQueryOptions } from "./api/get-user-data.ts";
import { DashboardHome } from "./dashboard-home.tsx";
import styles from "./dashboard.module.css";

/**
 * `/dashboard`: 'Welcome ...' while the user data loads; a 403 goes to
 * /login; a Free user (paymentPlan 0) sees the pricing screen. Right after
 * a checkout, the new plan shows as soon as Stripe's webhook has applied it:
 * the profile is polled until then, with a visible waiting state.
 */
const paymentPlanOf = { free: 0, premium: 1, family: 2 } as const;
const pollMs = 1500;

export default function DashboardPage() {
  const navigate = useNavigate();
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
    toast.success(`Your ${pending.plan === "family" ? "Family" : "Premium"} plan is active.`);
  }, [applied, pending]);

  useEffect(() => {
    if (!user.isError) return;
    if (user.error instanceof ApiError && user.error.status === 403) void navigate(paths.login, { replace: true });
    else toast.error(user.error.message);
  }, [user.isError, user.error, navigate]);

  useEffect(() => {
    if (user.data) writeStored("userData", user.data);
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
      <DashboardHome user={user.data} />
      {user.data.paymentPlan === 0 && !waiting ? <PricingScreen /> : null}
    </>
  );
}
