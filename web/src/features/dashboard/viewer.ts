import { translationIdSchema } from "@berea/contracts/bible";
import { useContext } from "react";
import { localDateHour, userTimeZone } from "../../lib/time-zone.ts";
import { ViewerContext, type Viewer } from "../../lib/viewer.ts";
import { readLastRead } from "../bible/reader-settings.ts";
import { preferredDevotionalTranslation } from "../devotionals/api/devotional-request.ts";

/** The translation the user last read in, for the day's verse. */
export const readerTranslation = () => {
  const parsed = translationIdSchema.safeParse(readLastRead()?.translation);
  return parsed.success ? parsed.data : "kjv";
};

/** This device's viewer: its clock and time zone, and the translations it remembers. */
export const deviceViewer = (now = new Date()): Viewer => ({
  timeZone: userTimeZone(now),
  verseTranslation: readerTranslation(),
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
