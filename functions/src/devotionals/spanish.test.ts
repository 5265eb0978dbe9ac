import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { openDomainStore, type DomainStore } from "../test-support/domain-test.ts";
import { ensureProfile } from "../users/profiles.ts";
import { devotionalOfDate, loadDevotionalLibrary, loadDevotionalTranslations, localizeEntry, seasons, seasonStarts } from "./devotional-data.ts";
import { devotionalPaths, getDevotional, todaysDevotional, type DevotionalDeps } from "./devotionals.ts";

/**
 * Devotionals in Spanish: the one calendar, each day in Spanish where its
 * path is translated (data/devotionals-es), in English (and marked so)
 * where it is not yet; a Spanish devotional's passage in RV1909.
 */

const library = loadDevotionalLibrary();
const spanish = loadDevotionalTranslations("es", library);
const rv1909 = loadTranslation("rv1909");

const dayMs = 86_400_000;
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoDay(Date.parse(`${date}T00:00:00Z`) / dayMs + days);
const inSpanish = (date: string) => localizeEntry(devotionalOfDate(library, date), "es", spanish);

/** The paths translated so far: the whole church year and these of ordinary time. */
const translatedPaths = ["advent", "christmas", "lent", "holy-week", "easter", "the-lords-prayer"];

describe("the Spanish devotional calendar", () => {
  it("has the paths translated so far, each mirroring its English path", () => {
    expect([...spanish.keys()].sort()).toEqual([...translatedPaths].sort());
    expect([...spanish.values()].reduce((sum, path) => sum + path.days.length, 0)).toBeGreaterThanOrEqual(60);
  });

  it("gives every date from 2026 to 2035 a devotional: the English day's own, in Spanish where its path is translated, else marked English", () => {
    const dates = Array.from({ length: 3652 }, (_, i) => addDays("2026-01-01", i));
    expect(dates.at(-1)).toBe("2035-12-31");
    const counts = { es: 0, en: 0 };
    for (const date of dates) {
      const english = devotionalOfDate(library, date);
      const entry = localizeEntry(english, "es", spanish);
      expect(entry.devotional.id, date).toBe(english.devotional.id);
      expect(entry.devotional.passage, date).toEqual(english.devotional.passage);
      const translated = spanish.has(english.path.id);
      expect(entry.language, `${date} ${english.devotional.id}`).toBe(translated ? "es" : "en");
      expect(entry.devotional, date).toBe(translated ? spanish.get(english.path.id)?.days[english.day - 1] : english.devotional);
      counts[entry.language] += 1;
    }
    // Advent's 14 days in each of the ten years are Spanish, at the least.
    expect(counts.es).toBeGreaterThanOrEqual(140);
  });

  it("follows the church year: each translated season's path in Spanish from its first day, 2026 to 2035", () => {
    for (let year = 2026; year <= 2035; year++) {
      const starts = seasonStarts(year);
      for (const season of seasons) {
        const pathId = library.schedule.seasons[season];
        if (!spanish.has(pathId)) continue;
        const first = inSpanish(isoDay(starts[season]));
        expect(first.devotional.id, `${year} ${season}`).toBe(`${pathId}-01`);
        expect(first.language).toBe("es");
        const length = library.seasonDays[season].length;
        const last = inSpanish(isoDay(starts[season] + length - 1));
        expect(last.path.id).toBe(pathId);
        expect(last.language).toBe("es");
        expect(inSpanish(isoDay(starts[season] + length)).path.id, `${year} ${season} ends`).not.toBe(pathId);
      }
    }
  });

  it("shows English for English", () => {
    const entry = devotionalOfDate(library, "2026-11-29");
    expect(localizeEntry(entry, "en", spanish)).toEqual({ ...entry, language: "en" });
  });
});

