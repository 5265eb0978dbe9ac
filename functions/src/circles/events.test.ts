import { circleEventCreateRequestSchema, circleEventUpdateRequestSchema, type CircleEventCreateRequest } from "@berea/contracts/circle-events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "../store/port.ts";
import { appErrorOf, refusalOf, openDomainStore, testClock, type DomainStore, type TestClock, saidReplyOf } from "../test-support/domain-test.ts";
import { ensureProfile } from "../users/profiles.ts";
import type { CircleDeps } from "./circles-collection.ts";
import { eventsCalendarFile } from "./event-ics.ts";
import { cancelEvent, createEvent, eventForCalendar, eventsForFeed, feedPath, listEvents, rsvpEvent, updateEvent } from "./events.ts";
import { createCircle, joinCircle, leaveCircle } from "./membership.ts";

/** Circle events as plain functions over a real sqlite store, with a clock the test moves. */

let domain: DomainStore;
let store: Store;
let clock: TestClock;
let deps: CircleDeps;
let circleId: string;

beforeEach(async () => {
  domain = openDomainStore("circle-events");
  store = domain.store;
  clock = testClock("2026-03-02T09:00:00Z");
  deps = { store, now: clock.now };
  for (const name of ["Priscilla", "Aquila", "Stranger"]) {
    const uid = name.toLowerCase();
    await ensureProfile(store, { uid, name, email: `${uid}@example.com` }, clock.now());
  }
  const circle = await createCircle(deps, "priscilla", { name: "Romans study" });
  await joinCircle(deps, "aquila", circle.inviteCode);
  circleId = circle.id;
});

afterEach(async () => {
  await domain.close();
});

const study: Omit<CircleEventCreateRequest, "circleId"> = {
  title: "Romans study",
  date: "2026-03-04",
  startTime: "19:30",
  endTime: "21:00",
  timeZone: "Europe/London",
  place: "St Mary's hall",
  hosts: ["Priscilla", "Aquila"],
  tags: ["study"],
  repeat: { count: 6 },
};
const create = (fields: Partial<CircleEventCreateRequest> = {}, uid = "priscilla") => createEvent(deps, uid, circleEventCreateRequestSchema.parse({ circleId, ...study, ...fields }));
const list = (uid: string, from = "2026-03-01", to = "2026-06-30") => listEvents(deps, uid, { from, to });

describe("scheduling", () => {
  it("expands a weekly event into its weeks, at the same wall-clock time across the clock change", async () => {
    const event = await create();
    const { occurrences, circles } = await list("aquila");
    expect(circles).toEqual([{ id: circleId, name: "Romans study", memberCount: 2, role: "member" }]);
    expect(occurrences.map((entry) => entry.occurrence)).toEqual(["2026-03-04", "2026-03-11", "2026-03-18", "2026-03-25", "2026-04-01", "2026-04-08"]);
    // GMT until 29 March, then BST: 19:30 in London is 19:30Z, then 18:30Z.
    expect(occurrences.map((entry) => entry.startsAt.slice(11, 16))).toEqual(["19:30", "19:30", "19:30", "19:30", "18:30", "18:30"]);
    expect(occurrences[0]).toMatchObject({ id: event.id, weekly: true, multiDay: false, status: "upcoming", canEdit: false, circleName: "Romans study", rsvp: { going: 0, maybe: 0, notGoing: 0, you: null } });
    expect((await list("priscilla")).occurrences[0]?.canEdit).toBe(true);
  });

  it("keeps a weekly event until a date, lists only the weeks in range, and marks finished ones past", async () => {
    await create({ repeat: { until: "2026-03-25" } });
    clock.set("2026-03-12T09:00:00Z");
    const { occurrences } = await list("aquila", "2026-03-10", "2026-04-30");
    expect(occurrences.map((entry) => [entry.occurrence, entry.status])).toEqual([
      ["2026-03-11", "past"],
      ["2026-03-18", "upcoming"],
      ["2026-03-25", "upcoming"],
    ]);
  });

  it("lists a multi-day event once, spanning its days, in ranges that overlap any of them", async () => {
    await create({ title: "Lent retreat", date: "2026-03-20", endDate: "2026-03-22", startTime: "18:00", endTime: "14:00", repeat: undefined, tags: ["prayer", "fellowship"] });
    const { occurrences } = await list("aquila", "2026-03-22", "2026-03-22");
    expect(occurrences).toHaveLength(1);
    expect(occurrences[0]).toMatchObject({ occurrence: "2026-03-20", occurrenceEnd: "2026-03-22", multiDay: true, weekly: false, tags: ["prayer", "fellowship"] });
  });

  it("lets only the owner schedule, edit and cancel; a non-member sees nothing of it", async () => {
    expect((await appErrorOf(create({}, "aquila"))).code).toBe("permission-denied");
    expect((await appErrorOf(create({}, "stranger"))).code).toBe("not-found");
    const event = await create();
    const edit = circleEventUpdateRequestSchema.parse({ circleId, eventId: event.id, ...study, title: "Romans 8 study" });
    expect((await appErrorOf(updateEvent(deps, "aquila", edit))).code).toBe("permission-denied");
    expect((await appErrorOf(cancelEvent(deps, "aquila", circleId, event.id))).code).toBe("permission-denied");
    expect((await list("stranger")).occurrences).toEqual([]);
    expect((await appErrorOf(eventForCalendar(deps, "stranger", circleId, event.id))).code).toBe("not-found");
    expect((await updateEvent(deps, "priscilla", edit)).title).toBe("Romans 8 study");
    expect(await saidReplyOf(cancelEvent(deps, "priscilla", circleId, event.id))).toEqual({ message: "Romans 8 study is cancelled." });
    expect((await list("aquila")).occurrences).toEqual([]);
    expect((await appErrorOf(rsvpEvent(deps, "aquila", { circleId, eventId: event.id, occurrence: "2026-03-04", answer: "going" }))).code).toBe("not-found");
  });

  it("holds a circle to 100 coming events", async () => {
    for (let n = 0; n < 100; n++) await create({ title: `Study ${n}`, repeat: undefined });
    const refused = await refusalOf(create({ title: "One more", repeat: undefined }));
    expect(refused.code).toBe("failed-precondition");
    expect(refused.message).toBe("A circle has at most 100 coming events. Cancel one to schedule another.");
  });
});

