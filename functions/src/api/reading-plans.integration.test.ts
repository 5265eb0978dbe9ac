import type { CalendarReply, CatalogReply, CheckReply, MyPlan, MyPlansReply, StopReply } from "@berea/contracts/reading-plans";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays } from "../reading-plans/calendar-dates.ts";
import { loadReadingPlans } from "../reading-plans/catalog.ts";
import { progressCollection, streaksCollection, type StoredStreak } from "../reading-plans/progress.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * Reading plans over HTTP with the real Auth emulator and sqlite: the
 * catalogue, starting plans (several at once, on today or a chosen date),
 * checking days off and undoing it, falling behind and catching up by
 * shifting or doubling up, stopping, the calendar and its .ics file, the
 * streak across time zones, bad input, and another user's plan.
 *
 * The server's clock stands still at noon on 12 March 2026 in New York, so
 * plans start on dates relative to that day.
 */
let server: ApiTestServer;
const timeZone = "America/New_York";
// 12:00 in New York (summer time began on 8 March): 06:00 on the 13th in Kiritimati, 05:00 on the 12th in Pago Pago.
const clock = testClock("2026-03-12T16:00:00Z");
const today = "2026-03-12";
const fromToday = (days: number) => addCalendarDays(today, days);
const catalog = loadReadingPlans();

