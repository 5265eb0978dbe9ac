/**
 * Sent on `window` (and marked as `<html data-app="live">`) once React has
 * rendered, or hydrated, the page's content: a prerendered page's boot script
 * (prerendered/entry-boot.ts) holds a form sent before then and sends it now.
 * A file of its own, without React, so the boot script can import it.
 */
export const appLiveEvent = "berea:app-live";
