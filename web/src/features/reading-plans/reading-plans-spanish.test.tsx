import type { CalendarReply, CatalogPlan, MyPlan, ScheduledDay } from "@berea/contracts/reading-plans";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { ok } from "../../test/fake-api.tsx";
import PlanPage from "./plan-page.tsx";
import PlansPage from "./plans-page.tsx";
import { bodiesSent, myPlan, renderWithReadingPlanApi, scheduledDay, timeZone, today } from "./reading-plan-test-support.tsx";

/** The catalogue as the API answers `lang: "es"`. */
const spanishCatalog: CatalogPlan[] = [
  { id: "bible-in-a-year", title: "La Biblia en un año", description: "De Génesis a Apocalipsis en 365 días.", days: 365, kind: "whole-bible" },
  { id: "prayer-14-days", title: "La oración en la Biblia", description: "Dos semanas con el pueblo de la Biblia en oración.", days: 14, kind: "thematic" },
];

/** A day as the API writes it for `lang: "es"`: "Génesis 37–39", "Génesis 37". */
const spanishDay = (day: number, date: string, overrides: Partial<ScheduledDay> = {}): ScheduledDay => {
  const english = scheduledDay(day, date, overrides);
  return { ...english, title: english.title.replace("Genesis", "Génesis"), readings: english.readings.map((reading) => ({ ...reading, label: reading.label.replace("Genesis", "Génesis") })) };
};

/** The plan as the API answers it in `lang` (English when the request has none). */
const planIn = (body: Record<string, unknown>, plan: MyPlan): MyPlan =>
  body.lang === "es"
    ? { ...plan, title: "La Biblia en un año", today: plan.today.map((day) => spanishDay(day.day, day.date, day)), next: plan.next && spanishDay(plan.next.day, plan.next.date, plan.next) }
    : plan;

/** Started on 18 November: days 1 and 2 read, 3 to 5 missed, 6 due today (the 23rd); in Spanish when asked. */
function behindCalendar(body: Record<string, unknown> = {}): CalendarReply {
  const dates = ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"];
  const dayOf = body.lang === "es" ? spanishDay : scheduledDay;
  const days = dates.map((date, index) => dayOf(index + 1, date, index < 2 ? { done: true, doneOn: "2026-11-18" } : {}));
  const plan = myPlan({ startDate: "2026-11-18", endDate: "2027-11-17", doneDays: 2, daysBehind: 3, today: [days[5] ?? scheduledDay(6, today)], next: days[2] ?? null });
  return { today, plan: body.lang === "es" ? { ...plan, title: "La Biblia en un año" } : plan, days };
}

