import { seedPlans } from "../functions/src/plans/plans.ts";
import { createStoreFromEnv } from "../functions/src/store/create-store.ts";

/** Writes the plan catalogue into the configured store (used once per new project). */
const store = await createStoreFromEnv();
await seedPlans(store);
await store.close();
console.log(`Seeded the plans into the ${store.driver} store.`);
