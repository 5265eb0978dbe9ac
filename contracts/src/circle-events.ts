import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { messageReplySchema } from "./message-reply.ts";
import { timeZoneSchema } from "./time-zone.ts";

/**
 * Circle events: a faith circle's owner schedules what the circle does
 * together (a Bible study, a prayer meeting, a service day), once, weekly or
 * over several days; members answer going, maybe or not going for each
 * occurrence, and every member can add it to a calendar (one event's `.ics`,
 * or a private feed of all their circles' events).
 *
 * Times are wall-clock times ("19:30") on calendar dates in the event's own
 * IANA time zone, so a weekly study stays at 19:30 across a change of
 * daylight-saving time; the server turns each occurrence into instants.
 */

/** Longest title, in characters. */
export const circleEventTitleMax = 80;
/** Most hosts an event names, and the longest name. */
export const circleEventMaxHosts = 5;
export const circleEventHostMax = 60;
/** Longest place, in characters. */
export const circleEventPlaceMax = 120;
/** Most occurrences of a weekly event (a year of weeks). */
export const circleEventMaxWeeks = 52;
/** Longest multi-day event, in days (first and last included). */
export const circleEventMaxDays = 14;
/** Most events a circle keeps at once (cancelled ones are gone). */
export const circleEventMaxPerCircle = 100;
/** The widest range one list asks for, in days. */
export const circleEventMaxRangeDays = 800;

/** The tags an event may carry: a small fixed set, each with its colour on the page. */
export const circleEventTags = ["study", "prayer", "service", "worship", "fellowship"] as const;
export const circleEventTagSchema = z.enum(circleEventTags, { error: `A tag is one of: ${circleEventTags.join(", ")}.` });
export type CircleEventTag = z.infer<typeof circleEventTagSchema>;
export const circleEventTagLabels: Record<CircleEventTag, string> = {
  study: "Bible Study",
  prayer: "Prayer",
  service: "Service",
  worship: "Worship",
  fellowship: "Fellowship",
};

export const rsvpAnswers = ["going", "maybe", "not-going"] as const;
export const rsvpAnswerSchema = z.enum(rsvpAnswers, { error: "answer is going, maybe or not-going." });
export type RsvpAnswer = z.infer<typeof rsvpAnswerSchema>;

const isCalendarDate = (value: string): boolean => {
  const [year, month, day] = value.split("-").map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 2000 && year <= 2100;
};

/** A calendar date, "YYYY-MM-DD". */
export const eventDateSchema = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date like 2026-12-06.`)
    .refine(isCalendarDate, `${field} is not a date on the calendar (years 2000 to 2100).`);

/** A wall-clock time, "HH:MM" (24-hour). */
const eventTimeSchema = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a time like 19:30.`);

/** Days from one date to another ("2026-12-06" to "2026-12-08" is 2). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const circleIdSchema = z
  .string({ error: "circleId is required." })
  .trim()
  .min(1, "circleId is required.")
  .max(128, "circleId is too long.")
  .regex(/^[A-Za-z0-9_-]+$/, "circleId is not the id of a circle.");
const eventIdSchema = z
  .string({ error: "eventId is required." })
  .trim()
  .min(1, "eventId is required.")
  .max(64, "eventId is too long.")
  .regex(/^[A-Za-z0-9_-]+$/, "eventId is not the id of an event.");

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} can be at most ${max} characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

const videoLinkSchema = z
  .string({ error: "videoLink must be text." })
  .trim()
  .max(500, "videoLink can be at most 500 characters.")
  .optional()
  .transform((value) => (value ? value : undefined))
  // https://, a host name with a dot (letters, digits, dashes), an optional port, then a path, query or fragment without spaces.
  .refine((value) => value === undefined || /^https:\/\/([a-z0-9-]+\.)+[a-z0-9-]+(:\d{1,5})?([/?#][^\s]*)?$/i.test(value), "videoLink must be a secure web address starting with https://.");

/** Weekly repetition: until a date (included), or a number of weeks. */
export const circleEventRepeatSchema = z
  .object({
    until: eventDateSchema("repeat.until").optional(),
    count: z
      .number({ error: "repeat.count must be a number of weeks." })
      .int("repeat.count must be a whole number.")
      .min(2, "A repeating event happens at least 2 times.")
      .max(circleEventMaxWeeks, `A weekly event repeats at most ${circleEventMaxWeeks} times.`)
      .optional(),
  })
  .refine((repeat) => (repeat.until === undefined) !== (repeat.count === undefined), { message: "Say until when the event repeats, or how many times (one of them).", path: ["until"] });
export type CircleEventRepeat = z.infer<typeof circleEventRepeatSchema>;

