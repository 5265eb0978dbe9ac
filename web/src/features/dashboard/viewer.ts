import { useContext } from "react";
import { localDateHour, userTimeZone } from "../../lib/time-zone.ts";
import { ViewerContext, type Viewer } from "../../lib/viewer.ts";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { preferredDevotionalTranslation } from "../devotionals/api/devotional-request.ts";

/** This device's viewer: its clock and time zone, and the translations it remembers. */
export const deviceViewer = (now = new Date()): Viewer => ({
  timeZone: userTimeZone(now),
  verseTranslation: lastReadTranslation(),
  devotionalTranslation: preferredDevotionalTranslation(),
  // The device's own clock: Date's local fields, no Intl (lib/time-zone.ts).
  ...localDateHour(now),
});

/**
 * The home's viewer: the server's while it renders the page (lib/viewer.ts),
 * else this device's, read on every render so a page left open overnight
 * moves to the new date.
 */
export function useViewer(): Viewer {
  return useContext(ViewerContext) ?? deviceViewer();
}
