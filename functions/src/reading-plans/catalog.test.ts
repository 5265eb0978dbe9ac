import { describe, expect, it } from "vitest";
import { loadBooks } from "../bible/bible-data.ts";
import { loadReadingPlans, readCatalogFile, readChronologicalOrder, type ReadingPlan } from "./catalog.ts";
import { balancedSplit, canonicalChapters, chaptersOf, chronologicalChapters } from "./generate.ts";

/**
 * The plan catalogue against the Bible data: coverage of the whole-Bible
 * plans (every chapter exactly once), the balance of the yearly plans, the
 * book plans' coverage, and every hand-built passage resolving.
 */
const books = loadBooks();
const catalog = loadReadingPlans();
const key = (book: string, chapter: number) => `${book} ${chapter}`;
const allChapters = canonicalChapters(books).map(({ book, chapter }) => key(book, chapter));
const plan = (id: string): ReadingPlan => {
  const found = catalog.byId.get(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};
const chaptersRead = (entry: ReadingPlan) => entry.passages.flatMap((day) => day.passages.map((passage) => key(passage.book, passage.chapter)));
const wholeChapters = (entry: ReadingPlan) => entry.passages.every((day) => day.passages.every((passage) => passage.start === undefined && passage.end === undefined));

describe("the reading plan catalogue", () => {
  it("has at least 8 plans with unique ids, including the required ones with their lengths", () => {
    expect(catalog.plans.length).toBeGreaterThanOrEqual(8);
    expect(new Set(catalog.plans.map((entry) => entry.id)).size).toBe(catalog.plans.length);
    const lengths = Object.fromEntries(catalog.plans.map((entry) => [entry.id, entry.days.length]));
    expect(lengths).toMatchObject({
      "bible-in-a-year": 365,
      "chronological-bible": 365,
      "new-testament-90-days": 90,
      "psalms-and-proverbs-month": 31,
      "gospels-30-days": 30,
      "prayer-14-days": 14,
      "promises-of-god-21-days": 21,
      "life-of-jesus-40-days": 40,
    });
    expect(catalog.plans.filter((entry) => entry.kind === "thematic").length).toBeGreaterThanOrEqual(3);
  });

  it("the Bible data has the 1,189 chapters and 31,102 verses the plans are built from", () => {
    expect(allChapters).toHaveLength(1189);
    expect(canonicalChapters(books).reduce((sum, chapter) => sum + chapter.verses, 0)).toBe(31_102);
  });

  for (const id of catalog.plans.filter((entry) => entry.kind === "whole-bible" || entry.kind === "chronological").map((entry) => entry.id)) {
    it(`${id} covers every one of the 1,189 chapters exactly once, whole`, () => {
      const read = chaptersRead(plan(id));
      const counts = new Map<string, number>();
      for (const chapter of read) counts.set(chapter, (counts.get(chapter) ?? 0) + 1);
      expect(allChapters.filter((chapter) => counts.get(chapter) !== 1), "chapters missing or read twice").toEqual([]);
      expect(read).toHaveLength(1189);
      expect(wholeChapters(plan(id))).toBe(true);
      expect(plan(id).days.every((day) => day.readings.length > 0)).toBe(true);
    });
  }

  it("the yearly canonical plan reads the chapters in canonical order", () => {
    expect(chaptersRead(plan("bible-in-a-year"))).toEqual(allChapters);
  });

  it("the chronological plan reads in the order of chronological-order.json, which differs from the canonical one", () => {
    const order = chronologicalChapters(readChronologicalOrder(), books).map(({ book, chapter }) => key(book, chapter));
    expect(chaptersRead(plan("chronological-bible"))).toEqual(order);
    expect(order).not.toEqual(allChapters);
    // Spot checks of the documented order.
    const at = (chapter: string) => order.indexOf(chapter);
    expect(at("Job 1")).toBeGreaterThan(at("Gen 11"));
    expect(at("Job 42")).toBeLessThan(at("Gen 12"));
    expect(at("Ps 51")).toBeGreaterThan(at("2Sam 12"));
    expect(at("Ps 3")).toBeGreaterThan(at("2Sam 15"));
    expect(at("Ps 90")).toBeGreaterThan(at("Deut 34"));
    expect(at("Isa 1")).toBeGreaterThan(at("2Kgs 15"));
    expect(at("Ps 137")).toBeGreaterThan(at("2Kgs 25"));
    expect(at("Gal 1")).toBeGreaterThan(at("Acts 14"));
    expect(at("Gal 1")).toBeLessThan(at("Acts 15"));
    expect(at("Rev 22")).toBe(1188);
    for (const section of readChronologicalOrder().sections) expect(section.why.length, section.name).toBeGreaterThan(40);
  });

  it("balances the yearly plans by verses, not chapters: every day near the mean of 85.2 verses", () => {
    const mean = 31_102 / 365;
    for (const id of ["bible-in-a-year", "chronological-bible"]) {
      const days = plan(id).days;
      expect(days.reduce((sum, day) => sum + day.verses, 0)).toBe(31_102);
      // A day that is one chapter longer than the band (Psalm 119, 176 verses) cannot be split: chapters stay whole.
      const outside = days.filter((day, index) => (day.verses < mean * 0.7 || day.verses > mean * 1.4) && (plan(id).passages[index]?.passages.length ?? 0) > 1);
      expect(outside.map((day) => `${day.title}: ${day.verses}`), id).toEqual([]);
      expect(days.filter((day) => day.verses > mean * 1.4).map((day) => day.title)).toEqual(["Psalm 119"]);
      // Nearly every day within a quarter of the mean.
      expect(days.filter((day) => Math.abs(day.verses - mean) > mean * 0.25).length, id).toBeLessThanOrEqual(10);
      // Chapters per day vary widely (1 to 9+) precisely because verses are balanced.
      const chapterCounts = plan(id).passages.map((day) => day.passages.length);
      expect(Math.max(...chapterCounts)).toBeGreaterThan(2 * Math.min(...chapterCounts));
    }
  });

  it("covers the New Testament in 90 days, the Gospels in 30 and Psalms and Proverbs in 31, each chapter once", () => {
    const expected = (from: string, to: string) => {
      const first = allChapters.indexOf(key(from, 1));
      const last = allChapters.findLastIndex((chapter) => chapter.startsWith(`${to} `));
      return allChapters.slice(first, last + 1);
    };
    expect(chaptersRead(plan("new-testament-90-days"))).toEqual(expected("Matt", "Rev"));
    expect(chaptersRead(plan("gospels-30-days"))).toEqual(expected("Matt", "John"));
    const month = plan("psalms-and-proverbs-month");
    expect([...chaptersRead(month)].sort()).toEqual([...expected("Ps", "Prov")].sort());
    // One chapter of Proverbs a day, in order, beside a portion of the Psalms.
    month.passages.forEach((day, index) => {
      expect(day.passages.filter((passage) => passage.book === "Prov").map((passage) => passage.chapter)).toEqual([index + 1]);
      expect(day.passages.filter((passage) => passage.book === "Ps").length).toBeGreaterThan(0);
    });
  });

  it("resolves every hand-built passage against the Bible data, each day with a theme", () => {
    const byId = new Map(books.map((book) => [book.id, book]));
    for (const entry of catalog.plans.filter((candidate) => candidate.kind === "thematic")) {
      entry.passages.forEach((day, index) => {
        expect(day.title, `${entry.id} day ${index + 1}`).toBeTruthy();
        for (const passage of day.passages) {
          const verses = byId.get(passage.book)?.verses[passage.chapter - 1];
          expect(verses, `${entry.id} day ${index + 1}: ${passage.book} ${passage.chapter}`).toBeDefined();
          expect(passage.start ?? 1).toBeGreaterThanOrEqual(1);
          expect(passage.end ?? verses).toBeLessThanOrEqual(verses ?? 0);
          expect(passage.start ?? 1).toBeLessThanOrEqual(passage.end ?? verses ?? 0);
        }
      });
      // No passage is read twice within a plan.
      const labels = entry.days.flatMap((day) => day.readings.map((reading) => reading.label));
      expect(new Set(labels).size, entry.id).toBe(labels.length);
    }
  });

  it("labels days compactly and links readings to the reader without a translation", () => {
    const year = plan("bible-in-a-year");
    expect(year.days[0]?.title).toBe("Genesis 1–3");
    expect(year.days[0]?.readings).toEqual([
      { label: "Genesis 1", link: { book: "Gen", chapter: 1 } },
      { label: "Genesis 2", link: { book: "Gen", chapter: 2 } },
      { label: "Genesis 3", link: { book: "Gen", chapter: 3 } },
    ]);
    const prayer = plan("prayer-14-days");
    expect(prayer.days[0]).toMatchObject({ title: "The prayer Jesus taught (Matthew 6:5–15)", readings: [{ label: "Matthew 6:5–15", link: { book: "Matt", chapter: 6, start: 5, end: 15 } }] });
  });

  it("lists every file the functions build must copy", () => {
    const file = readCatalogFile();
    expect(file.plans.filter((entry) => "file" in entry)).toHaveLength(3);
  });
});

describe("balancedSplit", () => {
  it("finds the split with the least squared deviation, keeping order", () => {
    expect(balancedSplit([1, 1, 1, 1], 2)).toEqual([2, 2]);
    expect(balancedSplit([10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 2)).toEqual([1, 10]);
    expect(balancedSplit([5, 5, 5], 3)).toEqual([1, 1, 1]);
    // Three days of [4, 4, 4, 6] (mean 6): never 4 | 4 | 10, always a longest day of 8.
    const lengths = balancedSplit([4, 4, 4, 6], 3);
    expect(lengths.reduce((sum, length) => sum + length, 0)).toBe(4);
    expect(lengths.at(-1)).toBe(1);
  });

  it("refuses impossible splits", () => {
    expect(() => balancedSplit([1, 2], 3)).toThrow(/Cannot split/);
    expect(() => balancedSplit([1, 2, 3, 4], 1, 2)).toThrow(/No split/);
  });

  it("reads references with lists and ranges, and refuses unknown books and chapters", () => {
    expect(chaptersOf("Ps 1-2, 4", books).map((chapter) => chapter.chapter)).toEqual([1, 2, 4]);
    expect(chaptersOf("Jude", books)).toEqual([{ book: "Jude", chapter: 1, verses: 25 }]);
    expect(() => chaptersOf("Nope 1", books)).toThrow(/Unknown book/);
    expect(() => chaptersOf("Ps 151", books)).toThrow(/no chapter 151/);
    expect(() => chaptersOf("Ps 5-3", books)).toThrow(/Backwards/);
  });
});
