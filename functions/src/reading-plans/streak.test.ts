import { describe, expect, it } from "vitest";
import { addCalendarDays, todayIn } from "./calendar-dates.ts";
import { readingStreak, recordReading, type ReadingDays } from "./streak.ts";

/**
 * The reading streak with its weekly grace day, and its stability when the
 * user changes time zone or the clocks change. The stored record is what the
 * API writes: the user's local date at each check-off.
 */

const read = (...dates: string[]): ReadingDays => Object.fromEntries(dates.map((date) => [date, 1]));
const days = (from: string, count: number) => Array.from({ length: count }, (_, index) => addCalendarDays(from, index));

/** Check-offs made at these instants in these zones, recorded as the API records them. */
function checkOffs(events: [instant: string, timeZone: string][]): Record<string, number> {
  let record: Record<string, number> = {};
  for (const [instant, zone] of events) {
    const local = todayIn(new Date(instant), zone);
    record = recordReading(record, local, 1, local);
  }
  return record;
}

describe("the reading streak", () => {
  // 2026-03-09 is a Monday.
  it("counts consecutive days read, today included", () => {
    expect(readingStreak(read(...days("2026-03-09", 5)), "2026-03-13")).toEqual({ current: 5, readToday: true, graceUsedThisWeek: false });
  });

  it("is not broken by today not being read yet", () => {
    expect(readingStreak(read(...days("2026-03-09", 4)), "2026-03-13")).toEqual({ current: 4, readToday: false, graceUsedThisWeek: false });
  });

  it("is zero with nothing read", () => {
    expect(readingStreak({}, "2026-03-13")).toEqual({ current: 0, readToday: false, graceUsedThisWeek: false });
  });

  it("forgives one missed day in an ISO week, and says the week's grace is used", () => {
    // Mon, Tue, (Wed missed), Thu, Fri.
    const record = read("2026-03-09", "2026-03-10", "2026-03-12", "2026-03-13");
    expect(readingStreak(record, "2026-03-13")).toEqual({ current: 4, readToday: true, graceUsedThisWeek: true });
  });

  it("breaks on a second missed day in the same ISO week", () => {
    // Mon, (Tue missed), Wed, (Thu missed), Fri: Thu is the week's grace day, Tue its second miss, so Fri and Wed count.
    const record = read("2026-03-09", "2026-03-11", "2026-03-13");
    expect(readingStreak(record, "2026-03-13").current).toBe(2);
    // Two days in a row in one week.
    expect(readingStreak(read("2026-03-09", "2026-03-12"), "2026-03-12").current).toBe(1);
  });

  it("forgives one missed day in each week: Sunday and the next Monday are two weeks", () => {
    // Sat 14, (Sun 15 missed, week 11), (Mon 16 missed, week 12), Tue 17.
    const record = read("2026-03-13", "2026-03-14", "2026-03-17");
    expect(readingStreak(record, "2026-03-17")).toEqual({ current: 3, readToday: true, graceUsedThisWeek: true });
  });

  it("keeps a long streak over weeks that each miss one day", () => {
    const all = days("2026-02-02", 35).filter((date, index) => index % 7 !== 3);
    expect(readingStreak(read(...all), "2026-03-08").current).toBe(30);
  });

  it("yesterday missed and today not yet read: alive on the week's grace, gone if another day of the week is missed", () => {
    expect(readingStreak(read("2026-03-10", "2026-03-11"), "2026-03-13")).toEqual({ current: 2, readToday: false, graceUsedThisWeek: true });
    expect(readingStreak(read("2026-03-10", "2026-03-11"), "2026-03-14").current).toBe(0);
  });

  it("forgets check-offs that were undone", () => {
    let record = recordReading({}, "2026-03-12", 1, "2026-03-12");
    record = recordReading(record, "2026-03-12", 1, "2026-03-12");
    record = recordReading(record, "2026-03-12", -1, "2026-03-12");
    expect(record).toEqual({ "2026-03-12": 1 });
    expect(recordReading(record, "2026-03-12", -1, "2026-03-12")).toEqual({});
  });

  it("keeps 400 days of history", () => {
    const record = recordReading(read("2024-01-01", "2026-03-01"), "2026-03-12", 1, "2026-03-12");
    expect(Object.keys(record)).toEqual(["2026-03-01", "2026-03-12"]);
    // 2025-02-05 is 400 days before 2026-03-12: kept; the day before it is not.
    const edge = recordReading(read("2025-02-04", "2025-02-05"), "2026-03-12", 1, "2026-03-12");
    expect(Object.keys(edge).sort()).toEqual(["2025-02-05", "2026-03-12"]);
  });
});

