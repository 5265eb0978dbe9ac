import type { Plan } from "@berea/contracts/pricing";

/**
 * The plans Berea sells (spec section 9). They are seeded into the store and
 * served by `getPricing` from there, so an operator can change a feature
 * line without a deploy. Stripe price ids are configuration, not code.
 */
const annualDiscount = (monthly: number, annual: number): number =>
  monthly === 0 ? 0 : Math.floor((1 - annual / (monthly * 12)) * 100);

const plan = (fields: Omit<Plan, "annualDiscountPercent">): Plan => ({
  ...fields,
  annualDiscountPercent: annualDiscount(fields.monthly, fields.annual),
});

export const planCatalog: readonly Plan[] = [
  plan({
    id: "free",
    name: "Free Plan",
    paymentPlan: 0,
    monthly: 0,
    annual: 0,
    trialDays: 0,
    order: 0,
    features: ["12 quizzes per day", "Basic trivia categories", "Limited article access (4 per month)", "Daily Bible verses"],
  }),
  plan({
    id: "premium",
    name: "Premium",
    paymentPlan: 1,
    monthly: 2.99,
    annual: 28.99,
    trialDays: 5,
    order: 1,
    features: ["Unlimited quizzes", "All trivia topics", "Devotional paths and progress tracking", "Full articles and PDFs"],
  }),
  plan({
    id: "family",
    name: "Family",
    paymentPlan: 2,
    monthly: 9.99,
    annual: 79.99,
    trialDays: 0,
    order: 2,
    features: ["All Premium features", "Up to 5 family members", "Shared devotional progress", "Parental dashboard"],
  }),
];
