import { useState } from "react";
import { Check, CreditCard, Smartphone, Wallet } from "lucide-react";
import { useNavigate } from "react-router";
import type { BillingCycle, Plan, PlanId } from "@berea/contracts/pricing";
import { FullScreenLoader } from "../../components/full-screen-loader.tsx";
import { paths } from "../../config/paths.ts";
import { writeStored } from "../../lib/storage.ts";
import { usePricing } from "./api/get-pricing.ts";
import { formatDollars } from "../../lib/format-price.ts";
import { forgetPricingIntent, readPricingIntent } from "../../lib/pricing-intent.ts";
import english from "../../lib/i18n/locales/en/pricing.json";
import { usePricingT } from "./i18n.ts";
import styles from "./pricing-screen.module.css";

const paymentMethods = [
  { key: "card", Icon: CreditCard },
  { key: "paypal", Icon: Wallet },
  { key: "applePay", Icon: Smartphone },
  { key: "googlePay", Icon: Smartphone },
] as const;

const cycles = ["monthly", "annual"] as const satisfies readonly BillingCycle[];

const priceFor = (plan: Plan, cycle: BillingCycle) => (cycle === "monthly" ? plan.monthly : plan.annual);

type FeatureKey = keyof typeof english.features;
/** The plans' feature lines as the server writes them (functions' plan catalogue), each with its key: a line not listed stays as written. */
const knownFeatures = new Map(Object.entries(english.features).map(([key, text]) => [text, key as FeatureKey]));

/**
 * Dollars as the language writes them: "$2.99" and "35.88" in English (the spec's), "2,99 US$" and "35,88" in
 * Spanish (as the Spanish landing's pricing writes them, features/landing/copy-es.tsx).
 */
function pricesIn(language: string) {
  const spanish = language === "es";
  const amount = (dollars: number) => (spanish ? dollars.toFixed(2).replace(".", ",") : dollars.toFixed(2));
  return {
    price: (dollars: number) => (spanish ? `${dollars === 0 ? "0" : amount(dollars)} US$` : formatDollars(dollars)),
    amount,
  };
}

/**
 * The pricing screen a Free user sees on the dashboard (spec: Pricing
 * screen). Nothing renders until the plans call finishes.
 */
export function PricingScreen() {
  const navigate = useNavigate();
  const { t, i18n } = usePricingT();
  const { price, amount } = pricesIn(i18n.language);
  const cycleText = (billing: BillingCycle) => (billing === "monthly" ? t("perMonth") : t("perYear"));
  /** The server's words in English; in another language the namespace's, where it knows them. */
  const planName = (candidate: Plan) => (i18n.language === "en" ? candidate.name : t(`planNames.${candidate.id}`));
  const featureText = (feature: string) => {
    const key = knownFeatures.get(feature);
    return i18n.language === "en" || !key ? feature : t(`features.${key}`);
  };
  const pricing = usePricing();
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const [selected, setSelected] = useState<PlanId>(() => readPricingIntent() ?? "premium");

  if (pricing.isPending) return <FullScreenLoader />;
  if (pricing.isError) {
    return (
      <div className={`container ${styles.error}`} role="alert">
        <p>{pricing.error.message}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void pricing.refetch()}>
          {t("tryAgain")}
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
        <h1 id="pricing-title">{t("title")}</h1>
        <p>{t("lead")}</p>
        <fieldset className={styles.cycle}>
          <legend className="visually-hidden">{t("billingCycle")}</legend>
          {cycles.map((option) => (
            <label key={option} className={styles.cycleOption} data-checked={cycle === option}>
              <input type="radio" name="cycle" value={option} checked={cycle === option} onChange={() => setCycle(option)} />
              {option === "monthly" ? t("monthly") : t("annual")}
            </label>
          ))}
        </fieldset>
      </header>

      <div className={styles.layout}>
        <fieldset className={styles.plans}>
          <legend className="visually-hidden">{t("plan")}</legend>
          {plans.map((candidate) => (
            <label key={candidate.id} className={styles.plan} data-checked={candidate.id === selected}>
              <input type="radio" name="plan" value={candidate.id} checked={candidate.id === selected} onChange={() => setSelected(candidate.id)} />
              <span className={styles.planHead}>
                <span className={styles.planName}>{planName(candidate)}</span>
                <span className={styles.planPrice}>
                  {price(priceFor(candidate, cycle))}
                  <small>{cycleText(cycle)}</small>
                </span>
              </span>
              <ul className={styles.features}>
                {candidate.features.map((feature) => (
                  <li key={feature}>
                    <Check size={16} strokeWidth={1.5} aria-hidden="true" /> {featureText(feature)}
                  </li>
                ))}
              </ul>
            </label>
          ))}
        </fieldset>

        <aside className={`card ${styles.checkout}`} aria-labelledby="checkout-title">
          <h2 id="checkout-title">{t("checkout")}</h2>
          <p className={styles.summaryName}>{planName(plan)}</p>
          <p className={styles.summaryPrice}>
            {price(priceFor(plan, cycle))}
            <small>{cycleText(cycle)}</small>
          </p>
          {cycle === "annual" && plan.annualDiscountPercent > 0 ? (
            <p className={styles.saving}>
              {t("saving", { percent: plan.annualDiscountPercent })}
              <s aria-label={t("was", { price: price(plan.monthly * 12) })}>{amount(plan.monthly * 12)}</s> {t("perYearAfter", { price: amount(plan.annual) })}
            </p>
          ) : null}
          {cycle === "monthly" && plan.trialDays > 0 ? <p className={styles.trial}>{t("trial", { count: plan.trialDays })}</p> : null}

          <p className={styles.methodsLabel} id="payment-methods-label">
            {t("paymentMethod")}
          </p>
          <ul className={styles.methods} aria-labelledby="payment-methods-label">
            {paymentMethods.map(({ key, Icon }) => (
              <li key={key}>
                <button type="button" className={styles.method} disabled aria-disabled="true" title={t("methodNote")}>
                  <Icon size={18} strokeWidth={1.5} aria-hidden="true" /> {t(`methods.${key}`)}
                </button>
              </li>
            ))}
          </ul>

          <button type="button" className="btn btn-primary btn-block" onClick={proceed}>
            {isFree ? t("continue") : t("completePurchase")}
          </button>
        </aside>
      </div>
    </section>
  );
}
