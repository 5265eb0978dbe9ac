import { describe, expect, it } from "vitest";
import type { Passage } from "@berea/contracts/content";
import { devotionalDataFiles, devotionalOfDate, loadDevotionalLibrary, seasonStarts } from "./devotional-data.ts";

const library = loadDevotionalLibrary();

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Worked out apart from the code (Python's dateutil.easter): Easter Day, Ash Wednesday, Palm Sunday, Advent's first Sunday.
const churchYears = [
  ["2026-04-05", "2026-02-18", "2026-03-29", "2026-11-29"],
  ["2027-03-28", "2027-02-10", "2027-03-21", "2027-11-28"],
  ["2028-04-16", "2028-03-01", "2028-04-09", "2028-12-03"],
  ["2029-04-01", "2029-02-14", "2029-03-25", "2029-12-02"],
  ["2030-04-21", "2030-03-06", "2030-04-14", "2030-12-01"],
  ["2031-04-13", "2031-02-26", "2031-04-06", "2031-11-30"],
  ["2032-03-28", "2032-02-11", "2032-03-21", "2032-11-28"],
  ["2033-04-17", "2033-03-02", "2033-04-10", "2033-11-27"],
  ["2034-04-09", "2034-02-22", "2034-04-02", "2034-12-03"],
  ["2035-03-25", "2035-02-07", "2035-03-18", "2035-12-02"],
] as const;

describe("the devotional calendar", () => {
  it("schedules every path once and every devotional once", () => {
    const named = [...Object.values(library.schedule.seasons), ...library.schedule.order];
    expect(new Set(named).size).toBe(named.length);
    expect(library.sequence.length).toBe(library.paths.reduce((sum, path) => sum + path.days.length, 0));
    expect(new Set(library.sequence.map((entry) => entry.devotional.id)).size).toBe(library.sequence.length);
  });

  it("gives the next 90 days and 60 days before them 150 different devotionals", () => {
    const today = "2026-11-23";
    const window = Array.from({ length: 150 }, (_, i) => devotionalOfDate(library, addDays(today, i - 60)).devotional.id);
    expect(new Set(window).size).toBe(150);
  });

  it("is the same devotional for a date wherever it is asked, and in ordinary time moves by one each day", () => {
    const first = devotionalOfDate(library, "2026-10-01");
    expect(devotionalOfDate(library, "2026-10-01")).toBe(first);
    const next = devotionalOfDate(library, "2026-10-02");
    expect(library.ordinary.indexOf(next)).toBe((library.ordinary.indexOf(first) + 1) % library.ordinary.length);
    // Dates far from the epoch, either side, have one too.
    expect(devotionalOfDate(library, "1999-01-01").devotional.id).toMatch(/^[a-z-]+-\d\d$/);
    expect(devotionalOfDate(library, "2099-07-01").devotional.id).toMatch(/^[a-z-]+-\d\d$/);
  });

  it.each(churchYears)("follows the church year of Easter %s: Lent, Holy Week, Easter, Advent and Christmas on their days", (easter, ashWednesday, palmSunday, advent) => {
    const year = Number(easter.slice(0, 4));
    const id = (date: string) => devotionalOfDate(library, date).devotional.id;
    const { seasons } = library.schedule;
    expect(id(ashWednesday)).toBe(`${seasons.lent}-01`);
    expect(devotionalOfDate(library, addDays(ashWednesday, -1)).path.id).not.toBe(seasons.lent);
    expect(id(palmSunday)).toBe(`${seasons.holyWeek}-01`);
    expect(id(addDays(easter, -2))).toBe(`${seasons.holyWeek}-06`);
    expect(id(addDays(easter, -1))).toBe(`${seasons.holyWeek}-07`);
    expect(id(easter)).toBe(`${seasons.easter}-01`);
    expect(id(advent)).toBe(`${seasons.advent}-01`);
    expect(devotionalOfDate(library, addDays(advent, -1)).path.id).not.toBe(seasons.advent);
    expect(id(`${year}-12-25`)).toBe(`${seasons.christmas}-01`);
    expect(id(`${year + 1}-01-05`)).toBe(`${seasons.christmas}-12`);
    expect(devotionalOfDate(library, `${year + 1}-01-06`).path.id).not.toBe(seasons.christmas);
  });

  it("pauses ordinary time for a season and resumes it where it stood", () => {
    const before = devotionalOfDate(library, "2027-02-09");
    const after = devotionalOfDate(library, addDays("2027-02-10", library.seasonDays.lent.length));
    expect(library.ordinary.indexOf(after)).toBe((library.ordinary.indexOf(before) + 1) % library.ordinary.length);
  });

  it("never gives a passage twice within 30 days, 2026 to 2035", () => {
    const overlaps = (a: Passage, b: Passage) => a.book === b.book && a.chapter === b.chapter && a.start <= b.end && b.start <= a.end;
    const days = Array.from({ length: 366 * 10 + 30 }, (_, i) => addDays("2026-01-01", i - 30));
    const entries = days.map((date) => devotionalOfDate(library, date));
    const repeats: string[] = [];
    for (let i = 30; i < entries.length; i++) {
      const today = entries[i];
      for (let back = 1; back < 30 && today; back++) {
        const earlier = entries[i - back];
        if (earlier && overlaps(today.devotional.passage, earlier.devotional.passage)) repeats.push(`${days[i]} ${today.devotional.id} repeats ${earlier.devotional.id} from ${back} days before`);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("lists the files the deployed bundle carries", () => {
    const files = devotionalDataFiles();
    expect(files[0]).toBe("devotional-schedule.json");
    expect(files.filter((file) => file.startsWith("devotionals/"))).toHaveLength(library.paths.length);
  });
});

describe("the seasons' first days", () => {
  it("come from the Gregorian Easter and the fourth Sunday before Christmas", () => {
    const date = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    for (const [easter, ashWednesday, palmSunday, advent] of churchYears) {
      const starts = seasonStarts(Number(easter.slice(0, 4)));
      expect([date(starts.easter), date(starts.lent), date(starts.holyWeek), date(starts.advent), date(starts.christmas)]).toEqual([easter, ashWednesday, palmSunday, advent, `${easter.slice(0, 4)}-12-25`]);
    }
  });
});
