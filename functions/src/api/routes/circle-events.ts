import type { circleEventEndpoints } from "@berea/contracts/circle-events";
import type { Request } from "express";
import { cancelEvent, createEvent, eventForCalendar, eventsForFeed, feedPath, listEvents, rsvpEvent, updateEvent } from "../../circles/events.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** The address the app is served from, for absolute links in a calendar file (Hosting forwards the public host). */
const originOf = (req: Request): string => `${req.protocol}://${req.host}`;

/** A file name from an event's title: letters, digits and dashes. */
const fileNameOf = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "event"}.ics`;

/** `/api/circle-events/<action>`: circle events, answers, and their calendar files. */
export function circleEventHandlers(api: ApiDeps): AreaHandlers<typeof circleEventEndpoints> {
  const deps = { store: api.store, now: api.now };
  return {
    list: (range, { caller }) => listEvents(deps, caller.uid, range),
    create: (request, { caller }) => createEvent(deps, caller.uid, request),
    update: (request, { caller }) => updateEvent(deps, caller.uid, request),
    cancel: ({ circleId, eventId }, { caller }) => cancelEvent(deps, caller.uid, circleId, eventId),
    rsvp: (request, { caller }) => rsvpEvent(deps, caller.uid, request),
    ics: async ({ circle, event }, { caller, req }) => {
      const entry = await eventForCalendar(deps, caller.uid, circle, event);
      const { eventsCalendarFile } = await import("../../circles/event-ics.ts");
      const body = eventsCalendarFile([entry], originOf(req), entry.circleName);
      return { filename: fileNameOf(entry.event.title), write: async (res) => void res.send(body) };
    },
    feed: (_request, { caller }) => feedPath(deps, caller.uid),
    feedIcs: async ({ token }, { req }) => {
      const entries = await eventsForFeed(deps, token);
      const { eventsCalendarFile } = await import("../../circles/event-ics.ts");
      const body = eventsCalendarFile(entries, originOf(req), "Berea circle events");
      return { filename: "circle-events.ics", write: async (res) => void res.send(body) };
    },
  };
}