describe("devotionals asked for in Spanish", () => {
  let domain: DomainStore;
  let deps: DevotionalDeps;
  let clock: Date;

  beforeEach(async () => {
    domain = openDomainStore("devotionals-es");
    // Advent's first Sunday in 2026, at noon in Madrid.
    clock = new Date("2026-11-29T11:00:00Z");
    deps = { store: domain.store, library, texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() }, now: () => clock };
    await ensureProfile(domain.store, { uid: "lucia", name: "Lucía", email: "lucia@example.com", timeZone: "Europe/Madrid" }, clock);
  });
  afterEach(() => domain.close());

  it("gives today's devotional in Spanish with its passage from RV1909, whatever English translation is asked for", async () => {
    const view = await todaysDevotional(deps, "lucia", "Europe/Madrid", "web", undefined, "es");
    expect(view).toMatchObject({ id: "advent-01", language: "es", title: "Una calzada en el desierto para nuestro Dios", today: true });
    expect(view.path).toMatchObject({ id: "advent", title: "Adviento: esperando al Rey que viene", day: 1, days: 14 });
    expect(view.passage.label).toBe("Isaías 40:1-5");
    expect(view.passage.translation).toBe("rv1909");
    expect(view.passage.verses[0]).toEqual({ verse: 1, text: rv1909.books.find((book) => book.id === "Isa")?.chapters[39]?.verses[0] });
    expect(view.passage.verses[0]?.text).toBe("CONSOLAOS, consolaos, pueblo mío, dice vuestro Dios.");
    expect(view.reflection[0]).toMatch(/^Isaías 40 se abre/);
    expect(view.prayer).toMatch(/Amén\.$/);
  });

  it("gives the same devotional in English when asked in English or not asked", async () => {
    const english = await todaysDevotional(deps, "lucia", "Europe/Madrid", "kjv");
    expect(english).toMatchObject({ id: "advent-01", language: "en", title: "A Highway in the Desert for Our God" });
    expect(english.passage).toMatchObject({ label: "Isaiah 40:1-5", translation: "kjv" });
    expect(await getDevotional(deps, "lucia", "advent-01", "Europe/Madrid", "kjv", "en")).toEqual(english);
    const spanishView = await getDevotional(deps, "lucia", "advent-01", "Europe/Madrid", "kjv", "es");
    expect(spanishView.title).toBe("Una calzada en el desierto para nuestro Dios");
  });

  it("falls back to English, marked English, on a day whose path is not translated yet", async () => {
    const date = Array.from({ length: 400 }, (_, i) => addDays("2027-01-10", i)).find((candidate) => !spanish.has(devotionalOfDate(library, candidate).path.id));
    expect(date).toBeDefined();
    clock = new Date(`${date}T11:00:00Z`);
    const view = await todaysDevotional(deps, "lucia", "Europe/Madrid", "kjv", undefined, "es");
    const english = devotionalOfDate(library, date ?? "");
    expect(view).toMatchObject({ id: english.devotional.id, title: english.devotional.title, language: "en" });
    expect(view.passage.translation).toBe("kjv");
  });

  it("lists the paths with Spanish titles where translated, each marked with its language", async () => {
    const reply = await devotionalPaths(deps, "lucia", "Europe/Madrid", "es");
    expect(reply.paths.map((path) => path.id)).toEqual(library.paths.map((path) => path.id));
    const advent = reply.paths.find((path) => path.id === "advent");
    expect(advent).toMatchObject({ title: "Adviento: esperando al Rey que viene", theme: "Adviento", language: "es" });
    expect(advent?.days[0]).toMatchObject({ id: "advent-01", title: "Una calzada en el desierto para nuestro Dios" });
    for (const path of reply.paths) expect(path.language, path.id).toBe(spanish.has(path.id) ? "es" : "en");
    const english = await devotionalPaths(deps, "lucia", "Europe/Madrid");
    expect(english.paths.every((path) => path.language === "en")).toBe(true);
    expect(english.paths.find((path) => path.id === "advent")?.title).toBe("Advent: Waiting for the Coming King");
  });
});
