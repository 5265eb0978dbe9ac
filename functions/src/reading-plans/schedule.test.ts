import { describe, expect, it } from "vitest";
import { addCalendarDays, calendarDaysBetween, isoWeekOf, todayIn } from "./calendar-dates.ts";
import { doubleUp, dueDate, missedDays, schedule, shift, summarize, type Progress } from "./schedule.ts";

/** Schedules, falling behind, and the two ways to catch up; and the calendar arithmetic under them. */

const progress = (startDate: string, doneDays: number[] = [], moved: Record<string, string> = {}): Progress => ({
  startDate,
  done: Object.fromEntries(doneDays.map((day) => [String(day), startDate])),
  moved,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe("calendar dates", () => {
  it("adds days across months, years and leap days", () => {
    expect(addCalendarDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addCalendarDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(calendarDaysBetween("2026-01-01", "2027-01-01")).toBe(365);
  });

  it("adds whole days across DST changes: the 23-hour and 25-hour days are one day each", () => {
    // America/New_York springs forward on 8 March 2026 and falls back on 1 November 2026.
    expect(addCalendarDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addCalendarDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addCalendarDays("2026-10-31", 2)).toBe("2026-11-02");
    expect(calendarDaysBetween("2026-03-01", "2026-03-31")).toBe(30);
  });

  it("knows today on the user's wall clock, DST included", () => {
    // 04:30 UTC on 9 March is 00:30 EDT (UTC−4) in New York: already the 9th. In EST (UTC−5) it would still be the 8th.
    expect(todayIn(new Date("2026-03-09T04:30:00Z"), "America/New_York")).toBe("2026-03-09");
    // 04:30 UTC on 8 March is 23:30 EST on the 7th.
    expect(todayIn(new Date("2026-03-08T04:30:00Z"), "America/New_York")).toBe("2026-03-07");
    // On 2 November 04:30 UTC is 23:30 EST on the 1st (after falling back).
    expect(todayIn(new Date("2026-11-02T04:30:00Z"), "America/New_York")).toBe("2026-11-01");
    expect(todayIn(new Date("2026-11-02T04:30:00Z"), "Europe/Madrid")).toBe("2026-11-02");
    expect(todayIn(new Date("2026-06-30T23:30:00Z"), "Pacific/Kiritimati")).toBe("2026-07-01");
  });

  it("names ISO weeks, Monday to Sunday, with the ISO week-year", () => {
    expect(isoWeekOf("2026-03-09")).toBe(isoWeekOf("2026-03-15"));
    expect(isoWeekOf("2026-03-08")).not.toBe(isoWeekOf("2026-03-09"));
    expect(isoWeekOf("2027-01-03")).toBe("2026-W53");
    expect(isoWeekOf("2024-12-30")).toBe("2025-W01");
  });
});

describe("a schedule", () => {
  it("puts day d on the start date plus d − 1, and a moved day on its new date", () => {
    const p = progress("2026-03-01", [], { "5": "2026-03-20" });
    expect(dueDate(p, 1)).toBe("2026-03-01");
    expect(dueDate(p, 9)).toBe("2026-03-09");
    expect(dueDate(p, 5)).toBe("2026-03-20");
    expect(schedule(p, 10).map((entry) => entry.day)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 5]);
  });

  it("summarizes progress: done, behind, due today, next, end", () => {
    const p = progress("2026-03-01", [1, 2, 3, 5]);
    expect(summarize(p, 30, "2026-03-08")).toEqual({ doneDays: 4, daysBehind: 3, dueToday: [8], next: 4, endDate: "2026-03-30", finished: false });
    expect(summarize(progress("2026-03-01", range(1, 30)), 30, "2026-04-10")).toMatchObject({ finished: true, next: null, daysBehind: 0 });
    // A plan that starts later has nothing due and nothing missed.
    expect(summarize(progress("2026-04-01"), 30, "2026-03-08")).toMatchObject({ daysBehind: 0, dueToday: [], next: 1 });
  });
});

describe("catching up", () => {
  // Started 1 March; days 1-3 and 6 read; today is 10 March (day 10): days 4, 5, 7, 8, 9 were missed.
  const behind = progress("2026-03-01", [1, 2, 3, 6]);
  const today = "2026-03-10";

  it("knows what was missed", () => {
    expect(missedDays(behind, 30, today)).toEqual([4, 5, 7, 8, 9]);
  });

  it("shift: moves the start forward so today is the first unread day, and the plan ends later", () => {
    const shifted = shift(behind, 30, today);
    expect(shifted?.startDate).toBe("2026-03-07");
    if (!shifted) throw new Error("no shift");
    expect(dueDate(shifted, 4)).toBe(today);
    expect(dueDate(shifted, 5)).toBe("2026-03-11");
    expect(summarize(shifted, 30, today)).toMatchObject({ daysBehind: 0, dueToday: [4], next: 4, endDate: "2026-04-05" });
    // The check-offs are kept as they were.
    expect(shifted.done).toEqual(behind.done);
  });

  it("shift: drops moves made by an earlier double-up", () => {
    const doubled = doubleUp(behind, 30, today);
    if (!doubled) throw new Error("no double-up");
    const later = shift(doubled, 30, "2026-03-20");
    expect(later?.moved).toEqual({});
    if (!later) throw new Error("no shift");
    expect(summarize(later, 30, "2026-03-20").daysBehind).toBe(0);
  });

  it("double-up: one missed reading added to each coming day from today; the end date stays", () => {
    const doubled = doubleUp(behind, 30, today);
    if (!doubled) throw new Error("no double-up");
    expect(doubled.moved).toEqual({ "4": "2026-03-10", "5": "2026-03-11", "7": "2026-03-12", "8": "2026-03-13", "9": "2026-03-14" });
    const summary = summarize(doubled, 30, today);
    expect(summary).toMatchObject({ daysBehind: 0, dueToday: [4, 10], endDate: "2026-03-30" });
    expect(summarize(doubled, 30, "2026-03-12").dueToday).toEqual([7, 12]);
    expect(summarize(doubled, 30, "2026-03-15").dueToday).toEqual([15]);
    expect(doubled.startDate).toBe(behind.startDate);
  });

  it("double-up: two extra a day when asked", () => {
    const doubled = doubleUp(behind, 30, today, 2);
    expect(doubled?.moved).toEqual({ "4": "2026-03-10", "5": "2026-03-10", "7": "2026-03-11", "8": "2026-03-11", "9": "2026-03-12" });
  });

  it("double-up: with fewer days left than readings missed, the extra ones run past the old end", () => {
    const late = progress("2026-03-01", [1]);
    const doubled = doubleUp(late, 10, "2026-03-10");
    if (!doubled) throw new Error("no double-up");
    // Days 2-9 missed go on 10-17 March; day 10 stays on the 10th.
    expect(summarize(doubled, 10, "2026-03-10")).toMatchObject({ daysBehind: 0, dueToday: [2, 10], endDate: "2026-03-17" });
  });

  it("double-up again after missing a moved reading moves it again", () => {
    const doubled = doubleUp(behind, 30, today);
    if (!doubled) throw new Error("no double-up");
    // Nothing read for two more days: 4, 5 and 10, 11 are missed now.
    const again = doubleUp(doubled, 30, "2026-03-12");
    expect(missedDays(doubled, 30, "2026-03-12")).toEqual([4, 5, 10, 11]);
    expect(again?.moved).toMatchObject({ "4": "2026-03-12", "5": "2026-03-13", "10": "2026-03-14", "11": "2026-03-15", "7": "2026-03-12" });
  });

  it("across the spring-forward night and a time-zone change, catching up works on calendar dates", () => {
    // Started 5 March in New York, nothing read. 03:30 UTC on 9 March is 23:30 EDT on the 8th there (after the
    // 23-hour day), and 12:30 on the 9th in Tokyo: one instant, a different "today" for each, each whole days apart.
    const started = progress("2026-03-05");
    const instant = new Date("2026-03-09T03:30:00Z");
    const newYork = todayIn(instant, "America/New_York");
    const tokyo = todayIn(instant, "Asia/Tokyo");
    expect([newYork, tokyo]).toEqual(["2026-03-08", "2026-03-09"]);
    expect(missedDays(started, 30, newYork)).toEqual([1, 2, 3]);
    expect(missedDays(started, 30, tokyo)).toEqual([1, 2, 3, 4]);

    const shifted = shift(started, 30, newYork);
    if (!shifted) throw new Error("no shift");
    // Day 1 on the 23-hour day, day 2 the next calendar day: no day lost or doubled by the missing hour.
    expect([1, 2, 3].map((day) => dueDate(shifted, day))).toEqual(["2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(summarize(shifted, 30, newYork)).toMatchObject({ daysBehind: 0, dueToday: [1], endDate: "2026-04-06" });
    // Flown to Tokyo, where it is already the 9th: day 1 is now a day behind, as the calendar says.
    expect(summarize(shifted, 30, tokyo)).toMatchObject({ daysBehind: 1, dueToday: [2] });

    const doubled = doubleUp(started, 30, tokyo, 2);
    expect(doubled?.moved).toEqual({ "1": "2026-03-09", "2": "2026-03-09", "3": "2026-03-10", "4": "2026-03-10" });
    if (!doubled) throw new Error("no double-up");
    expect(summarize(doubled, 30, tokyo)).toMatchObject({ daysBehind: 0, dueToday: [1, 2, 5], endDate: "2026-04-03" });
  });

  it("offers nothing when the user is not behind", () => {
    expect(shift(progress(today), 30, today)).toBeNull();
    expect(doubleUp(progress(today), 30, today)).toBeNull();
    expect(shift(progress("2026-03-01", range(1, 9)), 30, today)).toBeNull();
  });
});