describe("the reading plans in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the catalogue in Spanish and shows /Plans in Spanish, plurals included", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const plan = myPlan({ doneDays: 12, daysBehind: 1, today: [scheduledDay(13, today)], next: scheduledDay(13, today) });
    const { fetchSpy } = renderWithReadingPlanApi(
      { mine: (body) => ok({ today, plans: [planIn(body, plan)], streak: { current: 1, readToday: true, graceUsedThisWeek: false } }), catalog: () => ok({ plans: spanishCatalog }) },
      <PlansPage />,
    );

    // The first Spanish render loads the namespace and date-fns's locale: slow on a busy machine.
    const catalogue = await screen.findByRole("list", { name: "Planes de lectura" }, { timeout: 5000 });
    expect(bodiesSent(fetchSpy, "catalog")).toEqual([{ lang: "es" }]);
    expect(document.title).toBe("Planes de lectura · Berea");
    expect(screen.getByRole("heading", { level: 2, name: "Mis planes" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Empieza un plan" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "devocionales" }).getAttribute("href")).toBe("/Devotionals");

    const prayer = within(catalogue).getByRole("listitem", { name: "La oración en la Biblia" });
    expect(within(prayer).getByText("Por temas · 14 días")).toBeTruthy();
    expect(within(prayer).getByText("Dos semanas con el pueblo de la Biblia en oración.")).toBeTruthy();
    expect(within(prayer).getByRole("button", { name: "Empezar hoy" })).toBeTruthy();
    expect(within(within(catalogue).getByRole("listitem", { name: "La Biblia en un año" })).getByRole("link", { name: "Abre tu plan" })).toBeTruthy();

    // The plans the reader follows, asked for in Spanish: the plan's title and today's readings as the API writes them.
    const card = within(await screen.findByRole("list", { name: "Planes que sigues" })).getByRole("listitem", { name: "La Biblia en un año" });
    expect(bodiesSent(fetchSpy, "mine")).toEqual([{ timeZone, lang: "es" }]);
    expect(within(card).getByText("Génesis 37–39")).toBeTruthy();
    expect(within(card).getByText(/días leídos/).textContent).toBe("12 de 365 días leídos (3%)");
    expect(within(card).getByText(/Vas 1 día atrasado\./)).toBeTruthy();
    expect(within(card).getByRole("checkbox", { name: "Marcar el día 13 de 365 como leído" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Leer Génesis 37" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Racha de lectura de 1 día" })).toBeTruthy();
    expect(screen.getByText("Ya leíste hoy. ¡Bien hecho!")).toBeTruthy();
  });

  it("shows one plan in Spanish: dates by date-fns's es locale, the calendar, the ways to catch up", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const { fetchSpy } = renderWithReadingPlanApi(
      { calendar: (body) => ok(behindCalendar(body)), mine: () => ok({ today, plans: [], streak: { current: 0, readToday: false, graceUsedThisWeek: false } }) },
      <PlanPage />,
      { path: "/Plans/:userPlanId", initialEntry: "/Plans/u1_bible-in-a-year" },
    );

    expect(await screen.findByRole("heading", { level: 1, name: "La Biblia en un año" })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "calendar")).toEqual([{ userPlanId: "u1_bible-in-a-year", timeZone, lang: "es" }]);
    expect(screen.getByText("Del 18 nov 2026 al 17 nov 2027 · 365 días")).toBeTruthy();
    expect(screen.getByRole("region", { name: "La lectura de hoy" })).toBeTruthy();

    const calendar = screen.getByRole("region", { name: "noviembre de 2026" });
    expect(within(calendar).getByRole("button", { name: "miércoles, 18 de noviembre: día 1, leído" })).toBeTruthy();
    expect(within(calendar).getByRole("button", { name: "viernes, 20 de noviembre: día 3, sin leer" })).toBeTruthy();
    expect(within(calendar).getByRole("button", { name: "martes, 17 de noviembre: sin lectura" })).toBeTruthy();
    expect(within(calendar).getByRole("columnheader", { name: "dom" }).getAttribute("abbr")).toBe("domingo");

    const behind = screen.getByRole("region", { name: "Vas 3 días atrasado" });
    expect(within(behind).getByText(/^Retomas hoy en el día 3\. Cada lectura siguiente se mueve 3 días, .* el plan termina el 20 nov 2027 en lugar del 17 nov 2027\.$/)).toBeTruthy();
    expect(within(behind).getByText(/^Lee 1 lectura extra cada día desde hoy hasta el 25 nov 2026, .* hasta recuperar las 3 lecturas perdidas\. Igual terminas el 17 nov 2027\.$/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Dejar este plan" })).toBeTruthy();
    // The calendar file's words in Spanish too.
    expect(screen.getByRole("link", { name: "Descargar calendario (.ics)" }).getAttribute("href")).toBe("/api/reading-plans/calendar.ics?plan=u1_bible-in-a-year&translation=rv1909&lang=es");
    expect(document.title).toBe("La Biblia en un año · Planes de lectura · Berea");
  });

  it("asks for the plans again in Spanish when the reader switches, and checks a day off in Spanish", async () => {
    chooseLanguage("en", { keepOnProfile: false });
    let plan = myPlan();
    const { fetchSpy, user } = renderWithReadingPlanApi(
      {
        mine: (body) => ok({ today, plans: [planIn(body, plan)], streak: { current: 0, readToday: false, graceUsedThisWeek: false } }),
        catalog: () => ok({ plans: spanishCatalog }),
        check: (body) => {
          plan = { ...plan, doneDays: 1, today: [scheduledDay(1, today, { done: true, doneOn: today })] };
          return ok({ plan: planIn(body, plan), streak: { current: 1, readToday: true, graceUsedThisWeek: false } });
        },
      },
      <PlansPage />,
    );
    expect(await screen.findByRole("listitem", { name: "The Bible in a year" })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "mine")).toEqual([{ timeZone }]);

    act(() => chooseLanguage("es", { keepOnProfile: false }));
    const card = await within(await screen.findByRole("list", { name: "Planes que sigues" })).findByRole("listitem", { name: "La Biblia en un año" });
    expect(await within(card).findByText("Génesis 1–3")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "mine")).toEqual([{ timeZone }, { timeZone, lang: "es" }]);

    await user.click(within(card).getByRole("checkbox", { name: "Marcar el día 1 de 365 como leído" }));
    await vi.waitFor(() => expect(within(card).getByText(/días leídos/).textContent).toBe("1 de 365 días leídos (0%)"), { timeout: 5000 });
    expect(bodiesSent(fetchSpy, "check")).toEqual([{ userPlanId: "u1_bible-in-a-year", day: 1, done: true, timeZone, lang: "es" }]);
    expect(within(card).getByText("Génesis 1–3")).toBeTruthy();
  });
});
