import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ICAL from "ical.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBooks } from "../bible/bible-data.ts";
import { dayMs, openDomainStore, testClock, type DomainStore, type TestClock } from "../test-support/domain-test.ts";
import { ensureProfile } from "../users/profiles.ts";
import { buildCatalog, loadReadingPlans, readCatalogFile, readingPlanDataFiles, spanishThemesFile } from "./catalog.ts";
import { planCalendarFile } from "./ics.ts";
import { checkDay, myPlans, planCalendar, readingsDueToday, reschedulePlan, startPlan, type ReadingPlanDeps } from "./progress.ts";

/**
 * The plans a reader follows, in Spanish: the plan's title from
 * catalog-es.json, the days' titles and reading labels with the RV1909's
 * book names ("Génesis 1–3", "Salmo 23"), and a hand-built day's theme from
 * thematic-es/. English stays as it was, with or without `lang`.
 */

const catalog = loadReadingPlans();
const plan = (id: string) => {
  const found = catalog.byId.get(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe("the catalogue's days in Spanish", () => {
  it("labels generated days with Spanish book names, one psalm as Salmo", () => {
    const year = plan("bible-in-a-year");
    expect(year.days[0]?.es).toEqual({
      title: "Génesis 1–3",
      readings: [
        { label: "Génesis 1", link: { book: "Gen", chapter: 1 } },
        { label: "Génesis 2", link: { book: "Gen", chapter: 2 } },
        { label: "Génesis 3", link: { book: "Gen", chapter: 3 } },
      ],
    });
    expect(year.days[163]?.title).toBe("Job 40–42; Psalm 1");
    expect(year.days[163]?.es.title).toBe("Job 40–42; Salmo 1");
    expect(year.days[164]?.es.title).toBe("Salmos 2–8");
    expect(plan("chronological-bible").days[81]?.es.title).toBe("Deuteronomio 33–34; Salmo 90; Josué 1");
  });

  it("gives a hand-built day its Spanish theme and Spanish labels, with the same links as English", () => {
    const prayer = plan("prayer-14-days");
    expect(prayer.days[0]?.es).toEqual({ title: "La oración que Jesús enseñó (Mateo 6:5–15)", readings: [{ label: "Mateo 6:5–15", link: { book: "Matt", chapter: 6, start: 5, end: 15 } }] });
    expect(plan("promises-of-god-21-days").days[5]?.es.title).toBe("Jehová es mi pastor (Salmo 23; Salmo 121)");
    expect(plan("life-of-jesus-40-days").days[0]?.es.title).toBe("El Verbo fue hecho carne (Juan 1:1–18)");
    for (const entry of catalog.plans) {
      entry.days.forEach((day, index) => {
        expect(
          day.es.readings.map((reading) => reading.link),
          `${entry.id} day ${index + 1}`,
        ).toEqual(day.readings.map((reading) => reading.link));
      });
    }
  });

  it("has a Spanish theme for every day of every hand-built plan, none of them the English one", () => {
    const hand = readCatalogFile().plans.flatMap((entry) => ("file" in entry ? [entry] : []));
    expect(hand.length).toBeGreaterThan(0);
    for (const entry of hand) {
      const built = plan(entry.id);
      const english = (JSON.parse(readFileSync(fileURLToPath(new URL(`../../../data/reading-plans/${entry.file}`, import.meta.url)), "utf8")) as { days: { title: string }[] }).days;
      expect(built.days, entry.id).toHaveLength(english.length);
      built.days.forEach((day, index) => {
        const theme = english[index]?.title ?? "";
        expect(day.title.startsWith(`${theme} (`), `${entry.id} day ${index + 1}`).toBe(true);
        expect(day.es.title.startsWith(`${theme} (`), `${entry.id} day ${index + 1} is still in English`).toBe(false);
        expect(day.es.title, `${entry.id} day ${index + 1}`).toMatch(/^\S.* \(.+\)$/);
      });
    }
  });

  it("ships the Spanish themes with the functions and refuses a file with a theme missing", () => {
    const files = readingPlanDataFiles(readCatalogFile());
    expect(files).toEqual(expect.arrayContaining(["thematic-es/prayer-14-days.json", "thematic-es/promises-of-god-21-days.json", "thematic-es/life-of-jesus-40-days.json"]));
    const source = fileURLToPath(new URL("../../../data/reading-plans/", import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), "plans-es-"));
    try {
      cpSync(source, dir, { recursive: true });
      const name = spanishThemesFile("thematic/prayer-14-days.json");
      const themes = JSON.parse(readFileSync(join(dir, name), "utf8")) as { days: { title: string }[] };
      writeFileSync(join(dir, name), JSON.stringify({ days: themes.days.slice(1) }));
      expect(() => buildCatalog(loadBooks(), dir)).toThrow("thematic-es/prayer-14-days.json has 13 themes for the plan's 14 days");
      writeFileSync(join(dir, name), JSON.stringify({ days: themes.days.map((day, index) => (index === 3 ? { title: " " } : day)) }));
      expect(() => buildCatalog(loadBooks(), dir)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the plans a reader follows, in Spanish", () => {
  let domain: DomainStore;
  let clock: TestClock;
  let deps: ReadingPlanDeps;
  const zone = "America/Mexico_City";

  beforeEach(async () => {
    domain = openDomainStore("plans-spanish");
    clock = testClock("2026-09-14T15:00:00Z");
    deps = { store: domain.store, now: clock.now, catalog };
    await ensureProfile(domain.store, { uid: "lidia", name: "Lidia", email: "lidia@example.com", timeZone: zone }, clock.now());
  });
  afterEach(async () => {
    await domain.close();
  });

  it("answers mine, start, check, reschedule, calendar and the dashboard's readings in the language asked, English by default", async () => {
    const started = await startPlan(deps, "lidia", { planId: "bible-in-a-year", timeZone: zone, lang: "es" });
    expect(started).toMatchObject({ title: "La Biblia en un año", today: [{ day: 1, title: "Génesis 1–3", readings: [{ label: "Génesis 1" }, { label: "Génesis 2" }, { label: "Génesis 3" }] }] });
    await startPlan(deps, "lidia", { planId: "prayer-14-days", timeZone: zone });

    const spanish = await myPlans(deps, "lidia", zone, "es");
    expect(spanish.plans.map((entry) => [entry.title, entry.today[0]?.title])).toEqual([
      ["La Biblia en un año", "Génesis 1–3"],
      ["La oración en la Biblia", "La oración que Jesús enseñó (Mateo 6:5–15)"],
    ]);
    const english = await myPlans(deps, "lidia", zone);
    expect(english.plans.map((entry) => [entry.title, entry.today[0]?.title, entry.today[0]?.readings[0]?.label])).toEqual([
      ["The Bible in a year", "Genesis 1–3", "Genesis 1"],
      ["Prayer in the Bible", "The prayer Jesus taught (Matthew 6:5–15)", "Matthew 6:5–15"],
    ]);
    expect(await myPlans(deps, "lidia", zone, "en")).toEqual(english);

    const prayerId = spanish.plans[1]?.userPlanId ?? "";
    const checked = await checkDay(deps, "lidia", { userPlanId: prayerId, day: 1, done: true, timeZone: zone, lang: "es" });
    expect(checked.plan).toMatchObject({ title: "La oración en la Biblia", doneDays: 1, next: { day: 2, title: "Pide, busca, llama (Lucas 11:1–13)" } });

    const calendar = await planCalendar(deps, "lidia", prayerId, zone, "es");
    expect(calendar.plan.title).toBe("La oración en la Biblia");
    expect(calendar.days.map((day) => day.title)).toContain("Una oración de arrepentimiento (Salmo 51)");
    expect((await planCalendar(deps, "lidia", prayerId, zone)).days.map((day) => day.title)).toContain("A prayer of repentance (Psalm 51)");

    // Three days later, behind on the prayer plan: catching up answers in Spanish too.
    clock.advance(3 * dayMs);
    const shifted = await reschedulePlan(deps, "lidia", { userPlanId: prayerId, mode: "shift", timeZone: zone, lang: "es" });
    expect(shifted).toMatchObject({ title: "La oración en la Biblia", daysBehind: 0, today: [{ day: 2, title: "Pide, busca, llama (Lucas 11:1–13)", readings: [{ label: "Lucas 11:1–13" }] }] });

    const due = await readingsDueToday(domain.store, "lidia", zone, { now: clock.now(), catalog, language: "es" });
    expect(due.plans.map((entry) => [entry.title, entry.readings.map((day) => day.title)])).toEqual([
      ["La Biblia en un año", ["Génesis 10–12"]],
      ["La oración en la Biblia", ["Pide, busca, llama (Lucas 11:1–13)"]],
    ]);
    const dueInEnglish = await readingsDueToday(domain.store, "lidia", zone, { now: clock.now(), catalog });
    expect(dueInEnglish.plans.map((entry) => entry.title)).toEqual(["The Bible in a year", "Prayer in the Bible"]);
  });

  it("writes the calendar file in Spanish: the plan's title, Día, the day's theme and labels; the same events and links", () => {
    const promises = plan("promises-of-god-21-days");
    const progress = { startDate: "2026-09-14", done: { "1": "2026-09-14" }, moved: {} };
    const events = (language?: "en" | "es") => {
      const text = planCalendarFile({ userPlanId: "lidia_promises-of-god-21-days", plan: promises, books: catalog.books, progress, today: "2026-09-15", origin: "https://berea.app", translation: "rv1909", language });
      const calendar = new ICAL.Component(ICAL.parse(text));
      return { name: calendar.getFirstPropertyValue("x-wr-calname"), events: calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component)) };
    };
    const spanish = events("es");
    expect(spanish.name).toBe("Las promesas de Dios");
    expect(spanish.events[0]?.summary).toBe("Las promesas de Dios, Día 2: En ti serán benditas todas las familias (Génesis 12:1–9)");
    expect(spanish.events[0]?.description).toBe("Día 2 de 21:\nGénesis 12:1–9: https://berea.app/Bible/rv1909/Genesis/12#1-9");
    const english = events();
    expect(english.events[0]?.summary).toBe("Promises of God, Day 2: In thee shall all families be blessed (Genesis 12:1–9)");
    expect(spanish.events.map((event) => [event.uid, event.startDate.toString()])).toEqual(english.events.map((event) => [event.uid, event.startDate.toString()]));
    expect(spanish.events).toHaveLength(20);
  });
});
