import { CreditCard } from "lucide-react";
import toast from "react-hot-toast";
import type { BillingStatus } from "@berea/contracts/billing";
import { PendingText } from "../../components/pending-text.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useBillingStatus, useCancelAtPeriodEnd } from "./api/billing.ts";
import styles from "./billing-page.module.css";

const planNames = { free: "Free", premium: "Premium", family: "Family" } as const;
const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });
const formatDate = (iso: string | null) => (iso ? longDate.format(new Date(iso)) : null);
const brandName = (brand: string) => (brand === "amex" ? "American Express" : brand.charAt(0).toUpperCase() + brand.slice(1));

/** What the next date means, in one sentence. */
function nextStep(status: BillingStatus): string | null {
  const date = formatDate(status.currentPeriodEnd);
  if (!date) return null;
  if (status.cancelAtPeriodEnd) return `Your plan ends on ${date}. You will not be charged again.`;
  if (status.status === "trialing") return `Your free trial ends on ${date}; your first charge is then.`;
  return `Next charge on ${date}.`;
}

/** `/billing`: plan, cycle, next charge, card; cancel at period end or keep the plan. */
export default function BillingPage() {
  const billing = useBillingStatus();
  const change = useCancelAtPeriodEnd();

  if (billing.isPending) return <BillingPending />;
  if (billing.isError) {
    return (
      <section className={`container ${styles.page}`} aria-labelledby="billing-title">
        <h1 id="billing-title">Billing</h1>
        <p role="alert">{billing.error.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void billing.refetch()}>
          Try again
        </button>
      </section>
    );
  }

  const status = billing.data;
  const paid = status.paymentPlan > 0;
  const run = (cancel: boolean) =>
    change.mutate(cancel, {
      onSuccess: () => toast.success(cancel ? "Your plan will end at the close of this period." : "Your plan will carry on."),
      onError: (error) => toast.error(error.message),
    });

  return (
    <section className={`container ${styles.page}`} aria-labelledby="billing-title">
      <h1 id="billing-title">Billing</h1>
      <article className="card">
        <h2 className={styles.plan}>
          {planNames[status.plan]}
          {status.cycle && paid ? <span className={styles.cycle}>{status.cycle === "monthly" ? "Monthly" : "Yearly"}</span> : null}
        </h2>
        {status.paymentFailed ? (
          <p className={styles.warning} role="alert">
            Your last payment did not go through. Stripe will try again; you keep your plan meanwhile. Check your card with your bank.
          </p>
        ) : null}
        {paid ? <p>{nextStep(status)}</p> : <p>You are on the Free plan. Premium opens every topic, unlimited quizzes, devotional paths and full articles.</p>}
        {status.card ? (
          <p className={styles.card}>
            <CreditCard size={18} strokeWidth={1.5} aria-hidden="true" />
            <span>{brandName(status.card.brand)}</span>
            <span aria-hidden="true">••••</span>
            <span className="visually-hidden">ending in</span>
            <span>{status.card.last4}</span>
          </p>
        ) : null}
        <div className={styles.actions}>
          {paid && !status.cancelAtPeriodEnd ? (
            <button type="button" className="btn btn-secondary" disabled={change.isPending} aria-busy={change.isPending} onClick={() => run(true)}>
              Cancel at the end of this period
            </button>
          ) : null}
          {paid && status.cancelAtPeriodEnd ? (
            <button type="button" className="btn btn-primary" disabled={change.isPending} aria-busy={change.isPending} onClick={() => run(false)}>
              Keep my plan
            </button>
          ) : null}
          {!paid ? (
            <QueryLink to={paths.pricingAnchor} className="btn btn-primary">
              See plans
            </QueryLink>
          ) : null}
          {status.plan === "family" ? (
            <QueryLink to={paths.family} className="btn btn-secondary">
              Manage your family
            </QueryLink>
          ) : null}
          <QueryLink to={paths.dashboard} className="btn btn-ghost">
            Back to Dashboard
          </QueryLink>
        </div>
      </article>
    </section>
  );
}

/** While the plan loads: the page's heading and its card held open in the shape of a paid plan's, so nothing moves when it arrives. */
function BillingPending() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="billing-title" aria-busy="true">
      <h1 id="billing-title">Billing</h1>
      <p className="visually-hidden" role="status">
        Loading your plan…
      </p>
      <article className="card">
        <h2 className={styles.plan}>
          <PendingText like="Premium" />
        </h2>
        <p>
          <PendingText like="Next charge on 24 March 2027." />
        </p>
        <div className={styles.actions}>
          <span className="btn btn-secondary" aria-hidden="true">
            <PendingText like="Cancel at the end of this period" />
          </span>
          <QueryLink to={paths.dashboard} className="btn btn-ghost">
            Back to Dashboard
          </QueryLink>
        </div>
      </article>
    </section>
  );
}
