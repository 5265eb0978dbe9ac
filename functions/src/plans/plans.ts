import { planSchema, type Plan } from "@berea/contracts/pricing";
import type { DocumentData, Store } from "../store/port.ts";
import { planCatalog } from "./plan-catalog.ts";

const plansCollection = "plans";

/** Writes the catalogue's plans into the store; safe to run on every start. */
export async function seedPlans(store: Store): Promise<void> {
  await Promise.all(planCatalog.map((plan) => store.set(plansCollection, plan.id, { ...plan } satisfies DocumentData)));
}

/** The plans in display order, as `getPricing` serves them. */
export async function listPlans(store: Store): Promise<Plan[]> {
  const docs = await store.query(plansCollection, { orderBy: [{ field: "order" }] });
  return docs.map((doc) => planSchema.parse(doc.data));
}
