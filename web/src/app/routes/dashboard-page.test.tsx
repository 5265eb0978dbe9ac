import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeDashboardApi, onDashboardMorning } from "../../features/dashboard/dashboard-test-support.tsx";
import { devotionalView } from "../../features/devotionals/devotional-test-support.tsx";
import { ok, renderWithApi } from "../../test/fake-api.tsx";
import { readInSpanish } from "../../test/spanish.ts";
import DashboardRoute from "./dashboard-page.tsx";

/** The home's own API, and today's devotional, which the devotionals' card asks for. */
function homeApi() {
  const dashboard = fakeDashboardApi({});
  return vi.fn<typeof fetch>(async (input, init) =>
    new URL(String(input), "http://localhost").pathname === "/api/devotionals/today" ? ok(devotionalView()) : dashboard(input, init),
  );
}

describe("the signed-in home as the app composes it", () => {
  onDashboardMorning();

  it("shows the day's verse and devotional in the dashboard, and a Free user the pricing screen below", async () => {
    renderWithApi(homeApi(), [{ path: "/dashboard", element: <DashboardRoute /> }], "/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Good morning, Ruth" })).toBeTruthy();
    const verse = await screen.findByRole("region", { name: "Verse of the day" });
    expect(await within(verse).findByText("Thy word is a lamp unto my feet, and a light unto my path.")).toBeTruthy();
    expect(await screen.findByText("Trading Worry for Prayer with Thanksgiving")).toBeTruthy();
    const pricing = await screen.findByRole("heading", { level: 1, name: "Choose your plan" });
    expect(pricing.closest("#plans")).not.toBeNull();
  });

  it("shows a Spanish reader the pricing screen in Spanish: prices, cycles, the trial and the plans' features", { timeout: 15_000 }, async () => {
    await readInSpanish("dashboard", "pricing");
    const { user } = renderWithApi(homeApi(), [{ path: "/dashboard", element: <DashboardRoute /> }], "/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Buenos días, Ruth" }, { timeout: 5000 })).toBeTruthy();
    const pricing = (await screen.findByRole("heading", { level: 1, name: "Elige tu plan" }, { timeout: 5000 })).closest("section");
    if (!pricing) throw new Error("The pricing screen has no section.");
    const premium = within(pricing).getByRole("radio", { name: /^Premium/ }).closest("label");
    expect(premium?.textContent).toContain("2,99 US$/mes");
    expect(within(pricing).getByText("Cuestionarios ilimitados")).toBeTruthy();
    expect(within(pricing).getByText("5 días de prueba gratis")).toBeTruthy();
    expect(within(pricing).getByRole("button", { name: "Completar la compra" })).toBeTruthy();
    await user.click(within(pricing).getByRole("radio", { name: "Anual" }));
    expect(within(pricing).getByText(/19 % de descuento/).textContent).toBe("19 % de descuento: 35,88 28,99 al año");
    await user.click(within(pricing).getByRole("radio", { name: /^Plan Gratis/ }));
    expect(within(pricing).getByRole("button", { name: "Continuar" })).toBeTruthy();
  });
});
