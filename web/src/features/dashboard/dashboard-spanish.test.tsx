import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ok, userData } from "../../test/fake-api.tsx";
import { readInSpanish } from "../../test/spanish.ts";
import { DashboardPage, type DashboardParts } from "./dashboard-page.tsx";
import { busyDashboard, dashboardBodies, onDashboardMorning, renderDashboard } from "./dashboard-test-support.tsx";

const parts: DashboardParts = {
  devotional: () => <section aria-label="Devocional de hoy" />,
  referral: <p>Referral card</p>,
  pricing: <h1>Plans to choose from</h1>,
  pendingNotice: (pending) => <p role="status">Waiting for {pending.plan}</p>,
};
const region = (name: string) => screen.findByRole("region", { name });

describe("the dashboard in Spanish", () => {
  onDashboardMorning();

  // The first Spanish render loads its namespace and date-fns's locale: slow on a busy machine, as auth-spanish's tests.
  it("greets a new Free reader in Spanish, with the date, the plan's allowances and the empty cards' encouragement", { timeout: 15_000 }, async () => {
    await readInSpanish("dashboard");
    renderDashboard({}, <DashboardPage {...parts} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Buenos días, Ruth" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("martes, 10 de marzo")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Tu cuenta" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();

    const plan = await region("Tu plan");
    expect(within(plan).getByText("Gratis")).toBeTruthy();
    expect(within(plan).getByText("Te quedan 12 de 12 cuestionarios hoy")).toBeTruthy();
    expect(within(plan).getByText("Te quedan 4 de 4 artículos completos este mes")).toBeTruthy();
    expect(within(plan).getByText("Caminos devocionales con tu progreso").closest("li")?.textContent).toBe("Caminos devocionales con tu progresoPremium y Familia");
    expect(within(plan).getByRole("link", { name: "Ver planes" }).getAttribute("href")).toBe("#plans");

    const readings = await region("Lecturas de hoy");
    expect(within(readings).getByText(/Aún no sigues ningún plan de lectura/)).toBeTruthy();
    expect(within(readings).getByRole("link", { name: "Elige un plan de lectura" })).toBeTruthy();
    const streaks = await region("Rachas");
    expect(within(streaks).getByText("Un día de lectura o un cuestionario empieza una racha. Comienza cuando quieras.")).toBeTruthy();
    expect(within(await region("Tus últimos 30 días")).getByText(/Tus días se irán reuniendo aquí/)).toBeTruthy();
    expect(within(await region("Progreso en cuestionarios")).getByText("Termina un cuestionario y aquí verás tus mejores temas.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Inicia sesión en otro dispositivo" })).toBeTruthy();
  });

  it("tells a busy reader's evening in Spanish: plurals, numbers as Spanish writes them, the 30 days' sentence and table", { timeout: 15_000 }, async () => {
    vi.setSystemTime(new Date(2026, 2, 10, 21, 40));
    await readInSpanish("dashboard");
    renderDashboard({ user: () => ok(userData({ paymentPlan: 1 })), dashboard: () => ok(busyDashboard()) }, <DashboardPage {...parts} />);
    // After eight in the evening: "Buenas noches" (English says "Good evening" from five).
    expect(await screen.findByRole("heading", { level: 1, name: "Buenas noches, Ruth" }, { timeout: 5000 })).toBeTruthy();

    const readings = await region("Lecturas de hoy");
    expect(within(readings).getByText("Día 12").textContent).toContain("Leído");
    expect(within(readings).getByText("Te esperan 2 lecturas anteriores. Hay gracia para ponerte al día.")).toBeTruthy();
    expect(within(readings).getByRole("link", { name: "Tus planes de lectura" })).toBeTruthy();

    const quiz = await region("Progreso en cuestionarios");
    const figures = within(quiz).getAllByRole("definition").map((figure) => [figure.previousElementSibling?.textContent, figure.textContent]);
    expect(figures).toEqual([
      ["XP", "1240"],
      ["Hoy", "1"],
      ["En total", "18"],
    ]);
    expect(within(quiz).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["The Gospels100\u00a0%", "Genesis90\u00a0%"]);

    const streaks = await region("Rachas");
    expect(within(streaks).getByText("4 días")).toBeTruthy();
    expect(within(streaks).getByText("Ya leíste hoy. Ya usaste el día de gracia de esta semana.")).toBeTruthy();

    const plan = await region("Tu plan");
    expect(within(plan).getByText("Cuestionarios ilimitados")).toBeTruthy();
    expect(within(plan).getByRole("link", { name: "Gestionar la facturación" })).toBeTruthy();

    const activity = await region("Tus últimos 30 días");
    expect(within(activity).getByText("2 lecturas del plan, 3 devocionales y 1 cuestionario, en 3 días.")).toBeTruthy();
    const table = within(activity).getByRole("table", { name: "Actividad de cada día con alguna, en los últimos 30 días" });
    expect(within(table).getAllByRole("row").map((row) => row.textContent)).toEqual([
      "DíaLecturas del planDevocionalesCuestionariosArtículos",
      "domingo, 8 de marzo1100",
      "lunes, 9 de marzo0110",
      "martes, 10 de marzo1100",
    ]);
  });

  it("asks for today's readings in Spanish and shows the plan's title, the day and its readings as the API writes them", { timeout: 15_000 }, async () => {
    await readInSpanish("dashboard");
    const spanish = busyDashboard();
    spanish.readingPlans = spanish.readingPlans.map((plan) => ({
      ...plan,
      title: "Los Evangelios en 90 días",
      readings: plan.readings.map((day) => ({ ...day, title: `Mateo ${day.day}`, readings: [{ label: `Mateo ${day.day}`, link: { book: "Matt", chapter: day.day } }] })),
    }));
    // English without `lang`, as the API answers a call that sends none.
    const { fetchSpy } = renderDashboard({ dashboard: (body) => ok(typeof body === "object" && body !== null && "lang" in body && body.lang === "es" ? spanish : busyDashboard()) }, <DashboardPage {...parts} />);
    const readings = await region("Lecturas de hoy");
    expect(await within(readings).findByRole("link", { name: "Los Evangelios en 90 días" })).toBeTruthy();
    // The label in Spanish; the link opens the reader at the same chapter (its address names the book in English).
    expect(within(readings).getByRole("link", { name: "Mateo 12" }).getAttribute("href")).toMatch(/\/Matthew\/12$/);
    expect(within(readings).queryByText(/Matthew|Gospels/)).toBeNull();
    expect(dashboardBodies(fetchSpy).map((body) => body.lang)).toEqual(dashboardBodies(fetchSpy).map(() => "es"));
    expect(dashboardBodies(fetchSpy).length).toBeGreaterThan(0);
  });
});