beforeAll(async () => {
  server = await startApiServer("reading-plans", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});

interface Reply<T> {
  status: number;
  cost: string | null;
  body: { payload?: T; message?: string; code?: string; fields?: Record<string, string> };
}

async function post<T>(path: string, body: unknown, cookie?: string): Promise<Reply<T>> {
  const response = await fetch(`${server.baseUrl}/api/reading-plans/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, cost: response.headers.get("x-store-cost"), body: (await response.json()) as Reply<T>["body"] };
}

/** The payload of a 200, or a failure that shows the reply. */
async function ok<T>(path: string, body: unknown, cookie: string): Promise<T> {
  const reply = await post<T>(path, body, cookie);
  if (reply.status !== 200 || reply.body.payload === undefined) throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.payload;
}

/** A new account signed in from a browser in New York, which becomes the account's zone. */
const reader = (name: string) => signedInAccount(server, name, 0, { timeZone });

/** Moves the account's day to another zone, as the settings card does (once a day). */
async function moveTo(cookie: string, zone: string): Promise<void> {
  const response = await fetch(`${server.baseUrl}/api/time-zone/change`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ timeZone: zone }),
  });
  expect(response.status).toBe(200);
}

const start = (cookie: string, planId: string, startDate?: string, zone = timeZone) => ok<MyPlan>("start", { planId, timeZone: zone, ...(startDate ? { startDate } : {}) }, cookie);
const mine = (cookie: string, zone = timeZone) => ok<MyPlansReply>("mine", { timeZone: zone }, cookie);
const check = (cookie: string, userPlanId: string, day: number, done = true, zone = timeZone) => ok<CheckReply>("check", { userPlanId, day, done, timeZone: zone }, cookie);

async function everything(): Promise<unknown> {
  const collections = [progressCollection, streaksCollection];
  return Object.fromEntries(await Promise.all(collections.map(async (name) => [name, (await server.store.query(name)).sort((a, b) => a.id.localeCompare(b.id))] as const)));
}

describe("the catalogue", () => {
  it("lists at least 8 plans to anyone, generated and hand-built", async () => {
    const reply = await post<CatalogReply>("catalog", {});
    expect(reply.status).toBe(200);
    const plans = reply.body.payload?.plans ?? [];
    expect(plans.length).toBeGreaterThanOrEqual(8);
    expect(plans.find((plan) => plan.id === "bible-in-a-year")).toMatchObject({ days: 365, kind: "whole-bible", title: "The Bible in a year" });
    expect(new Set(plans.map((plan) => plan.kind))).toEqual(new Set(["whole-bible", "chronological", "books", "thematic"]));
    expect(reply.cost).toBe("reads=0, writes=0");
  });
});

describe("following plans", () => {
  it("starts the one-year plan today: day 1 is today's reading, Genesis 1–3, with reader links", async () => {
    const { uid, cookie } = await reader("Plan Starter");
    const plan = await start(cookie, "bible-in-a-year");
    expect(plan).toMatchObject({ userPlanId: `${uid}_bible-in-a-year`, startDate: today, endDate: fromToday(364), totalDays: 365, doneDays: 0, daysBehind: 0, finished: false });
    expect(plan.today).toEqual([
      {
        day: 1,
        date: today,
        title: "Genesis 1–3",
        readings: [1, 2, 3].map((chapter) => ({ label: `Genesis ${chapter}`, link: { book: "Gen", chapter } })),
        done: false,
        doneOn: null,
      },
    ]);
    expect(plan.next?.day).toBe(1);
    const again = await post("start", { planId: "bible-in-a-year", timeZone }, cookie);
    expect(again).toMatchObject({ status: 409, body: { code: "already-exists" } });
    expect(again.body.message).toMatch(/already reading "The Bible in a year"/);
  });

  it("follows several plans at once, each started on its own date, listed in the order they were started", async () => {
    const { cookie } = await reader("Many Plans");
    await start(cookie, "gospels-30-days", fromToday(2));
    await start(cookie, "prayer-14-days", fromToday(-1));
    await start(cookie, "psalms-and-proverbs-month");
    const reply = await mine(cookie);
    expect(reply.today).toBe(today);
    expect(reply.plans.map((plan) => [plan.planId, plan.startDate, plan.today.map((day) => day.day), plan.daysBehind])).toEqual([
      ["gospels-30-days", fromToday(2), [], 0],
      ["prayer-14-days", fromToday(-1), [2], 1],
      ["psalms-and-proverbs-month", today, [1], 0],
    ]);
    // A plan starting later shows what comes first; a hand-built day carries its theme.
    expect(reply.plans[0]?.next).toMatchObject({ day: 1, date: fromToday(2) });
    expect(reply.plans[1]?.today[0]?.title).toBe(`${catalog.byId.get("prayer-14-days")?.passages[1]?.title ?? "?"} (${reply.plans[1]?.today[0]?.readings.map((reading) => reading.label).join("; ") ?? ""})`);
    expect(reply.plans[2]?.today[0]?.readings.map((reading) => reading.label)).toContain("Proverbs 1");
  });

  it("checks a day off and undoes it: progress and the streak follow", async () => {
    const { uid, cookie } = await reader("Plan Checker");
    const { userPlanId } = await start(cookie, "new-testament-90-days");
    const checked = await post<CheckReply>("check", { userPlanId, day: 1, done: true, timeZone }, cookie);
    expect(checked.status).toBe(200);
    // The profile (the user's own zone dates the check-off), the plan's progress and the streak.
    expect(checked.cost).toBe("reads=3, writes=2");
    expect(checked.body.payload?.plan).toMatchObject({ doneDays: 1, next: { day: 2 }, today: [{ day: 1, done: true, doneOn: today }] });
    expect(checked.body.payload?.streak).toEqual({ current: 1, readToday: true, graceUsedThisWeek: false });

    // Checking it again changes nothing and writes nothing.
    const twice = await post<CheckReply>("check", { userPlanId, day: 1, done: true, timeZone }, cookie);
    expect(twice.cost).toBe("reads=3, writes=0");
    expect(twice.body.payload?.plan.doneDays).toBe(1);

    // Reading ahead is allowed.
    expect((await check(cookie, userPlanId, 2)).plan).toMatchObject({ doneDays: 2, next: { day: 3 } });
    expect((await mine(cookie)).streak.current).toBe(1);
    // The streak's record is the day's count of check-offs (the dashboard's chart reads it).
    expect((await server.store.get<StoredStreak>(streaksCollection, uid))?.days).toEqual({ [today]: 2 });

    const undone = await check(cookie, userPlanId, 1, false);
    expect(undone.plan).toMatchObject({ doneDays: 1, next: { day: 1 }, today: [{ day: 1, done: false, doneOn: null }] });
    expect(undone.streak.current).toBe(1);
    const none = await check(cookie, userPlanId, 2, false);
    expect(none.plan.doneDays).toBe(0);
    expect(none.streak).toEqual({ current: 0, readToday: false, graceUsedThisWeek: false });
    expect((await server.store.get<StoredStreak>(streaksCollection, uid))?.days).toEqual({});
  });

  it("counts the streak on the dates the user read on, wherever they are now", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are never on the same date: 25 hours apart, one or two dates.
    const east = "Pacific/Kiritimati";
    const west = "Pacific/Pago_Pago";
    // Signed up in Kiritimati.
    const { cookie } = await signedInAccount(server, "Plan Traveller", 0, { timeZone: east });
    const { userPlanId } = await start(cookie, "gospels-30-days", undefined, east);
    const eastToday = "2026-03-13";
    const westToday = "2026-03-12";

    const checked = await check(cookie, userPlanId, 1, true, east);
    expect(checked.plan.today[0]).toMatchObject({ day: 1, done: true, doneOn: eastToday });
    // A request naming the west changes nothing: the day is the account's.
    expect((await mine(cookie, west)).today).toBe(eastToday);
    // Flown west and moved there in settings, it is still "yesterday": the reading keeps its date, the streak its day,
    // and today is not read yet.
    await moveTo(cookie, west);
    const there = await mine(cookie, west);
    expect(there.today).toBe(westToday);
    expect(there.streak).toEqual({ current: 1, readToday: false, graceUsedThisWeek: false });
    expect(there.plans[0]).toMatchObject({ startDate: eastToday, daysBehind: 0, today: [], next: { day: 2 } });
  });

  it("answers a day past the plan's end with 400 naming the day", async () => {
    const { cookie } = await reader("Plan Overreacher");
    const { userPlanId } = await start(cookie, "prayer-14-days");
    const reply = await post("check", { userPlanId, day: 15, done: true, timeZone }, cookie);
    expect(reply).toMatchObject({ status: 400, body: { code: "invalid-argument", message: '"Prayer in the Bible" has 14 days; there is no day 15.' } });
    expect(reply.body.fields?.day).toBeDefined();
  });
});

describe("falling behind", () => {
  it("shift: today becomes the first unread day and the plan ends later by the days missed", async () => {
    const { cookie } = await reader("Plan Shifter");
    const { userPlanId } = await start(cookie, "new-testament-90-days", fromToday(-5));
    await check(cookie, userPlanId, 1);
    const behind = (await mine(cookie)).plans[0];
    expect(behind).toMatchObject({ daysBehind: 4, endDate: fromToday(84), today: [{ day: 6, date: today }], next: { day: 2 } });

    const shifted = await ok<MyPlan>("reschedule", { userPlanId, mode: "shift", timeZone }, cookie);
    expect(shifted).toMatchObject({ daysBehind: 0, startDate: fromToday(-1), endDate: fromToday(88), doneDays: 1, today: [{ day: 2, date: today, done: false }] });
    const again = await post("reschedule", { userPlanId, mode: "shift", timeZone }, cookie);
    expect(again).toMatchObject({ status: 409, body: { code: "failed-precondition" } });
    expect(again.body.message).toMatch(/not behind/);
  });

  it("double-up: the missed readings join the coming days, two a day when asked, and the end date stays", async () => {
    const { cookie } = await reader("Plan Doubler");
    const { userPlanId } = await start(cookie, "gospels-30-days", fromToday(-4));
    const doubled = await ok<MyPlan>("reschedule", { userPlanId, mode: "double-up", extraPerDay: 2, timeZone }, cookie);
    expect(doubled).toMatchObject({ daysBehind: 0, startDate: fromToday(-4), endDate: fromToday(25) });
    expect(doubled.today.map((day) => day.day)).toEqual([1, 2, 5]);
    const calendar = await ok<CalendarReply>("calendar", { userPlanId, timeZone }, cookie);
    expect(calendar.days.filter((day) => day.date === fromToday(1)).map((day) => day.day)).toEqual([3, 4, 6]);
    expect(calendar.days.filter((day) => day.date < today)).toEqual([]);

    // One extra a day by default.
    const other = await reader("Plan Slow Doubler");
    const slow = await start(other.cookie, "gospels-30-days", fromToday(-3));
    const once = await ok<MyPlan>("reschedule", { userPlanId: slow.userPlanId, mode: "double-up", timeZone }, other.cookie);
    expect(once.today.map((day) => day.day)).toEqual([1, 4]);
  });
});

describe("stopping a plan", () => {
  it("removes it from the user's plans, keeps the streak, and lets it start again from day 1", async () => {
    const { cookie } = await reader("Plan Stopper");
    const { userPlanId } = await start(cookie, "life-of-jesus-40-days");
    await check(cookie, userPlanId, 1);
    expect(await ok<StopReply>("stop", { userPlanId }, cookie)).toEqual({ userPlanId, stopped: true });
    const after = await mine(cookie);
    expect(after.plans).toEqual([]);
    expect(after.streak.current).toBe(1);
    expect(await post("stop", { userPlanId }, cookie)).toMatchObject({ status: 404, body: { code: "not-found" } });
    expect((await start(cookie, "life-of-jesus-40-days")).doneDays).toBe(0);
  });
});

describe("the calendar", () => {
  it("gives every day of the plan with its date, one a day from the start", async () => {
    const { cookie } = await reader("Plan Calendar");
    const { userPlanId } = await start(cookie, "promises-of-god-21-days", fromToday(-2));
    await check(cookie, userPlanId, 1);
    const calendar = await ok<CalendarReply>("calendar", { userPlanId, timeZone }, cookie);
    expect(calendar.today).toBe(today);
    expect(calendar.plan).toMatchObject({ doneDays: 1, daysBehind: 1 });
    expect(calendar.days.map((day) => [day.day, day.date])).toEqual(Array.from({ length: 21 }, (_, index) => [index + 1, fromToday(index - 2)]));
    expect(calendar.days.map((day) => day.done)).toEqual([true, ...Array<boolean>(20).fill(false)]);
  });

  it("exports the remaining days as a valid .ics: one all-day event per day to read, with reader links", async () => {
    const { cookie } = await reader("Plan Exporter");
    const { userPlanId } = await start(cookie, "gospels-30-days", fromToday(-1));
    await check(cookie, userPlanId, 1);
    const response = await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent(userPlanId)}`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="gospels-30-days.ics"');
    expect(response.headers.get("x-store-cost")).toBe("reads=1, writes=0");
    const text = await response.text();

    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    // Day 1 is read, so days 2 to 30: today onwards, one a day.
    expect(events).toHaveLength(29);
    const plan = catalog.byId.get("gospels-30-days");
    events.forEach((event, index) => {
      const day = index + 2;
      expect(event.startDate.isDate, "all-day").toBe(true);
      expect(event.startDate.toString()).toBe(fromToday(index));
      expect(event.endDate.toString()).toBe(fromToday(index + 1));
      expect(event.uid).toBe(`${userPlanId}-${fromToday(index)}@berea`);
      expect(event.summary).toBe(`The Gospels in 30 days, Day ${day}: ${plan?.days[day - 1]?.title ?? "?"}`);
      const first = plan?.days[day - 1]?.readings[0];
      const book = first ? catalog.books.get(first.link.book) : undefined;
      expect(event.component.getFirstPropertyValue("url")).toBe(`${server.baseUrl}/Bible/kjv/${book?.name.en ?? "?"}/${first?.link.chapter ?? 0}`);
      for (const reading of plan?.days[day - 1]?.readings ?? []) expect(event.description).toContain(`${reading.label}: ${server.baseUrl}/Bible/kjv/`);
    });
    expect(events[0]?.description).toMatch(/^Day 2 of 30:\n/);

    // In the translation the reader reads: the app sends it along.
    const inWeb = await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent(userPlanId)}&translation=web`, { headers: { Cookie: cookie } });
    const webEvents = new ICAL.Component(ICAL.parse(await inWeb.text())).getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(webEvents).toHaveLength(29);
    expect(webEvents.every((event) => String(event.component.getFirstPropertyValue("url")).startsWith(`${server.baseUrl}/Bible/web/`))).toBe(true);
    const unknown = await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent(userPlanId)}&translation=niv`, { headers: { Cookie: cookie } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe("translation must be one of: kjv, web, rv1909.");
  });
});

