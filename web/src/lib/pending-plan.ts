import { z } from "zod";
import { billingCycleSchema, planIdSchema } from "@berea/contracts/pricing";
import { readStored, removeStored, writeStored } from "./storage.ts";

/**
 * A plan whose card was just confirmed, kept until the webhook has applied
 * it (the dashboard shows a waiting state and polls meanwhile).
 */
export const pendingPlanSchema = z.object({ plan: planIdSchema, cycle: billingCycleSchema, since: z.number() });
export type PendingPlan = z.infer<typeof pendingPlanSchema>;

export const readPendingPlan = () => readStored("pendingPlan", pendingPlanSchema);
export const writePendingPlan = (pending: PendingPlan) => writeStored("pendingPlan", pending);
export const clearPendingPlan = () => removeStored("pendingPlan");
