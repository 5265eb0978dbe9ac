import { planIdSchema, type PlanId } from "@berea/contracts/pricing";
import { readStored, removeStored, writeStored } from "./storage.ts";

/**
 * The plan a visitor picked on the landing page before signing up
 * (`/register?pricing=`): sign-up keeps it, and the pricing screen after it
 * opens with that plan chosen, then forgets it.
 */
const storageKey = "pricingIntent";

export const rememberPricingIntent = (plan: PlanId): void => writeStored(storageKey, plan);

export const readPricingIntent = (): PlanId | null => readStored(storageKey, planIdSchema);

export const forgetPricingIntent = (): void => removeStored(storageKey);
