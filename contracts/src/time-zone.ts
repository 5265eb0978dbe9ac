import { z } from "zod";
import { endpoint } from "./endpoint.ts";

/**
 * Time zones: one canonical spelling per zone, and the user's own zone as
 * the server keeps it. The day that the Free plan's allowances count by is
 * the date in the zone stored on the profile, never one a request names.
 */

const spellings = new Map<string, string | null>();
const maxRemembered = 1000;

/**
 * The zone's canonical IANA name as the runtime's time-zone data spells it
 * ("europe/madrid" and "EUROPE/MADRID" are "Europe/Madrid", "US/Pacific" is
 * "America/Los_Angeles"), or null when the runtime does not know the name.
 * Its answers are remembered for at most `maxRemembered` spellings, so no
 * amount of new spellings grows memory.
 */
export function canonicalTimeZone(name: string): string | null {
  const known = spellings.get(name);
  if (known !== undefined) return known;
  let canonical: string | null;
  try {
    canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    canonical = null;
  }
  if (spellings.size >= maxRemembered) spellings.clear();
  spellings.set(name, canonical);
  return canonical;
}

export const unknownTimeZoneMessage = (name: string) =>
  `timeZone "${name.slice(0, 64)}" is not a time zone we know. Use an IANA name such as Europe/Madrid or America/New_York.`;

/** A time zone in a request: trimmed, known to the runtime, and turned into its canonical name. */
export const timeZoneSchema = z
  .string({ error: "timeZone is required." })
  .trim()
  .min(1, "timeZone is required.")
  .max(64, "timeZone is not a time zone (it is longer than any zone's name).")
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) {
      ctx.issues.push({ code: "custom", message: unknownTimeZoneMessage(name), input: name });
      return z.NEVER;
    }
    return canonical;
  });

/** The user's time zone as the server keeps it, and when it may next be changed. */
export const timeZoneSettingsSchema = z.object({
  /** The zone whose dates count (canonical IANA name). */
  timeZone: z.string(),
  /** ISO time from which a change is allowed again; null when it may be changed now. */
  changeableFrom: z.string().nullable(),
});
export type TimeZoneSettings = z.infer<typeof timeZoneSettingsSchema>;

/** `POST /api/time-zone`: the stored zone (the browser's zone is kept when none is stored yet). */
export const timeZoneGetRequestSchema = z.object({ timeZone: timeZoneSchema });
/** `POST /api/time-zone/change`. */
export const timeZoneChangeRequestSchema = z.object({ timeZone: timeZoneSchema });

/** A time zone may be changed once in any 24 hours. */
export const timeZoneChangeIntervalHours = 24;

export const timeZoneEndpoints = {
  get: endpoint({ method: "POST", path: "/time-zone", request: timeZoneGetRequestSchema, reply: timeZoneSettingsSchema, access: "signed-in", errors: [] }),
  change: endpoint({
    method: "POST",
    path: "/time-zone/change",
    request: timeZoneChangeRequestSchema,
    reply: timeZoneSettingsSchema,
    access: "signed-in",
    errors: ["failed-precondition"],
  }),
};
