import { Check } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { planSchema, selectedPlanSchema } from "@berea/contracts/pricing";
import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import { readStored } from "../../lib/storage.ts";
import { formatDollars, longCycle } from "../pricing/format-price.ts";
import styles from "./subscription-page.module.css";

/**
 * `/subscription`: the chosen plan from client storage, or back to the
 * dashboard (replacing history) when there is none. Card payment arrives
 * with the Stripe work (issue 5); until then the page says so plainly.
 */
export default function SubscriptionPage() {
  const navigate = useNavigate();
  const selection = readStored("selectedPlan", selectedPlanSchema);
  const plans = readStored("plans", z.array(planSchema));
  const plan = plans?.find((candidate) => candidate.id === selection?.selectedPlan);

  useEffect(() => {
    if (!selection || !plan) void navigate(paths.dashboard, { replace: true });
  }, [selection, plan, navigate]);

  if (!selection || !plan) return null;
  const price = selection.billingCycle === "monthly" ? plan.monthly : plan.annual;

  return (
    <section className={`container ${styles.page}`} aria-labelledby="subscription-title">
      <h1 id="subscription-title" className="visually-hidden">
        Your subscription
      </h1>
      <div className={styles.grid}>
        <article className="card" aria-labelledby="plan-title">
          <h2 id="plan-title">Pro Plan</h2>
          <p className={styles.planName}>{plan.name}</p>
          <p className={styles.price}>
            {formatDollars(price)}
            <small>{longCycle(selection.billingCycle)}</small>
          </p>
          <ul className={styles.features}>
            {plan.features.map((feature) => (
              <li key={feature}>
                <Check size={16} strokeWidth={1.5} aria-hidden="true" /> {feature}
              </li>
            ))}
          </ul>
        </article>
        <article className="card" aria-labelledby="details-title">
          <h2 id="details-title">Enter your details</h2>
          {price === 0 ? (
            <p>The Free plan needs no payment. You can start reading and playing quizzes from your dashboard now.</p>
          ) : (
            <p role="status">
              Card payments are not open yet. Your choice of {plan.name} ({selection.billingCycle}) is saved on this device, and you can come back
              to finish when they open. Questions? Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </p>
          )}
          <QueryLink to={paths.dashboard} className="btn btn-secondary">
            Back to Dashboard
          </QueryLink>
        </article>
      </div>
    </section>
  );
}
