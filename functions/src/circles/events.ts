import { randomBytes } from "node:crypto";
import {
  addDays,
  circleEventMaxPerCircle,
  circleEventMaxWeeks,
  circleEventTagSchema,
  daysBetween,
  rsvpAnswerSchema,
  type CircleEvent,
  type circleEventCreateRequestSchema,
  type circleEventUpdateRequestSchema,
  type CircleEventListReply,
  type CircleEventOccurrence,
  type CircleEventRsvpReply,
  type RsvpAnswer,
} from "@berea/contracts/circle-events";
import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg, type ServerMessage } from "../lib/messages/message.ts";
import { collection, subcollection } from "../store/collection.ts";
import type { StoredDocument } from "../store/port.ts";
import { circles, circlesOf, requireChatProfile, requireMembership, requireOwner, type CircleDeps, type CircleDoc } from "./circles-collection.ts";

/**
 * Circle events: `circles/{id}/events/{eventId}`, one document per event
 * with its members' answers in it (at most 50 members × 52 weeks), so an
 * answer is one transaction over one document and the list reads each
 * circle's events once. `lastDate` (the last day of the last occurrence)
 * lets the list skip finished events with a one-field range query.
 * Cancelling deletes the event. A user's private calendar feed is
 * `circleEventFeeds/{token}`: the token in the address is the credential.
 *
 * Costs: list 1 + c reads (the caller's circles, then each one's events
 * still running at `from`); create 2 + e reads (e: the circle's events, for
 * the cap), 1 write; update, cancel and rsvp 3 reads, 1 write.
 */

const rsvpEntrySchema = z.object({ uid: z.string(), occurrence: z.string(), answer: rsvpAnswerSchema, at: z.string() });

export const eventsIn = subcollection(
  (circleId: string) => `${circles.name}/${circleId}/events`,
  z.object({
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
    /** The last date of the last occurrence. */
    lastDate: z.string(),
    rsvps: z.array(rsvpEntrySchema),
    /** Who answered, for finding a user's answers (account data). */
    rsvpUids: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type EventDoc = z.infer<ReturnType<typeof eventsIn>["schema"]>;

export const circleEventFeeds = collection("circleEventFeeds", z.object({ uid: z.string(), createdAt: z.string() }));

type EventFields = Omit<z.output<typeof circleEventCreateRequestSchema>, "circleId">;

const newEventId = () => randomBytes(12).toString("base64url");
const newFeedToken = () => randomBytes(24).toString("base64url");

const noSuchEvent = () => new AppError("not-found", msg("circles.noSuchEvent"));

/** The start dates of every occurrence: one for a single event, one a week for a weekly one (at most `circleEventMaxWeeks`). */
export function occurrenceDates(event: Pick<EventDoc, "date" | "repeat">): string[] {
  if (!event.repeat) return [event.date];
  const dates: string[] = [];
  for (let week = 0; week < circleEventMaxWeeks; week += 1) {
    const date = addDays(event.date, week * 7);
    if (event.repeat.count !== undefined && week >= event.repeat.count) break;
    if (event.repeat.until !== undefined && date > event.repeat.until) break;
    dates.push(date);
  }
  return dates;
}

/** A wall-clock time on a date in a zone, as an instant. */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hour = 0, minute = 0] = time.split(":").map(Number);
  return new Date(new TZDate(year, month - 1, day, hour, minute, timeZone).getTime());
}

/** The span of one occurrence starting on `date`. */
export function occurrenceSpan(event: Pick<EventDoc, "date" | "endDate" | "startTime" | "endTime" | "timeZone">, date: string) {
  const end = addDays(date, daysBetween(event.date, event.endDate));
  return { start: date, end, startsAt: instantOf(date, event.startTime, event.timeZone), endsAt: instantOf(end, event.endTime, event.timeZone) };
}

function fieldsToDoc(fields: EventFields): Omit<EventDoc, "rsvps" | "rsvpUids" | "createdAt" | "updatedAt"> {
  const endDate = fields.endDate ?? fields.date;
  const repeat = fields.repeat ? (fields.repeat.count !== undefined ? { count: fields.repeat.count } : { until: fields.repeat.until ?? fields.date }) : null;
  const base = { date: fields.date, repeat };
  const dates = occurrenceDates(base);
  const lastStart = dates[dates.length - 1] ?? fields.date;
  return {
    title: fields.title,
    date: fields.date,
    endDate,
    startTime: fields.startTime,
    endTime: fields.endTime,
    timeZone: fields.timeZone,
    place: fields.place ?? null,
    videoLink: fields.videoLink ?? null,
    hosts: fields.hosts,
    tags: fields.tags,
    repeat,
    lastDate: addDays(lastStart, daysBetween(fields.date, endDate)),
  };
}

export function toEvent(circleId: string, id: string, doc: EventDoc): CircleEvent {
  return {
    id,
    circleId,
    title: doc.title,
    date: doc.date,
    endDate: doc.endDate,
    startTime: doc.startTime,
    endTime: doc.endTime,
    timeZone: doc.timeZone,
    place: doc.place,
    videoLink: doc.videoLink,
    hosts: doc.hosts,
    tags: doc.tags,
    repeat: doc.repeat,
  };
}

function counts(doc: EventDoc, occurrence: string) {
  const answers = doc.rsvps.filter((entry) => entry.occurrence === occurrence);
  return {
    going: answers.filter((entry) => entry.answer === "going").length,
    maybe: answers.filter((entry) => entry.answer === "maybe").length,
    notGoing: answers.filter((entry) => entry.answer === "not-going").length,
  };
}

/** `POST /api/circle-events/create`: the circle's owner schedules an event. */
export async function createEvent({ store, now }: CircleDeps, uid: string, request: z.output<typeof circleEventCreateRequestSchema>): Promise<CircleEvent> {
  await requireChatProfile(store, uid);
  const { circleId, ...fields } = request;
  const id = newEventId();
  const at = now().toISOString();
  const doc: EventDoc = { ...fieldsToDoc(fields), rsvps: [], rsvpUids: [], createdAt: at, updatedAt: at };
  await store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    requireOwner(circle, uid, "schedule events");
    const existing = await eventsIn(circleId).query(tx, { where: [{ field: "lastDate", op: ">=", value: at.slice(0, 10) }] });
    if (existing.length >= circleEventMaxPerCircle) {
      throw new AppError("failed-precondition", msg("circles.tooManyEvents", { limit: circleEventMaxPerCircle }));
    }
    eventsIn(circleId).create(tx, id, doc);
  });
  return toEvent(circleId, id, doc);
}