describe("the streak across time zones and DST", () => {
  it("a user flying Europe/Madrid → America/Los_Angeles keeps the dates they read on", () => {
    const record = checkOffs([
      ["2026-03-09T08:00:00Z", "Europe/Madrid"], // 09:00 on the 9th in Madrid
      ["2026-03-10T08:00:00Z", "Europe/Madrid"], // 09:00 on the 10th
      ["2026-03-10T23:30:00Z", "Europe/Madrid"], // 00:30 on the 11th, then the flight
    ]);
    expect(Object.keys(record).sort()).toEqual(["2026-03-09", "2026-03-10", "2026-03-11"]);
    // Landed in Los Angeles: it is 15:30 on the 10th there, and the 11th is already read.
    const landed = todayIn(new Date("2026-03-10T23:30:00Z"), "America/Los_Angeles");
    expect(landed).toBe("2026-03-10");
    expect(readingStreak(record, landed).current).toBe(3);
    // The next evening in Los Angeles (the 11th there), still 3; reading on the 12th makes 4.
    expect(readingStreak(record, "2026-03-11").current).toBe(3);
    const next = checkOffs([["2026-03-12T17:00:00Z", "America/Los_Angeles"]]);
    expect(readingStreak({ ...record, ...next }, "2026-03-12")).toMatchObject({ current: 4, graceUsedThisWeek: false });

    // Recomputing the dates from the instants in the new zone would have merged the 10th and 11th and lost a day.
    const recomputed = checkOffs([
      ["2026-03-09T08:00:00Z", "America/Los_Angeles"],
      ["2026-03-10T08:00:00Z", "America/Los_Angeles"],
      ["2026-03-10T23:30:00Z", "America/Los_Angeles"],
    ]);
    expect(Object.keys(recomputed).sort()).toEqual(["2026-03-09", "2026-03-10"]);
  });

  it("a user flying east (Los Angeles → Madrid) loses no day either", () => {
    const record = checkOffs([
      ["2026-03-10T04:00:00Z", "America/Los_Angeles"], // 21:00 on the 9th in LA
      ["2026-03-11T04:00:00Z", "America/Los_Angeles"], // 21:00 on the 10th, then the overnight flight
    ]);
    // Landed in Madrid at 17:00 on the 11th, not read yet today: the streak stands.
    const landed = todayIn(new Date("2026-03-11T16:00:00Z"), "Europe/Madrid");
    expect(landed).toBe("2026-03-11");
    expect(readingStreak(record, landed)).toMatchObject({ current: 2, readToday: false });
    const evening = { ...record, ...checkOffs([["2026-03-11T20:00:00Z", "Europe/Madrid"]]) };
    expect(readingStreak(evening, landed)).toMatchObject({ current: 3, readToday: true });
  });

  it("America/New_York, spring forward (8 March 2026): reading at 23:30 every night is every day", () => {
    // 23:30 EST is 04:30 UTC the next day; 23:30 EDT is 03:30 UTC the next day.
    const record = checkOffs([
      ["2026-03-07T04:30:00Z", "America/New_York"], // 23:30 on the 6th (EST)
      ["2026-03-08T04:30:00Z", "America/New_York"], // 23:30 on the 7th (EST)
      ["2026-03-09T03:30:00Z", "America/New_York"], // 23:30 on the 8th (EDT: the 23-hour day)
      ["2026-03-10T03:30:00Z", "America/New_York"], // 23:30 on the 9th
    ]);
    expect(Object.keys(record).sort()).toEqual(["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"]);
    // At 00:30 EDT on the 9th, "24 hours ago" is 23:30 EST on the 7th (the 8th had 23 hours): instant arithmetic would
    // skip the 8th. Calendar dates do not: yesterday is the 8th, and the streak is the 6th, 7th and 8th.
    const justAfter = new Date("2026-03-09T04:30:00Z");
    expect(todayIn(justAfter, "America/New_York")).toBe("2026-03-09");
    expect(todayIn(new Date(justAfter.getTime() - 86_400_000), "America/New_York")).toBe("2026-03-07");
    expect(readingStreak(record, "2026-03-09")).toEqual({ current: 4, readToday: true, graceUsedThisWeek: false });
    const { "2026-03-09": _tonight, ...beforeTonight } = record;
    expect(readingStreak(beforeTonight, "2026-03-09")).toEqual({ current: 3, readToday: false, graceUsedThisWeek: false });
    expect(readingStreak(record, todayIn(new Date("2026-03-10T04:30:00Z"), "America/New_York"))).toMatchObject({ current: 4, readToday: false });
  });

  it("America/New_York, fall back (1 November 2026): the 25-hour day counts once", () => {
    const record = checkOffs([
      ["2026-11-01T04:00:00Z", "America/New_York"], // 00:00 on 1 Nov (EDT)
      ["2026-11-01T05:30:00Z", "America/New_York"], // 01:30 EDT
      ["2026-11-01T06:30:00Z", "America/New_York"], // 01:30 EST, the repeated hour
      ["2026-11-02T04:30:00Z", "America/New_York"], // 23:30 on 1 Nov (EST)
      ["2026-11-02T12:00:00Z", "America/New_York"], // 07:00 on 2 Nov
    ]);
    expect(record).toEqual({ "2026-11-01": 4, "2026-11-02": 1 });
    expect(readingStreak(record, "2026-11-02").current).toBe(2);
  });

  it("does not depend on the server's own time zone", () => {
    const before = process.env.TZ;
    try {
      const results = ["UTC", "Pacific/Kiritimati", "America/Adak", "Australia/Lord_Howe"].map((zone) => {
        process.env.TZ = zone;
        return [todayIn(new Date("2026-03-09T04:30:00Z"), "America/New_York"), addCalendarDays("2026-03-08", 1), readingStreak(read("2026-03-07", "2026-03-08"), "2026-03-09").current];
      });
      expect(new Set(results.map((result) => JSON.stringify(result))).size).toBe(1);
      expect(results[0]).toEqual(["2026-03-09", "2026-03-09", 2]);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
