import { describe, expect, it } from "vitest";
import { dayLabel, localDayKey, timeAgo } from "./circle-time.ts";

const now = new Date(2026, 10, 23, 18, 0);
const iso = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

describe("dayLabel", () => {
  it("names today and yesterday, then the day and date, with the year only for another year", () => {
    expect(dayLabel(iso(2026, 10, 23, 0, 1), now)).toBe("Today");
    expect(dayLabel(iso(2026, 10, 22, 23, 59), now)).toBe("Yesterday");
    expect(dayLabel(iso(2026, 10, 20, 9), now)).toBe("Friday 20 November");
    expect(dayLabel(iso(2025, 11, 31, 9), now)).toBe("31 December 2025");
  });

  it("counts calendar days on this device, not 24-hour spans", () => {
    expect(dayLabel(iso(2026, 10, 22, 23, 59), new Date(2026, 10, 23, 0, 1))).toBe("Yesterday");
    expect(localDayKey(iso(2026, 10, 22, 23, 59))).toBe("2026-11-22");
  });
});

describe("timeAgo", () => {
  it("says how long ago briefly, from minutes to dates", () => {
    expect(timeAgo(iso(2026, 10, 23, 17, 59, ), now)).toBe("1 min ago");
    expect(timeAgo(now.toISOString(), now)).toBe("Just now");
    expect(timeAgo(iso(2026, 10, 23, 17, 15), now)).toBe("45 min ago");
    expect(timeAgo(iso(2026, 10, 23, 9, 30), now)).toBe("8 h ago");
    expect(timeAgo(iso(2026, 10, 22, 21), now)).toBe("Yesterday");
    expect(timeAgo(iso(2026, 10, 19, 21), now)).toBe("Thursday");
    expect(timeAgo(iso(2026, 9, 2, 21), now)).toBe("2 Oct");
    expect(timeAgo(iso(2025, 9, 2, 21), now)).toBe("2 Oct 2025");
  });

  it("shows nothing for a time it cannot read", () => {
    expect(timeAgo("not a date", now)).toBe("");
    expect(dayLabel("not a date", now)).toBe("Earlier");
  });
});
