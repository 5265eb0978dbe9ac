/**
 * Verification of the curated verse-of-the-day list (verse-of-the-day.json):
 * one entry per calendar date of a leap year, each a short range that every
 * translation has and that fits on the square share image.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { BookMeta, TranslationData, TranslationId, VerseOfTheDayEntry, VersificationData } from "../../contracts/src/bible.ts";

const here = dirname(fileURLToPath(import.meta.url));
const read = (name: string): string => readFileSync(join(here, name), "utf8");

const IDS: readonly TranslationId[] = ["kjv", "web", "rv1909"];
const entries = JSON.parse(read("verse-of-the-day.json")) as VerseOfTheDayEntry[];
const { books } = JSON.parse(read("books.json")) as { books: BookMeta[] };
const versification = JSON.parse(read("versification.json")) as VersificationData;
const translations = Object.fromEntries(IDS.map((id) => [id, JSON.parse(read(`${id}.json`)) as TranslationData])) as Record<
  TranslationId,
  TranslationData
>;
const bookById = new Map(books.map((b) => [b.id, b]));

const MAX_KJV_CHARS = 420;
const MAX_VERSES = 3;

const label = (e: VerseOfTheDayEntry): string => `${e.date} ${e.book} ${e.chapter}:${e.start}${e.end === e.start ? "" : `-${e.end}`}`;

/** The texts of an entry's verses in a translation; undefined for a slot the file does not have. */
function rangeTexts(id: TranslationId, e: VerseOfTheDayEntry): (string | undefined)[] {
  const verses = translations[id].books.find((b) => b.id === e.book)?.chapters[e.chapter - 1]?.verses ?? [];
  const out: (string | undefined)[] = [];
  for (let v = e.start; v <= e.end; v++) out.push(verses[v - 1]);
  return out;
}

/** Every "MM-DD" of a leap year, in order. */
function leapYearDates(): string[] {
  return Array.from({ length: 366 }, (_, i) => {
    const d = new Date(Date.UTC(2024, 0, 1 + i));
    return `${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
  });
}

describe("verse of the day", () => {
  it("has one entry for each of the 366 dates of a leap year, in order", () => {
    expect(entries).toHaveLength(366);
    expect(entries.map((e) => e.date)).toEqual(leapYearDates());
    expect(entries.map((e) => e.date)).toContain("02-29");
    for (const e of entries) expect(Object.keys(e).sort(), e.date).toEqual(["book", "chapter", "date", "end", "start"]);
  });

  it("points at books, chapters and verses that exist, with at most three verses per entry", () => {
    const bad: string[] = [];
    for (const e of entries) {
      const meta = bookById.get(e.book);
      if (meta === undefined) {
        bad.push(`${label(e)}: unknown book`);
        continue;
      }
      if (![e.chapter, e.start, e.end].every((n) => Number.isInteger(n) && n >= 1)) bad.push(`${label(e)}: not positive integers`);
      if (e.chapter > meta.chapters) bad.push(`${label(e)}: ${e.book} has ${meta.chapters} chapters`);
      const count = meta.verses[e.chapter - 1] ?? 0;
      if (e.end > count) bad.push(`${label(e)}: chapter has ${count} verses`);
      if (e.start > e.end) bad.push(`${label(e)}: start after end`);
      if (e.end - e.start > MAX_VERSES - 1) bad.push(`${label(e)}: more than ${MAX_VERSES} verses`);
    }
    expect(bad).toEqual([]);
  });

  it("never repeats or overlaps a verse", () => {
    const byChapter = new Map<string, VerseOfTheDayEntry[]>();
    for (const e of entries) {
      const key = `${e.book}.${e.chapter}`;
      byChapter.set(key, [...(byChapter.get(key) ?? []), e]);
    }
    const clashes: string[] = [];
    for (const list of byChapter.values()) {
      const sorted = [...list].sort((a, b) => a.start - b.start);
      for (let i = 1; i < sorted.length; i++) {
        const prev = sorted[i - 1];
        const cur = sorted[i];
        if (prev !== undefined && cur !== undefined && cur.start <= prev.end) clashes.push(`${label(prev)} and ${label(cur)}`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("uses only verses that the KJV, WEB and RV1909 all have", () => {
    const missing: string[] = [];
    for (const e of entries) {
      for (const id of IDS) {
        rangeTexts(id, e).forEach((text, i) => {
          if (text === undefined || text.trim() === "") missing.push(`${label(e)}: ${id} lacks verse ${e.start + i}`);
        });
      }
    }
    expect(missing).toEqual([]);
  });

  it("avoids chapters where the RV1909's verse numbering differs from the KJV's", () => {
    const shifted = new Set(versification.rv1909.chapters);
    expect(shifted.size).toBeGreaterThan(0);
    expect(entries.filter((e) => shifted.has(`${e.book}.${e.chapter}`)).map(label)).toEqual([]);
    const emptySlots = new Set(versification.rv1909.emptySlots);
    const hits = entries.filter((e) => rangeTexts("rv1909", e).some((_, i) => emptySlots.has(`${e.book}.${e.chapter}.${e.start + i}`)));
    expect(hits.map(label)).toEqual([]);
  });

  it(`keeps the KJV text of every entry within ${MAX_KJV_CHARS} characters`, () => {
    const long = entries
      .map((e) => ({ e, length: rangeTexts("kjv", e).join(" ").length }))
      .filter(({ length }) => length > MAX_KJV_CHARS)
      .map(({ e, length }) => `${label(e)}: ${length}`);
    expect(long).toEqual([]);
  });

  it("draws from at least 40 books across both testaments", () => {
    const used = new Set(entries.map((e) => e.book));
    expect(used.size).toBeGreaterThanOrEqual(40);
    const testaments = new Set([...used].map((id) => bookById.get(id)?.testament));
    expect([...testaments].sort()).toEqual(["NT", "OT"]);
  });

  it("keeps the seasonal picks", () => {
    const on = (date: string): VerseOfTheDayEntry => {
      const e = entries.find((x) => x.date === date);
      if (e === undefined) throw new Error(`no entry for ${date}`);
      return e;
    };
    const ref = (e: VerseOfTheDayEntry): string => `${e.book} ${e.chapter}:${e.start}-${e.end}`;
    expect(ref(on("01-01"))).toBe("Lam 3:22-23");
    expect(ref(on("12-24"))).toBe("Luke 2:10-11");
    expect(ref(on("12-25"))).toBe("Isa 9:6-6");
    expect(rangeTexts("kjv", on("02-14")).join(" ")).toMatch(/\blove/);
  });
});
