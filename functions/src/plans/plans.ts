import { planSchema, type Plan } from "@berea/contracts/pricing";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { planCatalog } from "./plan-catalog.ts";

/** `plans/{planId}`: each plan as `getPricing` serves it, seeded from the catalogue. */
export const plans = collection("plans", planSchema);

/** Writes the catalogue's plans into the store; safe to run on every start. */
export async function seedPlans(store: Store): Promise<void> {
  await Promise.all(planCatalog.map((plan) => plans.set(store, plan.id, plan)));
}

/** The plans in display order, as `getPricing` serves them. */
export async function listPlans(store: Store): Promise<Plan[]> {
  const docs = await plans.query(store, { orderBy: [{ field: "order" }] });
  return docs.map((doc) => doc.data);
}
