import type { Store } from "./port.ts";

/** Documents deleted per round. */
const batch = 200;

/**
 * Deletes every document of a collection (a circle's messages once its last
 * member has left, a prayer request's records), a page at a time, outside any
 * transaction: what a crash leaves is deleted by the next call.
 */
export async function deleteCollection(store: Store, collection: string): Promise<void> {
  for (;;) {
    const page = await store.query(collection, { limit: batch });
    if (page.length === 0) return;
    await Promise.all(page.map((doc) => store.delete(collection, doc.id)));
  }
}
