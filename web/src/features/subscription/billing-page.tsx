import { CreditCard } from "lucide-react";
import toast from "react-hot-toast";
import type { BillingStatus } from "@berea/contracts/billing";
import { PendingText } from "../../components/pending-text.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useBillingStatus, useCancelAtPeriodEnd } from "./api/billing.ts";
import styles from "./billing-page.module.css";
import { formatLongDateIn, useSubscriptionT } from "./i18n.ts";

const brandName = (brand: string) => (brand === "amex" ? "American Express" : brand.charAt(0).toUpperCase() + brand.slice(1));

type BillingT = ReturnType<typeof useSubscriptionT>;

/** What the next date means, in one sentence. */
function nextStep(status: BillingStatus, { t, i18n }: BillingT): string | null {
  if (!status.currentPeriodEnd) return null;
  const date = formatLongDateIn(i18n.language, status.currentPeriodEnd);
  if (status.cancelAtPeriodEnd) return t("billing.ends", { date });
  if (status.status === "trialing") return t("billing.trialEnds", { date });
  return t("billing.nextCharge", { date });
}

/** `/billing`: plan, cycle, next charge, card; cancel at period end or keep the plan. */
export default function BillingPage() {
  const words = useSubscriptionT();
  const { t } = words;
  const billing = useBillingStatus();
  const change = useCancelAtPeriodEnd();

  if (billing.isPending) return <BillingPending />;
  if (billing.isError) {
    return (
      <section className={`container ${styles.page}`} aria-labelledby="billing-title">
        <h1 id="billing-title">{t("billing.title")}</h1>
        <p role="alert">{billing.error.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void billing.refetch()}>
          {t("tryAgain")}
        </button>
      </section>
    );
  }

  const status = billing.data;
  const paid = status.paymentPlan > 0;
  const run = (cancel: boolean) =>
    change.mutate(cancel, {
      onSuccess: () => toast.success(cancel ? t("billing.willEnd") : t("billing.willCarryOn")),
      onError: (error) => toast.error(error.message),
    });

  return (
    <section className={`container ${styles.page}`} aria-labelledby="billing-title">
      <h1 id="billing-title">{t("billing.title")}</h1>
      <article className="card">
        <h2 className={styles.plan}>
          {t(`planNames.${status.plan}`)}
          {status.cycle && paid ? <span className={styles.cycle}>{status.cycle === "monthly" ? t("billing.monthly") : t("billing.yearly")}</span> : null}
        </h2>
        {status.paymentFailed ? (
          <p className={styles.warning} role="alert">
            {t("billing.paymentFailed")}
          </p>
        ) : null}
        {paid ? <p>{nextStep(status, words)}</p> : <p>{t("billing.freePlan")}</p>}
        {status.card ? (
          <p className={styles.card}>
            <CreditCard size={18} strokeWidth={1.5} aria-hidden="true" />
            <span>{brandName(status.card.brand)}</span>
            <span aria-hidden="true">••••</span>
            <span className="visually-hidden">{t("billing.endingIn")}</span>
            <span>{status.card.last4}</span>
          </p>
        ) : null}
        <div className={styles.actions}>
          {paid && !status.cancelAtPeriodEnd ? (
            <button type="button" className="btn btn-secondary" disabled={change.isPending} aria-busy={change.isPending} onClick={() => run(true)}>
              {t("billing.cancel")}
            </button>
          ) : null}
          {paid && status.cancelAtPeriodEnd ? (
            <button type="button" className="btn btn-primary" disabled={change.isPending} aria-busy={change.isPending} onClick={() => run(false)}>
              {t("billing.keep")}
            </button>
          ) : null}
          {!paid ? (
            <QueryLink to={paths.pricingAnchor} className="btn btn-primary">
              {t("billing.seePlans")}
            </QueryLink>
          ) : null}
          {status.plan === "family" ? (
            <QueryLink to={paths.family} className="btn btn-secondary">
              {t("billing.family")}
            </QueryLink>
          ) : null}
          <QueryLink to={paths.dashboard} className="btn btn-ghost">
            {t("billing.back")}
          </QueryLink>
        </div>
      </article>
    </section>
  );
}

/**
 * While the plan loads: the page's heading and its card held open, so nothing moves when it arrives. Its paragraph
 * is held as the Free plan's, the longest the card says (a paid plan's next charge and card take about the same
 * room), so what arrives is never a larger paint than the prerendered page's and the page's LCP stays its first paint.
 */
function BillingPending() {
  const { t } = useSubscriptionT();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="billing-title" aria-busy="true">
      <h1 id="billing-title">{t("billing.title")}</h1>
      <p className="visually-hidden" role="status">
        {t("billing.loading")}
      </p>
      <article className="card">
        <h2 className={styles.plan}>
          <PendingText like={t("planNames.premium")} />
        </h2>
        <p>
          <PendingText like={t("billing.freePlan")} />
        </p>
        <div className={styles.actions}>
          <span className="btn btn-secondary" aria-hidden="true">
            <PendingText like={t("billing.cancel")} />
          </span>
          <QueryLink to={paths.dashboard} className="btn btn-ghost">
            {t("billing.back")}
          </QueryLink>
        </div>
      </article>
    </section>
  );
}