/** `POST /api/circle-events/update`: the owner changes every field; answers for dates the event no longer has are dropped. */
export async function updateEvent(
  { store, now }: CircleDeps,
  uid: string,
  request: z.output<typeof circleEventUpdateRequestSchema>,
): Promise<CircleEvent> {
  await requireChatProfile(store, uid);
  const { circleId, eventId, ...fields } = request;
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    requireOwner(circle, uid, "edit events");
    const current = await eventsIn(circleId).get(tx, eventId);
    if (!current) throw noSuchEvent();
    const next = fieldsToDoc(fields);
    const dates = new Set(occurrenceDates(next));
    const rsvps = current.rsvps.filter((entry) => dates.has(entry.occurrence));
    const doc: EventDoc = { ...current, ...next, rsvps, rsvpUids: [...new Set(rsvps.map((entry) => entry.uid))], updatedAt: now().toISOString() };
    eventsIn(circleId).set(tx, eventId, doc);
    return toEvent(circleId, eventId, doc);
  });
}

/** `POST /api/circle-events/cancel`: the owner cancels the event; it leaves every list and calendar feed. */
export async function cancelEvent({ store }: CircleDeps, uid: string, circleId: string, eventId: string): Promise<{ message: ServerMessage }> {
  await requireChatProfile(store, uid);
  return store.runTransaction(async (tx) => {
    const circle = await requireMembership(tx, circleId, uid);
    requireOwner(circle, uid, "cancel events");
    const current = await eventsIn(circleId).get(tx, eventId);
    if (!current) throw noSuchEvent();
    eventsIn(circleId).delete(tx, eventId);
    return { message: msg("said.eventCancelled", { title: current.title }) };
  });
}

