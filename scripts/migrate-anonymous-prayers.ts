import { migrateAnonymousPrayerRequests } from "../functions/src/prayer/prayer-wall.ts";
import { createStoreFromEnv } from "../functions/src/store/create-store.ts";

/**
 * Anonymous prayer requests shared before they stopped naming their sharer:
 * moves each one's link into its sharer's own document and clears the
 * request's uid, name and clientId (functions/src/prayer/prayer-wall.ts).
 * Safe to run again: a request already moved is left alone.
 */
const store = await createStoreFromEnv();
const moved = await migrateAnonymousPrayerRequests(store);
await store.close();
console.log(`Moved ${moved} anonymous prayer request${moved === 1 ? "" : "s"} in the ${store.driver} store to their sharers' own records.`);