/** What the owner fills in, for a new event and an edit. */
const eventFields = {
  title: z
    .string({ error: "Give the event a title." })
    .trim()
    .min(3, "An event's title needs at least 3 characters.")
    .max(circleEventTitleMax, `An event's title can be at most ${circleEventTitleMax} characters.`),
  date: eventDateSchema("date"),
  /** The last day of a multi-day event; the same as `date` (or absent) for one day. */
  endDate: eventDateSchema("endDate").optional(),
  startTime: eventTimeSchema("startTime"),
  endTime: eventTimeSchema("endTime"),
  timeZone: timeZoneSchema,
  place: optionalText("place", circleEventPlaceMax),
  videoLink: videoLinkSchema,
  hosts: z
    .array(
      z
        .string({ error: "A host's name must be text." })
        .trim()
        .min(1, "A host's name cannot be empty.")
        .max(circleEventHostMax, `A host's name can be at most ${circleEventHostMax} characters.`),
      { error: "hosts must be a list of names." },
    )
    .max(circleEventMaxHosts, `An event names at most ${circleEventMaxHosts} hosts.`)
    .default([]),
  tags: z
    .array(circleEventTagSchema, { error: "tags must be a list." })
    .max(3, "An event carries at most 3 tags.")
    .refine((tags) => new Set(tags).size === tags.length, "Each tag once.")
    .default([]),
  repeat: circleEventRepeatSchema.optional(),
};

interface FieldsToCheck {
  date: string;
  endDate?: string | undefined;
  startTime: string;
  endTime: string;
  repeat?: { until?: string | undefined; count?: number | undefined } | undefined;
}

/** The checks across fields: the end after the start, a multi-day event not too long, a weekly one within a year. */
function checkEventFields(event: FieldsToCheck, ctx: z.RefinementCtx): void {
  // Fields that failed their own checks are reported there, not compared here.
  const goodDate = (value: string | undefined) => value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value));
  const goodTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
  if (!goodDate(event.date) || !goodDate(event.endDate) || !goodDate(event.repeat?.until) || !goodTime(event.startTime) || !goodTime(event.endTime)) return;
  const endDate = event.endDate ?? event.date;
  const span = daysBetween(event.date, endDate);
  if (span < 0) ctx.addIssue({ code: "custom", message: "The end date cannot be before the start date.", path: ["endDate"] });
  else if (span + 1 > circleEventMaxDays) ctx.addIssue({ code: "custom", message: `A multi-day event lasts at most ${circleEventMaxDays} days.`, path: ["endDate"] });
  else if (span === 0 && event.endTime <= event.startTime) ctx.addIssue({ code: "custom", message: "The end time must be after the start time.", path: ["endTime"] });
  if (event.repeat && span >= 7) ctx.addIssue({ code: "custom", message: "A weekly event lasts less than a week.", path: ["endDate"] });
  const until = event.repeat?.until;
  if (until !== undefined) {
    const weeks = daysBetween(event.date, until);
    if (weeks < 7) ctx.addIssue({ code: "custom", message: "A weekly event repeats until at least a week after its first date.", path: ["repeat", "until"] });
    else if (Math.floor(weeks / 7) + 1 > circleEventMaxWeeks) {
      ctx.addIssue({ code: "custom", message: `A weekly event repeats at most ${circleEventMaxWeeks} times: choose an earlier end.`, path: ["repeat", "until"] });
    }
  }
}

/** `POST /api/circle-events/create`: the circle's owner schedules an event. */
export const circleEventCreateRequestSchema = z.object({ circleId: circleIdSchema, ...eventFields }).superRefine(checkEventFields);
export type CircleEventCreateRequest = z.input<typeof circleEventCreateRequestSchema>;

/** `POST /api/circle-events/update`: the owner changes an event (every field, as in create). */
export const circleEventUpdateRequestSchema = z.object({ circleId: circleIdSchema, eventId: eventIdSchema, ...eventFields }).superRefine(checkEventFields);
export type CircleEventUpdateRequest = z.input<typeof circleEventUpdateRequestSchema>;

/** `POST /api/circle-events/cancel`: the owner cancels an event (every occurrence); it leaves every list and feed. */
export const circleEventCancelRequestSchema = z.object({ circleId: circleIdSchema, eventId: eventIdSchema });

/** `POST /api/circle-events/rsvp`: a member answers for one occurrence (its date); answering again replaces the answer. */
export const circleEventRsvpRequestSchema = z.object({
  circleId: circleIdSchema,
  eventId: eventIdSchema,
  occurrence: eventDateSchema("occurrence"),
  answer: rsvpAnswerSchema,
});
export type CircleEventRsvpRequest = z.input<typeof circleEventRsvpRequestSchema>;

/** `POST /api/circle-events/list`: the occurrences of the caller's circles' events that overlap `from`..`to` (dates, both included). */
export const circleEventListRequestSchema = z
  .object({ from: eventDateSchema("from"), to: eventDateSchema("to") })
  .refine((range) => range.to >= range.from, { message: "to cannot be before from.", path: ["to"] })
  .refine((range) => daysBetween(range.from, range.to) <= circleEventMaxRangeDays, { message: `Ask for at most ${circleEventMaxRangeDays} days at once.`, path: ["to"] });
