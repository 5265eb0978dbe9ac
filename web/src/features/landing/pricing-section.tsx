import type { BillingCycle, PlanId } from "@berea/contracts/pricing";
import { Check } from "lucide-react";
import { useId, useState } from "react";
import { useLocation } from "react-router";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useLandingCopy } from "./landing-copy.ts";
import { planFigures, type PlanFigures } from "./plan-copy.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./pricing-section.module.css";

const cycles: readonly BillingCycle[] = ["monthly", "annual"];

/** `/register/?pricing=<plan>`, keeping any other parameter of the current page (a `ref` code, say). */
function registerTarget(plan: PlanId, search: string): string {
  const params = new URLSearchParams(search);
  params.set("pricing", plan);
  return `${paths.register}/?${params.toString()}`;
}

function PlanCard({ plan, cycle, search }: { plan: PlanFigures; cycle: BillingCycle; search: string }) {
  const { pricing } = useLandingCopy();
  const { formatPrice } = pricing;
  const words = pricing.plans[plan.id];
  const price = cycle === "monthly" ? plan.monthly : plan.annual;
  const { suffix, spokenSuffix } = pricing.cycles[cycle];
  const showSaving = cycle === "annual" && plan.annualDiscountPercent > 0;
  const titleId = `plan-${plan.id}-title`;
  return (
    <li className={`card ${styles.plan}`} data-featured={plan.featured}>
      <h3 id={titleId} className={styles.planName}>
        {words.name}
      </h3>
      <p className={styles.summary}>{words.summary}</p>
      <p className={styles.price} data-testid={`price-${plan.id}`}>
        <span className={styles.amount}>{formatPrice(price)}</span>
        <span className={styles.suffix} aria-hidden="true">
          {suffix}
        </span>
        <span className="visually-hidden"> {spokenSuffix}</span>
      </p>
      <p className={styles.saving}>
        {showSaving ? (
          <>
            <span className={styles.badge}>{pricing.percentOff(plan.annualDiscountPercent)}</span>
            {pricing.comparedWithMonthly}
          </>
        ) : plan.monthly === 0 ? (
          pricing.freeNoCard
        ) : cycle === "monthly" ? (
          pricing.orAnnual(formatPrice(plan.annual), plan.annualDiscountPercent)
        ) : null}
      </p>
      <ul className={styles.features}>
        {words.features.map((feature) => (
          <li key={feature}>
            <Check size={18} aria-hidden="true" className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
      <QueryLink
        to={registerTarget(plan.id, search)}
        className={`btn ${plan.featured ? "btn-primary" : "btn-secondary"} btn-block`}
        aria-describedby={titleId}
      >
        {words.cta}
      </QueryLink>
    </li>
  );
}

export function PricingSection() {
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const { search } = useLocation();
  const groupName = useId();
  const { pricing } = useLandingCopy();
  return (
    <section id="pricing" className={styles.section} aria-labelledby="pricing-title">
      <div className="container">
        <SectionHeading id="pricing-title" eyebrow={pricing.eyebrow} title={pricing.title}>
          {pricing.intro}
        </SectionHeading>

        <fieldset className={styles.cycle}>
          <legend className="visually-hidden">{pricing.cycleLegend}</legend>
          {cycles.map((value) => (
            <label key={value} className={styles.cycleOption}>
              <input
                type="radio"
                name={groupName}
                value={value}
                checked={cycle === value}
                onChange={() => setCycle(value)}
                className={styles.cycleRadio}
              />
              <span>{pricing.cycles[value].label}</span>
            </label>
          ))}
        </fieldset>

        <ul className={styles.plans}>
          {planFigures.map((plan) => (
            <PlanCard key={plan.id} plan={plan} cycle={cycle} search={search} />
          ))}
        </ul>

        <p className={styles.groups}>
          {pricing.groups}{" "}
          <QueryLink to={paths.contact}>{pricing.groupsLink}</QueryLink>.
        </p>
      </div>
    </section>
  );
}
