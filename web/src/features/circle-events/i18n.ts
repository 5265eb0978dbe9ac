import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/circleEvents.json";

/** Circle events' strings (`lib/i18n/locales/<language>/circleEvents.json`). */
export const useCircleEventsT = defineNamespace("circleEvents", english);

/**
 * The locale the page formats dates and times with (Intl, as before): in
 * English the browser's own (so an English reader's dates are as they were);
 * in another language that language's.
 */
export function useEventLocale(): string | undefined {
  const { i18n } = useCircleEventsT();
  if (i18n.language !== "en") return i18n.language;
  return typeof navigator === "undefined" ? undefined : navigator.language;
}
