import type { FamilyMember, FamilyOverview } from "@berea/contracts/family";
import type { FamilyPersonProgress } from "@berea/contracts/family-progress";
import { screen, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bodiesSentTo, fakeAreaApi, ok, renderWithApi, type ApiHandler } from "../../test/fake-api.tsx";
import FamilyPage from "./family-page.tsx";
import { readInSpanish } from "../../test/spanish.ts";

type Action = "overview" | "activity" | "progress" | "sharing" | "revoke" | "join";

const timothy: FamilyMember = { uid: "timothy", name: "Timothy Young", email: "tim@example.com", joinedAt: "2026-03-09T12:00:00.000Z", child: true, chat: false, attemptedBy: false };

const ownerOverview: FamilyOverview = {
  role: "owner",
  planActive: true,
  ownerName: null,
  members: [timothy],
  invites: [{ code: "FAM-7K3QX9PD", registerPath: "/register?code=FAM-7K3QX9PD", loginPath: "/login?code=FAM-7K3QX9PD", email: null, child: true, createdAt: "2026-03-09T12:00:00.000Z", expiresAt: "2026-03-16T12:00:00.000Z" }],
  switches: null,
  maxMembers: 6,
  familyEndsAt: null,
};

const day = (date: string, quizzes: number) => ({ date, quizzes, devotionals: 0, readings: 1, articles: 0 });

function renderPage(handlers: Partial<Record<Action, ApiHandler>>) {
  return renderWithApi(fakeAreaApi<Action>("family", handlers), [{ path: "/family", element: <FamilyPage /> }], "/family");
}

describe("/family in Spanish", () => {
  beforeEach(() => readInSpanish("family"));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("gives the owner their members' activity with plurals and dates (date-fns es), the switches, the invite and the server's replies in Spanish", async () => {
    const success = vi.spyOn(toast, "success");
    const { user } = renderPage({
      overview: () => ok(ownerOverview),
      activity: () => ok({ members: [{ ...timothy, days: [day("2026-03-09", 1), day("2026-03-10", 0)], quizXp: 120, quizStreak: 1, readingStreak: 2 }] }),
      progress: () => ok({ inFamily: true, yourChoice: { share: true, decidedAt: "2026-03-09T12:00:00.000Z" }, people: [] }),
      revoke: () => ok({ message: "The invite is withdrawn; its code no longer works." }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Familia" })).toBeTruthy();
    expect(await screen.findByText("Hasta 6 personas comparten tu plan Familia, cada una con su propia cuenta. 1 de 6 lugares están ocupados.")).toBeTruthy();
    const card = await screen.findByRole("article", { name: /Timothy Young/ });
    expect(within(card).getByText("tim@example.com · se unió el 9 mar 2026")).toBeTruthy();
    expect(await within(card).findByText("Racha de cuestionarios: 1 día")).toBeTruthy();
    expect(within(card).getByText("Racha de lectura: 2 días")).toBeTruthy();
    expect(within(card).getByText("Últimos 14 días: 1 cuestionario, 0 devocionales, 2 lecturas de planes, 0 artículos; activo 2 días.")).toBeTruthy();
    expect(within(card).getByLabelText("Cuenta de niño").matches(":checked")).toBe(true);
    expect(within(card).getByRole("button", { name: "Quitar a Timothy…" })).toBeTruthy();

    const invites = screen.getByRole("region", { name: "Invita a alguien" });
    expect(within(invites).getByText("Cuenta de niño. Sirve una vez, hasta el 16 mar 2026.")).toBeTruthy();
    await user.click(within(invites).getByRole("button", { name: "Retirar la invitación FAM-7K3QX9PD" }));
    expect(success).toHaveBeenCalledWith("La invitación se retiró; su código ya no funciona.");
  });

  it("asks for the family's progress in Spanish (lang es) and shows the paths', plans' and challenges' Spanish titles", async () => {
    // The titles as the API answers them in each language (data/devotionals-es, the plans' and challenges' catalog-es.json).
    const titles = {
      en: { path: "Lent: Dust, Mercy and the Way Home", plan: "The Gospels in 30 days", challenge: "Pray seven days in a row" },
      es: { path: "Cuaresma: polvo, misericordia y el camino a casa", plan: "Los Evangelios en 30 días", challenge: "Ora siete días seguidos" },
    };
    const lois = (lang: "en" | "es"): FamilyPersonProgress => ({
      uid: "lois",
      name: "Lois Grand",
      role: "owner",
      you: false,
      shares: true,
      progress: {
        devotionals: { daysThisWeek: 2, read: 3, currentPath: { id: "lent", title: titles[lang].path, read: 3, days: 40 } },
        plans: [{ planId: "gospels-30-days", title: titles[lang].plan, doneDays: 12, totalDays: 30, percent: 40, finished: false }],
        memory: { total: 0, known: 0, dueToday: 0 },
        challenges: [{ challengeId: "pray-7-days", title: titles[lang].challenge, done: 2, total: 7, percent: 28, finished: false }],
      },
    });
    const { fetchSpy } = renderPage({
      overview: () => ok({ ...ownerOverview, role: "member", ownerName: "Lois", members: [], invites: [], switches: { child: false, chat: true, attemptedBy: true } }),
      progress: (body) => ok({ inFamily: true, yourChoice: { share: true, decidedAt: "2026-03-09T12:00:00.000Z" }, people: [lois(body["lang"] === "es" ? "es" : "en")] }),
    });
    const card = await screen.findByRole("article", { name: /Lois Grand/ });
    expect(within(card).getByText("2 de 7 días esta semana; día 3 de 40 en Cuaresma: polvo, misericordia y el camino a casa")).toBeTruthy();
    expect(within(card).getByRole("progressbar", { name: "Los Evangelios en 30 días: 12 de 30" })).toBeTruthy();
    expect(within(card).getByRole("progressbar", { name: "Ora siete días seguidos: 2 de 7" })).toBeTruthy();
    expect(card.textContent).not.toMatch(/Lent|Gospels|Pray seven/);
    expect(bodiesSentTo(fetchSpy, "/api/family/progress").map((body) => body["lang"])).toEqual(["es"]);
  });

  it("shows someone in no family what the owner would see, and says a mistyped code in Spanish", async () => {
    const { user } = renderPage({ overview: () => ok({ ...ownerOverview, role: "none", members: [], invites: [] }) });
    expect(await screen.findByRole("heading", { name: "Únete a un plan Familia" })).toBeTruthy();
    expect(screen.getByText("Lo que verá la persona a cargo del plan si te unes:")).toBeTruthy();
    expect(screen.getByText("cuántos cuestionarios, devocionales, lecturas de planes y artículos hiciste cada día de los últimos 14 días")).toBeTruthy();
    await user.type(screen.getByLabelText("Código de Familia"), "FAM-1");
    await user.click(screen.getByRole("button", { name: "Aceptar y unirme" }));
    expect((await screen.findByText(/Ese código de Familia no parece correcto/)).textContent).toBe("Ese código de Familia no parece correcto. Se ve así: FAM-7K3QX9PD.");
  });
});
