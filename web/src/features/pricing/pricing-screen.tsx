import { useState } from "react";
import { Check, CreditCard, Smartphone, Wallet } from "lucide-react";
import { useNavigate } from "react-router";
import type { BillingCycle, Plan, PlanId } from "@berea/contracts/pricing";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { paths } from "../../config/paths.ts";
import { writeStored } from "../../lib/storage.ts";
import { usePricing } from "./api/get-pricing.ts";
import { formatDollars, shortCycle } from "../../lib/format-price.ts";
import { forgetPricingIntent, readPricingIntent } from "../../lib/pricing-intent.ts";
import styles from "./pricing-screen.module.css";

const paymentMethods = [
  { name: "Credit Card", Icon: CreditCard },
  { name: "PayPal", Icon: Wallet },
  { name: "Apple Pay", Icon: Smartphone },
  { name: "Google Pay", Icon: Smartphone },
];

const priceFor = (plan: Plan, cycle: BillingCycle) => (cycle === "monthly" ? plan.monthly : plan.annual);

/**
 * The pricing screen a Free user sees on the dashboard (spec: Pricing
 * screen). Nothing renders until the plans call finishes.
 */
export function PricingScreen() {
  const navigate = useNavigate();
  const pricing = usePricing();
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const [selected, setSelected] = useState<PlanId>(() => readPricingIntent() ?? "premium");

  if (pricing.isPending) return <FullScreenLoader />;
  if (pricing.isError) {
    return (
      <div className={`container ${styles.error}`} role="alert">
        <p>{pricing.error.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void pricing.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const plans = pricing.data;
  const plan = plans.find((candidate) => candidate.id === selected) ?? plans[0];
  if (!plan) return null;
  const isFree = plan.monthly === 0;

  function proceed() {
    writeStored("selectedPlan", { selectedPlan: selected, billingCycle: cycle });
    writeStored("plans", plans);
    forgetPricingIntent();
    void navigate(paths.subscription);
  }

  return (
    <section className={`container ${styles.screen}`} aria-labelledby="pricing-title">
      <header className={styles.header}>
        <h1 id="pricing-title">Choose your plan</h1>
        <p>Start free, or go further with Premium or Family. You can change or cancel at any time.</p>
        <fieldset className={styles.cycle}>
          <legend className="visually-hidden">Billing cycle</legend>
          {(["monthly", "annual"] as const).map((option) => (
            <label key={option} className={styles.cycleOption} data-checked={cycle === option}>
              <input type="radio" name="cycle" value={option} checked={cycle === option} onChange={() => setCycle(option)} />
              {option === "monthly" ? "Monthly" : "Annual"}
            </label>
          ))}
        </fieldset>
      </header>

      <div className={styles.layout}>
        <fieldset className={styles.plans}>
          <legend className="visually-hidden">Plan</legend>
          {plans.map((candidate) => (
            <label key={candidate.id} className={styles.plan} data-checked={candidate.id === selected}>
              <input type="radio" name="plan" value={candidate.id} checked={candidate.id === selected} onChange={() => setSelected(candidate.id)} />
              <span className={styles.planHead}>
                <span className={styles.planName}>{candidate.name}</span>
                <span className={styles.planPrice}>
                  {formatDollars(priceFor(candidate, cycle))}
                  <small>{shortCycle(cycle)}</small>
                </span>
              </span>
              <ul className={styles.features}>
                {candidate.features.map((feature) => (
                  <li key={feature}>
                    <Check size={16} strokeWidth={1.5} aria-hidden="true" /> {feature}
                  </li>
                ))}
              </ul>
            </label>
          ))}
        </fieldset>

        <aside className={`card ${styles.checkout}`} aria-labelledby="checkout-title">
          <h2 id="checkout-title">Checkout</h2>
          <p className={styles.summaryName}>{plan.name}</p>
          <p className={styles.summaryPrice}>
            {formatDollars(priceFor(plan, cycle))}
            <small>{shortCycle(cycle)}</small>
          </p>
          {cycle === "annual" && plan.annualDiscountPercent > 0 ? (
            <p className={styles.saving}>
              {plan.annualDiscountPercent}% off: <s aria-label={`was ${formatDollars(plan.monthly * 12)}`}>{(plan.monthly * 12).toFixed(2)}</s>{" "}
              {plan.annual.toFixed(2)} per year
            </p>
          ) : null}
          {cycle === "monthly" && plan.trialDays > 0 ? <p className={styles.trial}>{plan.trialDays} days free trial</p> : null}

          <p className={styles.methodsLabel} id="payment-methods-label">
            Payment method
          </p>
          <ul className={styles.methods} aria-labelledby="payment-methods-label">
            {paymentMethods.map(({ name, Icon }) => (
              <li key={name}>
                <button type="button" className={styles.method} disabled aria-disabled="true" title="Shown for information; you choose how to pay on the next step">
                  <Icon size={18} strokeWidth={1.5} aria-hidden="true" /> {name}
                </button>
              </li>
            ))}
          </ul>

          <button type="button" className="btn btn-primary btn-block" onClick={proceed}>
            {isFree ? "Continue" : "Complete Purchase"}
          </button>
        </aside>
      </div>
    </section>
  );
}