describe("bad input and other people's plans", () => {
  it("answers bad input with 400 and a message for a person, before anything is read or written", async () => {
    const { cookie, uid } = await reader("Plan Fumbler");
    const userPlanId = `${uid}_bible-in-a-year`;
    const before = await everything();
    const cases: [string, unknown, string, RegExp][] = [
      ["start", { planId: "bible-in-a-week", timeZone }, "planId", /There is no reading plan "bible-in-a-week"/],
      ["start", { planId: "Bible In A Year!", timeZone }, "planId", /planId is not the id of a reading plan/],
      ["start", { planId: "bible-in-a-year", timeZone: "Mars/Olympus_Mons" }, "timeZone", /timeZone/],
      ["start", { planId: "bible-in-a-year" }, "timeZone", /timeZone is required/],
      ["start", { planId: "bible-in-a-year", startDate: "2026-02-30", timeZone }, "startDate", /startDate is not a date on the calendar/],
      ["start", { planId: "bible-in-a-year", startDate: "1/2/2027", timeZone }, "startDate", /written YYYY-MM-DD/],
      ["start", { planId: "bible-in-a-year", startDate: fromToday(400), timeZone }, "startDate", /within a year of today/],
      ["check", { userPlanId, day: 0, done: true, timeZone }, "day", /start at day 1/],
      ["check", { userPlanId, day: 1.5, done: true, timeZone }, "day", /whole number/],
      ["check", { userPlanId, day: 1, done: "yes", timeZone }, "done", /done must be a boolean/],
      ["check", { userPlanId: "../etc/passwd", day: 1, done: true, timeZone }, "userPlanId", /not the id of one of your reading plans/],
      ["reschedule", { userPlanId, mode: "triple", timeZone }, "mode", /mode must be one of: shift, double-up/],
      ["reschedule", { userPlanId, mode: "double-up", extraPerDay: 4, timeZone }, "extraPerDay", /at most 3/],
      ["calendar", { userPlanId }, "timeZone", /timeZone is required/],
      ["mine", { timeZone, lang: "español" }, "lang", /^lang must be one of: en, es\.$/],
      ["calendar", { userPlanId, timeZone, lang: "ES" }, "lang", /^lang must be one of: en, es\.$/],
      ["check", { userPlanId, day: 1, done: true, timeZone, lang: "fr" }, "lang", /^lang must be one of: en, es\.$/],
      ["stop", {}, "userPlanId", /userPlanId is required/],
    ];
    for (const [path, body, field, message] of cases) {
      const reply = await post(path, body, cookie);
      expect({ path, field, status: reply.status, code: reply.body.code }).toEqual({ path, field, status: 400, code: "invalid-argument" });
      expect(reply.body.message, `${path} ${JSON.stringify(body)}`).toMatch(message);
      expect(reply.body.fields?.[field], `${path} ${JSON.stringify(body)}`).toBeDefined();
    }
    const ics = await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent("a/b")}`, { headers: { Cookie: cookie } });
    expect({ status: ics.status, type: ics.headers.get("content-type") }).toEqual({ status: 400, type: "application/json; charset=utf-8" });
    expect(await everything()).toEqual(before);
  });

  it("refuses another user's plan with the same 404 as a plan that does not exist, and changes nothing", async () => {
    const owner = await reader("Plan Owner");
    const stranger = await reader("Plan Stranger");
    const { userPlanId } = await start(owner.cookie, "chronological-bible", fromToday(-3));
    await check(owner.cookie, userPlanId, 1);
    const before = await everything();
    const missing = `${stranger.uid}_chronological-bible`;
    const attempts: [string, (id: string) => unknown][] = [
      ["check", (id) => ({ userPlanId: id, day: 2, done: true, timeZone })],
      ["check", (id) => ({ userPlanId: id, day: 1, done: false, timeZone })],
      ["reschedule", (id) => ({ userPlanId: id, mode: "shift", timeZone })],
      ["calendar", (id) => ({ userPlanId: id, timeZone })],
      ["stop", (id) => ({ userPlanId: id })],
    ];
    for (const [path, body] of attempts) {
      const theirs = await post(path, body(userPlanId), stranger.cookie);
      const nobodys = await post(path, body(missing), stranger.cookie);
      expect(theirs, path).toMatchObject({ status: 404, body: { code: "not-found", message: "There is no reading plan of yours with that id. Choose one from your plans." } });
      expect(theirs.body, path).toEqual(nobodys.body);
    }
    const ics = await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent(userPlanId)}`, { headers: { Cookie: stranger.cookie } });
    expect(ics.status).toBe(404);
    expect((await mine(stranger.cookie)).plans).toEqual([]);
    expect(await everything()).toEqual(before);
    // Signed out: 403 for every signed-in route.
    for (const path of ["start", "mine", "check", "reschedule", "stop", "calendar"]) {
      expect((await post(path, { planId: "gospels-30-days", userPlanId, day: 1, done: true, mode: "shift", timeZone }, undefined)).status, path).toBe(403);
    }
    expect((await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent(userPlanId)}`)).status).toBe(403);
    expect(await everything()).toEqual(before);
  });
});

describe("in Spanish", () => {
  it("answers a Spanish reader's plans with Spanish titles, day titles and reading labels; English without lang", async () => {
    const { cookie } = await reader("Lector Hispano");
    const year = await ok<MyPlan>("start", { planId: "bible-in-a-year", timeZone, lang: "es" }, cookie);
    expect(year).toMatchObject({ title: "La Biblia en un año", today: [{ day: 1, title: "Génesis 1–3", readings: [{ label: "Génesis 1" }, { label: "Génesis 2" }, { label: "Génesis 3" }] }] });
    const promises = await start(cookie, "promises-of-god-21-days", fromToday(-5));

    const spanish = await ok<MyPlansReply>("mine", { timeZone, lang: "es" }, cookie);
    expect(spanish.plans.map((plan) => ({ title: plan.title, today: plan.today.map((day) => [day.title, day.readings.map((reading) => reading.label)]) }))).toEqual([
      { title: "La Biblia en un año", today: [["Génesis 1–3", ["Génesis 1", "Génesis 2", "Génesis 3"]]] },
      { title: "Las promesas de Dios", today: [["Jehová es mi pastor (Salmo 23; Salmo 121)", ["Salmo 23", "Salmo 121"]]] },
    ]);
    const english = await mine(cookie);
    expect(english.plans.map((plan) => [plan.title, plan.today[0]?.title])).toEqual([
      ["The Bible in a year", "Genesis 1–3"],
      ["Promises of God", "The LORD is my shepherd (Psalm 23; Psalm 121)"],
    ]);

    const checked = await ok<CheckReply>("check", { userPlanId: promises.userPlanId, day: 1, done: true, timeZone, lang: "es" }, cookie);
    expect(checked.plan).toMatchObject({ title: "Las promesas de Dios", next: { day: 2, title: "En ti serán benditas todas las familias (Génesis 12:1–9)" } });
    const shifted = await ok<MyPlan>("reschedule", { userPlanId: promises.userPlanId, mode: "shift", timeZone, lang: "es" }, cookie);
    expect(shifted).toMatchObject({ title: "Las promesas de Dios", daysBehind: 0, today: [{ day: 2, title: "En ti serán benditas todas las familias (Génesis 12:1–9)" }] });
    const calendar = await ok<CalendarReply>("calendar", { userPlanId: promises.userPlanId, timeZone, lang: "es" }, cookie);
    expect(calendar.plan.title).toBe("Las promesas de Dios");
    expect(calendar.days.at(-1)).toMatchObject({ day: 21, title: "Hago nuevas todas las cosas (Apocalipsis 21:1–7; Apocalipsis 22:1–7)" });

    // The calendar file in Spanish too, its links in the RV1909 as the Spanish app sends; a language Berea does not speak is a 400.
    const ics = await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent(promises.userPlanId)}&translation=rv1909&lang=es`, { headers: { Cookie: cookie } });
    expect(ics.status).toBe(200);
    const file = new ICAL.Component(ICAL.parse(await ics.text()));
    expect(file.getFirstPropertyValue("x-wr-calname")).toBe("Las promesas de Dios");
    const first = new ICAL.Event(file.getAllSubcomponents("vevent")[0]);
    expect(first.summary).toBe("Las promesas de Dios, Día 2: En ti serán benditas todas las familias (Génesis 12:1–9)");
    expect(first.description).toBe(`Día 2 de 21:\nGénesis 12:1–9: ${server.baseUrl}/Bible/rv1909/Genesis/12#1-9`);
    const french = await fetch(`${server.baseUrl}/api/reading-plans/calendar.ics?plan=${encodeURIComponent(promises.userPlanId)}&lang=fr`, { headers: { Cookie: cookie } });
    expect(french.status).toBe(400);
    expect(((await french.json()) as { message: string }).message).toBe("lang must be one of: en, es.");
  });
});
