import { z } from "zod";
import { paymentPlanSchema } from "./auth.ts";

export const planIds = ["free", "premium", "family"] as const;
export const planIdSchema = z.enum(planIds);
export type PlanId = z.infer<typeof planIdSchema>;

export const billingCycleSchema = z.enum(["monthly", "annual"]);
export type BillingCycle = z.infer<typeof billingCycleSchema>;

/** A plan as `getPricing` serves it. Prices are in US dollars. */
export const planSchema = z.object({
  id: planIdSchema,
  name: z.string(),
  paymentPlan: paymentPlanSchema,
  monthly: z.number().nonnegative(),
  annual: z.number().nonnegative(),
  /** Percentage saved by paying yearly rather than 12 monthly payments, rounded down. */
  annualDiscountPercent: z.number().int().nonnegative(),
  trialDays: z.number().int().nonnegative(),
  features: z.array(z.string()),
  order: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const getPricingRequestSchema = z.object({ subject: z.literal("getPricing") });
export const pricingReplySchema = z.object({ plans: z.array(planSchema) });
export type PricingReply = z.infer<typeof pricingReplySchema>;

/** Client storage item `selectedPlan` (spec section 3). */
export const selectedPlanSchema = z.object({
  selectedPlan: planIdSchema,
  billingCycle: billingCycleSchema,
});
export type SelectedPlan = z.infer<typeof selectedPlanSchema>;
