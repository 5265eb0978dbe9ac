import { circleEventTagLabels } from "@berea/contracts/circle-events";
import { createEvents, type EventAttributes } from "ics";
import { occurrenceDates, occurrenceSpan, type EventDoc } from "./events.ts";

/**
 * Circle events as iCalendar: one event, or a user's feed of all their
 * circles' events. Times are written in UTC (the `ics` package writes no
 * VTIMEZONE), so a weekly event is one VEVENT with
 * `RRULE:FREQ=WEEKLY;COUNT=n` per run of weeks at the same UTC time: a
 * study at 19:30 in London stays at 19:30 across the clock change, as a
 * second run from that week. UIDs are stable per event and run, so a
 * calendar that reads the feed again updates the events.
 */

export interface CalendarEvent {
  id: string;
  circleName: string;
  event: EventDoc;
}

/** "https://berea.app": links in a calendar must be absolute. */
type Origin = string;

function describe({ circleName, event }: CalendarEvent): string {
  return [
    `${circleName}`,
    event.hosts.length > 0 ? `Hosted by ${event.hosts.join(", ")}` : "",
    event.tags.length > 0 ? event.tags.map((tag) => circleEventTagLabels[tag]).join(", ") : "",
    event.videoLink ? `Join: ${event.videoLink}` : "",
    `Times in ${event.timeZone}.`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** The VEVENTs of one event: a run of weeks at the same UTC times each. */
export function calendarEntries(entry: CalendarEvent, origin: Origin): EventAttributes[] {
  const { event, id } = entry;
  const spans = occurrenceDates(event).map((date) => occurrenceSpan(event, date));
  const runs: { startsAt: Date; endsAt: Date; count: number }[] = [];
  for (const span of spans) {
    const last = runs[runs.length - 1];
    const sameTimes =
      last !== undefined &&
      span.startsAt.getTime() - last.startsAt.getTime() === last.count * 7 * 86_400_000 &&
      span.endsAt.getTime() - span.startsAt.getTime() === last.endsAt.getTime() - last.startsAt.getTime();
    if (last && sameTimes) last.count += 1;
    else runs.push({ startsAt: span.startsAt, endsAt: span.endsAt, count: 1 });
  }
  return runs.map((run, index) => ({
    uid: `${id}-${index}@berea`,
    title: event.title,
    description: describe(entry),
    ...(event.place ? { location: event.place } : event.videoLink ? { location: event.videoLink } : {}),
    url: event.videoLink ?? `${origin}/c`,
    start: run.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: run.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    categories: event.tags.map((tag) => circleEventTagLabels[tag]),
    ...(run.count > 1 ? { recurrenceRule: `FREQ=WEEKLY;COUNT=${run.count}` } : {}),
    lastModified: Date.parse(event.updatedAt),
    status: "CONFIRMED",
  }));
}

/** An iCalendar file of these events (an empty calendar when there are none). */
export function eventsCalendarFile(entries: CalendarEvent[], origin: Origin, calName: string): string {
  const events = entries.flatMap((entry) => calendarEntries(entry, origin));
  if (events.length === 0) {
    return ["BEGIN:VCALENDAR", "VERSION:2.0", "CALSCALE:GREGORIAN", "PRODID:-//Berea//Circle events//EN", "METHOD:PUBLISH", `X-WR-CALNAME:${calName.replace(/[\\;,\n]/g, " ")}`, "END:VCALENDAR", ""].join("\r\n");
  }
  const { error, value } = createEvents(events, { productId: "-//Berea//Circle events//EN", calName });
  if (error || value === null) throw error ?? new Error("The calendar file could not be made.");
  return value;
}
