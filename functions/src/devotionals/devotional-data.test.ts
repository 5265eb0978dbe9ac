import { describe, expect, it } from "vitest";
import { devotionalDataFiles, devotionalOfDate, loadDevotionalLibrary } from "./devotional-data.ts";

const library = loadDevotionalLibrary();

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("the devotional calendar", () => {
  it("schedules every path once and every devotional once per cycle", () => {
    expect(new Set(library.schedule.order).size).toBe(library.schedule.order.length);
    expect(library.sequence.length).toBe(library.paths.reduce((sum, path) => sum + path.days.length, 0));
    expect(new Set(library.sequence.map((entry) => entry.devotional.id)).size).toBe(library.sequence.length);
  });

  it("gives the next 90 days and 60 days before them 150 different devotionals", () => {
    const today = "2026-11-23";
    const window = Array.from({ length: 150 }, (_, i) => devotionalOfDate(library, addDays(today, i - 60)).devotional.id);
    expect(new Set(window).size).toBe(150);
  });

  it("is the same devotional for a date wherever it is asked, and moves by one each day", () => {
    const first = devotionalOfDate(library, "2026-12-24");
    expect(devotionalOfDate(library, "2026-12-24")).toBe(first);
    const next = devotionalOfDate(library, "2026-12-25");
    expect(library.sequence.indexOf(next)).toBe((library.sequence.indexOf(first) + 1) % library.sequence.length);
  });

  it("starts Advent on the first Sunday of Advent 2026, a path's days in order", () => {
    expect(devotionalOfDate(library, "2026-11-29").devotional.id).toBe("advent-01");
    expect(devotionalOfDate(library, "2026-12-12").devotional.id).toBe("advent-14");
    expect(devotionalOfDate(library, "2026-11-28").path.id).toBe(library.schedule.order.at(-1));
    // Dates before the epoch wrap around the cycle rather than failing.
    expect(devotionalOfDate(library, "1999-01-01").devotional.id).toMatch(/^[a-z-]+-\d\d$/);
  });

  it("lists the files the deployed bundle carries", () => {
    const files = devotionalDataFiles();
    expect(files[0]).toBe("devotional-schedule.json");
    expect(files.filter((file) => file.startsWith("devotionals/"))).toHaveLength(library.paths.length);
  });
});