export type CircleEventListRequest = z.input<typeof circleEventListRequestSchema>;

/** `GET /api/circle-events/event.ics?circle=<id>&event=<id>`: one event as an iCalendar file (weekly ones with RRULE). */
export const circleEventIcsQuerySchema = z.object({ circle: circleIdSchema, event: eventIdSchema });

/** `POST /api/circle-events/feed`: the caller's private feed address (made on first ask). */
export const circleEventFeedRequestSchema = z.object({});

/** `GET /api/circle-events/feed.ics?token=<secret>`: every event of the token holder's circles, for a calendar app to subscribe to. */
export const circleEventFeedIcsQuerySchema = z.object({
  token: z
    .string({ error: "token is required." })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,64}$/, "token is not a calendar feed's token."),
});

/** An event as the owner wrote it (for the edit form). */
export const circleEventSchema = z.object({
  id: z.string(),
  circleId: z.string(),
  title: z.string(),
  date: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  videoLink: z.string().nullable(),
  hosts: z.array(z.string()),
  tags: z.array(circleEventTagSchema),
  repeat: z.object({ until: z.string().optional(), count: z.number().int().optional() }).nullable(),
});
export type CircleEvent = z.infer<typeof circleEventSchema>;

/** One occurrence on the list: a single event once, a weekly one once per week. */
export const circleEventOccurrenceSchema = circleEventSchema.extend({
  circleName: z.string(),
  /** The occurrence's first and last date (the same for a one-day event). */
  occurrence: z.string(),
  occurrenceEnd: z.string(),
  /** Its start and end as instants (ISO, UTC). */
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(["upcoming", "past"]),
  weekly: z.boolean(),
  multiDay: z.boolean(),
  rsvp: z.object({ going: z.number().int(), maybe: z.number().int(), notGoing: z.number().int(), you: rsvpAnswerSchema.nullable() }),
  /** The caller owns the circle: they may edit and cancel. */
  canEdit: z.boolean(),
});
export type CircleEventOccurrence = z.infer<typeof circleEventOccurrenceSchema>;

export const circleEventListReplySchema = z.object({
  circles: z.array(z.object({ id: z.string(), name: z.string(), memberCount: z.number().int(), role: z.enum(["owner", "member"]) })),
  /** Sorted by start. */
  occurrences: z.array(circleEventOccurrenceSchema),
});
export type CircleEventListReply = z.infer<typeof circleEventListReplySchema>;

export const circleEventRsvpReplySchema = z.object({ occurrence: z.string(), answer: rsvpAnswerSchema, going: z.number().int(), maybe: z.number().int(), notGoing: z.number().int() });
export type CircleEventRsvpReply = z.infer<typeof circleEventRsvpReplySchema>;

export const circleEventFeedReplySchema = z.object({ path: z.string() });

export const circleEventEndpoints = {
  list: endpoint({ method: "POST", path: "/circle-events/list", request: circleEventListRequestSchema, reply: circleEventListReplySchema, access: "signed-in", errors: ["permission-denied"] }),
  create: endpoint({
    method: "POST",
    path: "/circle-events/create",
    request: circleEventCreateRequestSchema,
    reply: circleEventSchema,
    access: "owner",
    errors: ["permission-denied", "not-found", "failed-precondition"],
  }),
  update: endpoint({ method: "POST", path: "/circle-events/update", request: circleEventUpdateRequestSchema, reply: circleEventSchema, access: "owner", errors: ["permission-denied", "not-found"] }),
  cancel: endpoint({ method: "POST", path: "/circle-events/cancel", request: circleEventCancelRequestSchema, reply: messageReplySchema, access: "owner", errors: ["permission-denied", "not-found"] }),
  rsvp: endpoint({
    method: "POST",
    path: "/circle-events/rsvp",
    request: circleEventRsvpRequestSchema,
    reply: circleEventRsvpReplySchema,
    access: "owner",
    errors: ["permission-denied", "not-found"],
  }),
  ics: endpoint({ method: "GET", path: "/circle-events/event.ics", request: circleEventIcsQuerySchema, reply: { file: "text/calendar" }, access: "owner", errors: ["permission-denied", "not-found"] }),
  feed: endpoint({ method: "POST", path: "/circle-events/feed", request: circleEventFeedRequestSchema, reply: circleEventFeedReplySchema, access: "signed-in", errors: [] }),
  /** The token in the address is the credential, as a calendar app sends no session. */
  feedIcs: endpoint({ method: "GET", path: "/circle-events/feed.ics", request: circleEventFeedIcsQuerySchema, reply: { file: "text/calendar" }, access: "public", errors: ["not-found"] }),
};