/** `POST /api/circle-events/rsvp`: one answer per member and occurrence; answering again replaces it. */
export async function rsvpEvent(
  { store, now }: CircleDeps,
  uid: string,
  request: { circleId: string; eventId: string; occurrence: string; answer: RsvpAnswer },
): Promise<CircleEventRsvpReply> {
  await requireChatProfile(store, uid);
  const { circleId, eventId, occurrence, answer } = request;
  return store.runTransaction(async (tx) => {
    await requireMembership(tx, circleId, uid);
    const current = await eventsIn(circleId).get(tx, eventId);
    if (!current) throw noSuchEvent();
    if (!occurrenceDates(current).includes(occurrence)) {
      throw new AppError("invalid-argument", msg("circles.notOnThatDate", { title: current.title, date: { en: occurrence, es: new Date(`${occurrence}T00:00:00Z`) } }), { occurrence: msg("circles.notADateOfEvent") });
    }
    const same = current.rsvps.find((entry) => entry.uid === uid && entry.occurrence === occurrence);
    const doc: EventDoc = same?.answer === answer ? current : { ...current, rsvps: [...current.rsvps.filter((entry) => entry !== same), { uid, occurrence, answer, at: now().toISOString() }] };
    if (doc !== current) eventsIn(circleId).update(tx, eventId, { rsvps: doc.rsvps, rsvpUids: [...new Set(doc.rsvps.map((entry) => entry.uid))] });
    return { occurrence, answer, ...counts(doc, occurrence) };
  });
}

/** The events of circles still running on `from` (or later). */
async function eventsOf(store: CircleDeps["store"], circle: StoredDocument<CircleDoc>, from: string): Promise<StoredDocument<EventDoc>[]> {
  return eventsIn(circle.id).query(store, { where: [{ field: "lastDate", op: ">=", value: from }] });
}

/** `POST /api/circle-events/list`: every occurrence of the caller's circles' events that overlaps `from`..`to`, by start. */
export async function listEvents({ store, now }: CircleDeps, uid: string, range: { from: string; to: string }): Promise<CircleEventListReply> {
  await requireChatProfile(store, uid);
  const mine = await circlesOf(store, uid);
  const at = now();
  const perCircle = await Promise.all(mine.map(async (circle) => ({ circle, events: await eventsOf(store, circle, range.from) })));
  const occurrences: CircleEventOccurrence[] = [];
  for (const { circle, events } of perCircle) {
    for (const { id, data } of events) {
      for (const date of occurrenceDates(data)) {
        const span = occurrenceSpan(data, date);
        if (span.end < range.from || span.start > range.to) continue;
        const answers = counts(data, date);
        occurrences.push({
          ...toEvent(circle.id, id, data),
          circleName: circle.data.name,
          occurrence: span.start,
          occurrenceEnd: span.end,
          startsAt: span.startsAt.toISOString(),
          endsAt: span.endsAt.toISOString(),
          status: span.endsAt.getTime() < at.getTime() ? "past" : "upcoming",
          weekly: data.repeat !== null,
          multiDay: span.end !== span.start,
          rsvp: { ...answers, you: data.rsvps.find((entry) => entry.uid === uid && entry.occurrence === date)?.answer ?? null },
          canEdit: circle.data.ownerUid === uid,
        });
      }
    }
  }
  occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.title.localeCompare(b.title));
  return {
    circles: mine.map(({ id, data }) => ({ id, name: data.name, memberCount: data.members.length, role: data.ownerUid === uid ? "owner" : "member" })),
    occurrences,
  };
}

/** One event of a circle the caller is in, for its calendar file. */
export async function eventForCalendar({ store }: CircleDeps, uid: string, circleId: string, eventId: string) {
  const circle = await requireMembership(store, circleId, uid);
  const event = await eventsIn(circleId).get(store, eventId);
  if (!event) throw noSuchEvent();
  return { circleName: circle.name, id: eventId, event };
}

/** `POST /api/circle-events/feed`: the caller's feed address, made on first ask and the same afterwards. */
export async function feedPath({ store, now }: CircleDeps, uid: string): Promise<{ path: string }> {
  await requireChatProfile(store, uid);
  const [existing] = await circleEventFeeds.query(store, { where: [{ field: "uid", op: "==", value: uid }], limit: 1 });
  const token = existing?.id ?? newFeedToken();
  if (!existing) await circleEventFeeds.create(store, token, { uid, createdAt: now().toISOString() });
  return { path: `/api/circle-events/feed.ics?token=${token}` };
}

/** Every event (still running in the last 30 days or later) of the feed owner's circles. */
export async function eventsForFeed({ store, now }: CircleDeps, token: string) {
  const feed = await circleEventFeeds.get(store, token);
  if (!feed) throw new AppError("not-found", msg("circles.noSuchFeed"));
  const mine = await circlesOf(store, feed.uid);
  const from = addDays(now().toISOString().slice(0, 10), -30);
  const perCircle = await Promise.all(mine.map(async (circle) => (await eventsOf(store, circle, from)).map(({ id, data }) => ({ circleName: circle.data.name, id, event: data }))));
  return perCircle.flat();
}
