import type { PlanId } from "@berea/contracts/pricing";

/**
 * The plans' figures as the landing page presents them (spec section 9); their
 * words are the page's copy (landing-copy.ts). The pricing screen after
 * sign-in reads the same figures from `getPricing`; these are static so the
 * landing page needs no API call.
 */
export type PlanFigures = {
  id: PlanId;
  /** US dollars. */
  monthly: number;
  annual: number;
  /** Saving of the annual price against twelve monthly payments, as the spec states it. */
  annualDiscountPercent: number;
  featured: boolean;
};

export const planFigures: readonly PlanFigures[] = [
  { id: "free", monthly: 0, annual: 0, annualDiscountPercent: 0, featured: false },
  { id: "premium", monthly: 2.99, annual: 28.99, annualDiscountPercent: 19, featured: true },
  { id: "family", monthly: 9.99, annual: 79.99, annualDiscountPercent: 33, featured: false },
];
