import type { BillingStatus } from "@berea/contracts/billing";
import type { Plan } from "@berea/contracts/pricing";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeAddressApi, ok, renderWithApi, userData } from "../../test/fake-api.tsx";
import { readInSpanish } from "../../test/spanish.ts";
import { writeStored } from "../../lib/storage.ts";
import BillingPage from "./billing-page.tsx";
import SubscriptionPage from "./subscription-page.tsx";

// The server's plan catalogue (functions/src/plans/plan-catalog.ts): its names and feature lines are English.
const premium: Plan = {
  id: "premium",
  name: "Premium",
  paymentPlan: 1,
  monthly: 2.99,
  annual: 28.99,
  annualDiscountPercent: 19,
  trialDays: 7,
  features: ["Unlimited quizzes", "All trivia topics", "Devotional paths and progress tracking", "Full articles and PDFs"],
  order: 2,
};
const free: Plan = { ...premium, id: "free", name: "Free Plan", paymentPlan: 0, monthly: 0, annual: 0, trialDays: 0, features: ["12 quizzes per day", "Daily Bible verses"], order: 1 };

const status = (overrides: Partial<BillingStatus> = {}): BillingStatus => ({
  paymentPlan: 1,
  plan: "premium",
  cycle: "annual",
  status: "active",
  currentPeriodEnd: "2027-03-24T12:00:00.000Z",
  trialEnd: null,
  cancelAtPeriodEnd: false,
  paymentFailed: false,
  card: { brand: "visa", last4: "4242" },
  pending: null,
  ...overrides,
});

function choose(plan: Plan, billingCycle: "monthly" | "annual") {
  writeStored("plans", [free, premium]);
  writeStored("selectedPlan", { selectedPlan: plan.id, billingCycle });
  writeStored("userData", userData({ name: "Lidia", email: "lidia@example.com" }));
}

const renderBilling = (reply: BillingStatus) =>
  renderWithApi(fakeAddressApi({ "/api/billing/status": () => ok(reply), "/api/billing/cancel": () => ok({ ...reply, cancelAtPeriodEnd: true }) }), [{ path: "/billing", element: <BillingPage /> }], "/billing");

const renderSubscription = () =>
  renderWithApi(fakeAddressApi({ "/api/billing/config": () => ok({ publishableKey: null, stripeJsUrl: "https://js.stripe.com/v3" }) }), [{ path: "/subscription", element: <SubscriptionPage /> }, { path: "/dashboard", element: <p>Dashboard</p> }], "/subscription");

afterEach(() => vi.unstubAllGlobals());

describe("the subscription and billing pages", () => {
  it("say the plan in English as before: name, price, trial and the server's feature lines", async () => {
    choose(premium, "monthly");
    renderSubscription();
    const plan = await screen.findByRole("article", { name: "Pro Plan" });
    expect(plan.textContent).toContain("$2.99/month");
    expect(within(plan).getByText("7 days free trial, then $2.99 a month.")).toBeTruthy();
    expect(within(plan).getByText("All trivia topics")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Enter your details" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" })).toBeTruthy();
  });

  it("say the plan in Spanish to a Spanish reader: its name, the price as Spanish writes it, the trial and the feature lines", async () => {
    await readInSpanish("subscription");
    choose(premium, "monthly");
    renderSubscription();
    const plan = await screen.findByRole("article", { name: "Plan Pro" });
    expect(plan.textContent).toContain("2,99 US$/mes");
    expect(within(plan).getByText("7 días de prueba gratis; después, 2,99 US$ al mes.")).toBeTruthy();
    expect(within(plan).getByText("Todos los temas de preguntas")).toBeTruthy();
    expect(within(plan).queryByText("All trivia topics")).toBeNull();
    expect(screen.getByRole("heading", { name: "Escribe tus datos" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al panel" })).toBeTruthy();
    // No card payments on this server: said in Spanish from the error's reason.
    expect((await screen.findByRole("alert")).textContent).toContain("Todavía no se puede pagar con tarjeta.");
    expect(screen.getByRole("button", { name: "Intentar de nuevo" })).toBeTruthy();
  });

  it("offer the Free plan in Spanish, with its plan name and no card", async () => {
    await readInSpanish("subscription");
    choose(free, "annual");
    renderSubscription();
    const plan = await screen.findByRole("article", { name: "Plan Pro" });
    expect(within(plan).getByText("Plan Gratis")).toBeTruthy();
    expect(plan.textContent).toContain("0 US$/año");
    expect(screen.getByText("El plan Gratis no necesita ningún pago. Ya puedes empezar a leer y a jugar cuestionarios desde tu panel.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continuar" })).toBeTruthy();
  });

  it("offer a signed-out reader the sign-in link inside the sentence, in Spanish", async () => {
    await readInSpanish("subscription");
    choose(free, "annual");
    window.localStorage.removeItem("userData");
    renderSubscription();
    const link = await screen.findByRole("link", { name: "Inicia sesión" });
    expect(link.getAttribute("href")).toBe("/login");
    expect(link.parentElement?.textContent).toBe("El plan Gratis no necesita ningún pago. Inicia sesión para empezar a leer y a jugar cuestionarios.");
  });

  it("show billing in English as before", async () => {
    renderBilling(status());
    // The page's card once the plan is in (the one held open while it loads is replaced).
    const card = (await screen.findByRole("button", { name: "Cancel at the end of this period" })).closest("article") ?? document.body;
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("PremiumYearly");
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: "long" }).format(new Date("2027-03-24T12:00:00.000Z"));
    expect(within(card).getByText(`Next charge on ${date}.`)).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Cancel at the end of this period" })).toBeTruthy();
  });

  it("show billing in Spanish, its dates by the Spanish calendar, and cancelling says so in Spanish", async () => {
    await readInSpanish("subscription");
    const { user } = renderBilling(status({ plan: "family", cycle: "monthly" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Facturación" })).toBeTruthy();
    const card = (await screen.findByRole("button", { name: "Cancelar al final de este periodo" })).closest("article") ?? document.body;
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("FamiliaMensual");
    expect(within(card).getByText("Próximo cobro: 24 de marzo de 2027.")).toBeTruthy();
    expect(card.textContent).toContain("terminada en");
    expect(within(card).getByRole("link", { name: "Administrar tu familia" })).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Cancelar al final de este periodo" }));
    expect(await within(card).findByText("Tu plan termina el 24 de marzo de 2027. No se te volverá a cobrar.")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Conservar mi plan" })).toBeTruthy();
  });

  it("tell a Free reader in Spanish what Premium opens", async () => {
    await readInSpanish("subscription");
    renderBilling(status({ paymentPlan: 0, plan: "free", cycle: null, status: null, currentPeriodEnd: null, card: null }));
    // (The card is held open in the Free plan's words while it loads: its link comes with the reply.)
    expect(await screen.findByRole("link", { name: "Ver los planes" })).toBeTruthy();
    expect(screen.getByText(/^Tienes el plan Gratis\./)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Gratis");
  });
});
