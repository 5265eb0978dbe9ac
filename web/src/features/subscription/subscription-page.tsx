import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { planSchema, selectedPlanSchema, type Plan, type SelectedPlan } from "@berea/contracts/pricing";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { readStored } from "../../lib/storage.ts";
import { billingConfigQueryOptions } from "./api/billing.ts";
import { CardCheckout } from "./card-checkout.tsx";
import { FreeChoice } from "./free-choice.tsx";
import { featureKey, formatPriceIn, useSubscriptionT } from "./i18n.ts";
import { loadStripeFor, StripeUnavailableError } from "./load-stripe.ts";
import styles from "./subscription-page.module.css";

/**
 * `/subscription`: the chosen plan from client storage, or back to the
 * dashboard (replacing history) when there is none. A paid plan is paid by
 * card through Stripe: the card is confirmed here, and the subscription is
 * started by the server when Stripe tells it so.
 */
export default function SubscriptionPage() {
  const navigate = useNavigate();
  const { t, i18n } = useSubscriptionT();
  const english = i18n.language === "en";
  const selection = readStored("selectedPlan", selectedPlanSchema);
  const plans = readStored("plans", z.array(planSchema));
  const plan = plans?.find((candidate) => candidate.id === selection?.selectedPlan);

  useEffect(() => {
    if (!selection || !plan) void navigate(paths.dashboard, { replace: true });
  }, [selection, plan, navigate]);

  if (!selection || !plan) return null;
  const price = selection.billingCycle === "monthly" ? plan.monthly : plan.annual;
  const priceText = formatPriceIn(i18n.language, price);
  // The plan's name and feature lines are the server's English; in another language the namespace's, where it knows them.
  const featureText = (feature: string) => {
    const key = featureKey(feature);
    return english || !key ? feature : t(`features.${key}`);
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="subscription-title">
      <h1 id="subscription-title" className="visually-hidden">
        {t("subscription.title")}
      </h1>
      <div className={styles.grid}>
        <article className="card" aria-labelledby="plan-title">
          <h2 id="plan-title">{t("subscription.proPlan")}</h2>
          <p className={styles.planName}>{english ? plan.name : t(`subscription.planNames.${plan.id}`)}</p>
          <p className={styles.price}>
            {priceText}
            <small>{selection.billingCycle === "monthly" ? t("subscription.perMonth") : t("subscription.perYear")}</small>
          </p>
          {plan.trialDays > 0 && selection.billingCycle === "monthly" ? (
            <p className={styles.trial}>{t("subscription.trial", { count: plan.trialDays, price: priceText })}</p>
          ) : null}
          <ul className={styles.features}>
            {plan.features.map((feature) => (
              <li key={feature}>
                <Check size={16} strokeWidth={1.5} aria-hidden="true" /> {featureText(feature)}
              </li>
            ))}
          </ul>
        </article>
        <article className="card" aria-labelledby="details-title">
          <h2 id="details-title">{t("subscription.details")}</h2>
          {price === 0 ? <FreeChoice cycle={selection.billingCycle} /> : <PaidCheckout plan={plan} selection={selection} />}
          <QueryLink to={paths.dashboard} className={`btn btn-ghost ${styles.back}`}>
            {t("subscription.back")}
          </QueryLink>
        </article>
      </div>
    </section>
  );
}

/** Loads this server's Stripe.js, then the card form; says plainly when either cannot load. */
function PaidCheckout({ plan, selection }: { plan: Plan; selection: SelectedPlan }) {
  const { t } = useSubscriptionT();
  const config = useQuery(billingConfigQueryOptions);
  const stripe = useQuery({
    queryKey: ["stripeJs", config.data?.publishableKey, config.data?.stripeJsUrl],
    queryFn: () => (config.data ? loadStripeFor(config.data) : Promise.reject(new Error("no configuration"))),
    enabled: config.isSuccess,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const error = config.error ?? stripe.error;
  if (error) {
    return (
      <div className={styles.problem} role="alert">
        <p>{error instanceof StripeUnavailableError ? t(`stripe.${error.reason}`) : error.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void (config.isError ? config.refetch() : stripe.refetch())}>
          {t("tryAgain")}
        </button>
      </div>
    );
  }
  return <CardCheckout plan={plan} selection={selection} stripe={stripe.data ?? null} />;
}
