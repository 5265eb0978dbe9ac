import type { CircleEventOccurrence } from "@berea/contracts/circle-events";
import { describe, expect, it } from "vitest";
import { defaultFilter, groupByDate, longDate, matchesSearch, monthGrid, timeText, venuesOf, visibleEvents, type EventFilter } from "./event-list.ts";

/** An occurrence as the list endpoint answers it. */
function occurrence(overrides: Partial<CircleEventOccurrence> = {}): CircleEventOccurrence {
  const date = overrides.occurrence ?? "2026-12-06";
  return {
    id: "e1",
    circleId: "c1",
    circleName: "Romans study",
    title: "Romans study",
    date,
    endDate: date,
    startTime: "19:30",
    endTime: "21:00",
    timeZone: "Europe/London",
    place: "St Mary's hall",
    videoLink: null,
    hosts: ["Priscilla"],
    tags: ["study"],
    repeat: null,
    occurrence: date,
    occurrenceEnd: date,
    startsAt: `${date}T19:30:00.000Z`,
    endsAt: `${date}T21:00:00.000Z`,
    status: "upcoming",
    weekly: false,
    multiDay: false,
    rsvp: { going: 0, maybe: 0, notGoing: 0, you: null },
    canEdit: false,
    ...overrides,
  };
}

const today = "2026-12-01";
const titles = (events: CircleEventOccurrence[]) => events.map((event) => event.title);
const filtered = (events: CircleEventOccurrence[], changes: Partial<EventFilter> = {}, search = "", tab: "upcoming" | "past" = "upcoming") =>
  titles(visibleEvents(events, tab, search, { ...defaultFilter(), ...changes }, today));

describe("the event list", () => {
  const events = [
    occurrence({ id: "a", title: "Romans study", occurrence: "2026-12-02", weekly: true, tags: ["study"] }),
    occurrence({ id: "b", title: "Prayer breakfast", occurrence: "2026-12-03", hosts: ["Lydia", "Phoebe"], tags: ["prayer", "fellowship"], place: null, videoLink: "https://meet.example.com/pray" }),
    occurrence({ id: "c", title: "Advent retreat", occurrence: "2026-12-18", occurrenceEnd: "2026-12-20", multiDay: true, tags: ["worship"], place: "Casa Creativa" }),
    occurrence({ id: "d", title: "Harvest supper", occurrence: "2026-11-20", status: "past", tags: ["service"] }),
    occurrence({ id: "e", title: "Food bank shift", occurrence: "2026-11-27", status: "past", circleId: "c2", tags: ["service"] }),
  ];

  it("splits upcoming (soonest first) from past (latest first)", () => {
    expect(filtered(events)).toEqual(["Romans study", "Prayer breakfast", "Advent retreat"]);
    expect(filtered(events, {}, "", "past")).toEqual(["Food bank shift", "Harvest supper"]);
  });

  it("searches title, hosts and location without minding case", () => {
    expect(filtered(events, {}, "ROMANS")).toEqual(["Romans study"]);
    expect(filtered(events, {}, "phoebe")).toEqual(["Prayer breakfast"]);
    expect(filtered(events, {}, "casa creat")).toEqual(["Advent retreat"]);
    expect(filtered(events, {}, "meet.example")).toEqual(["Prayer breakfast"]);
    expect(filtered(events, {}, "  ")).toHaveLength(3);
    expect(matchesSearch(events[0] as CircleEventOccurrence, "nothing like it")).toBe(false);
  });

  it("filters by tag, repeating, multi-day, venue, circle and time range; the default keeps everything", () => {
    expect(defaultFilter()).toEqual({ circle: "all", tag: "all", repeating: true, multiDay: true, range: "all", venue: "all" });
    expect(filtered(events, { tag: "fellowship" })).toEqual(["Prayer breakfast"]);
    expect(filtered(events, { repeating: false })).toEqual(["Prayer breakfast", "Advent retreat"]);
    expect(filtered(events, { multiDay: false })).toEqual(["Romans study", "Prayer breakfast"]);
    expect(filtered(events, { venue: "Online" })).toEqual(["Prayer breakfast"]);
    expect(filtered(events, { circle: "c2" }, "", "past")).toEqual(["Food bank shift"]);
    expect(filtered(events, { range: "today" })).toEqual([]);
    expect(filtered(events, { range: "week" })).toEqual(["Romans study", "Prayer breakfast"]);
    expect(filtered(events, { range: "month" })).toEqual(["Romans study", "Prayer breakfast", "Advent retreat"]);
    expect(venuesOf(events)).toEqual(["Casa Creativa", "Online", "St Mary's hall"]);
  });

  it("groups occurrences under their first day, in order", () => {
    const sameDay = [occurrence({ id: "x", occurrence: "2026-12-06" }), occurrence({ id: "y", occurrence: "2026-12-06" }), occurrence({ id: "z", occurrence: "2026-12-13" })];
    expect(groupByDate(sameDay).map((group) => [group.date, group.events.map((event) => event.id)])).toEqual([
      ["2026-12-06", ["x", "y"]],
      ["2026-12-13", ["z"]],
    ]);
  });

  it("writes dates long and times with their zone, in the reader's language", () => {
    expect(longDate("2026-12-06", "en-GB")).toMatch(/^Sunday,? 6 December 2026$/);
    expect(longDate("2026-12-06", "en-US")).toBe("Sunday, December 6, 2026");
    expect(longDate("2026-12-06", "es")).toBe("domingo, 6 de diciembre de 2026");
    expect(timeText(occurrence(), "en-US")).toBe("7:30 PM – 9:00 PM (Europe/London)");
    expect(timeText(occurrence({ multiDay: true, occurrenceEnd: "2026-12-08", endTime: "14:00", timeZone: "America/New_York" }), "en-GB")).toBe("19:30 – 8 Dec, 14:00 (America/New York)");
  });

  it("lays a month out in weeks from Monday", () => {
    const grid = monthGrid("2026-12");
    expect(grid.slice(0, 7)).toEqual([null, "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
    expect(grid).toHaveLength(35);
    expect(grid.filter(Boolean)).toHaveLength(31);
  });
});
