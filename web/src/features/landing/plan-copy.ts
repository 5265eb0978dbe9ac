import type { BillingCycle, PlanId } from "@berea/contracts/pricing";

/**
 * The plans as the landing page presents them (spec section 9). The pricing
 * screen after sign-in reads the same figures from `getPricing`; this copy is
 * static so the landing page needs no API call.
 */
export type PlanCopy = {
  id: PlanId;
  name: string;
  summary: string;
  /** US dollars. */
  monthly: number;
  annual: number;
  /** Saving of the annual price against twelve monthly payments, as the spec states it. */
  annualDiscountPercent: number;
  features: readonly string[];
  cta: string;
  featured: boolean;
};

export const planCopy: readonly PlanCopy[] = [
  {
    id: "free",
    name: "Free",
    summary: "A daily verse and a few quizzes, to make a start.",
    monthly: 0,
    annual: 0,
    annualDiscountPercent: 0,
    features: ["12 quizzes per day", "Basic trivia categories", "Limited article access (4 per month)", "Daily Bible verses"],
    cta: "Start for free",
    featured: false,
  },
  {
    id: "premium",
    name: "Premium",
    summary: "Everything Berea offers, for one person.",
    monthly: 2.99,
    annual: 28.99,
    annualDiscountPercent: 19,
    features: ["Unlimited quizzes", "All trivia topics", "Devotional paths and progress tracking", "Full articles and PDFs"],
    cta: "Choose Premium",
    featured: true,
  },
  {
    id: "family",
    name: "Family",
    summary: "One plan for the whole household.",
    monthly: 9.99,
    annual: 79.99,
    annualDiscountPercent: 33,
    features: ["All Premium features", "Up to 5 family members", "Shared devotional progress", "Parental dashboard"],
    cta: "Choose Family",
    featured: false,
  },
];

export const billingCycleLabels: Record<BillingCycle, { label: string; suffix: string; spokenSuffix: string }> = {
  monthly: { label: "Monthly", suffix: "/mo", spokenSuffix: "per month" },
  annual: { label: "Annual", suffix: "/yr", spokenSuffix: "per year" },
};

/** "$0" for free, otherwise dollars and cents: "$2.99". */
export function formatPrice(dollars: number): string {
  return dollars === 0 ? "$0" : `$${dollars.toFixed(2)}`;
}