describe("answers", () => {
  it("keeps one answer per member and week: answering again replaces it, the same answer twice changes nothing", async () => {
    const event = await create();
    const answer = (uid: string, occurrence: string, reply: "going" | "maybe" | "not-going") => rsvpEvent(deps, uid, { circleId, eventId: event.id, occurrence, answer: reply });
    expect(await answer("aquila", "2026-03-11", "maybe")).toEqual({ occurrence: "2026-03-11", answer: "maybe", going: 0, maybe: 1, notGoing: 0 });
    expect(await answer("aquila", "2026-03-11", "going")).toEqual({ occurrence: "2026-03-11", answer: "going", going: 1, maybe: 0, notGoing: 0 });
    expect(await answer("aquila", "2026-03-11", "going")).toEqual({ occurrence: "2026-03-11", answer: "going", going: 1, maybe: 0, notGoing: 0 });
    await answer("priscilla", "2026-03-11", "going");
    await answer("priscilla", "2026-03-18", "not-going");
    const { occurrences } = await list("aquila");
    expect(occurrences[1]?.rsvp).toEqual({ going: 2, maybe: 0, notGoing: 0, you: "going" });
    expect(occurrences[2]?.rsvp).toEqual({ going: 0, maybe: 0, notGoing: 1, you: null });
    const wrongDay = await refusalOf(answer("aquila", "2026-03-12", "going"));
    expect(wrongDay.code).toBe("invalid-argument");
    expect(wrongDay.message).toBe("Romans study does not happen on 2026-03-12.");
    expect((await appErrorOf(answer("stranger", "2026-03-11", "going"))).code).toBe("not-found");
  });
});

describe("calendar files", () => {
  it("writes a weekly event as RRULE runs at the same UTC time, split at the clock change", async () => {
    const event = await create();
    const file = eventsCalendarFile([await eventForCalendar(deps, "aquila", circleId, event.id)], "https://berea.app", "Romans study");
    expect(file).toContain("BEGIN:VCALENDAR");
    expect(file).toContain("SUMMARY:Romans study");
    expect(file).toContain("DTSTART:20260304T193000Z");
    expect(file).toContain("RRULE:FREQ=WEEKLY;COUNT=4");
    expect(file).toContain("DTSTART:20260401T183000Z");
    expect(file).toContain("RRULE:FREQ=WEEKLY;COUNT=2");
    expect(file).toContain("LOCATION:St Mary's hall");
    expect(file).toContain(`UID:${event.id}-0@berea`);
  });

  it("gives each user one private feed address, which lists the events of their circles only", async () => {
    await create();
    const first = await feedPath(deps, "aquila");
    expect(first.path).toMatch(/^\/api\/circle-events\/feed\.ics\?token=[A-Za-z0-9_-]{32}$/);
    expect(await feedPath(deps, "aquila")).toEqual(first);
    const token = first.path.split("token=")[1] ?? "";
    expect((await eventsForFeed(deps, token)).map((entry) => entry.event.title)).toEqual(["Romans study"]);
    await leaveCircle(deps, "aquila", circleId);
    expect(await eventsForFeed(deps, token)).toEqual([]);
    expect(eventsCalendarFile([], "https://berea.app", "Berea circle events")).toContain("END:VCALENDAR");
    expect((await appErrorOf(eventsForFeed(deps, "x".repeat(32)))).code).toBe("not-found");
  });
});
