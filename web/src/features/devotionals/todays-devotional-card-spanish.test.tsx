import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { ok } from "../../test/fake-api.tsx";
import { devotionalView, renderWithDevotionalApi } from "./devotional-test-support.tsx";
import { TodaysDevotionalCard } from "./todays-devotional-card.tsx";

describe("TodaysDevotionalCard in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says its heading, the path's day, whether it is read and the way in, in Spanish", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderWithDevotionalApi(
      {
        today: () =>
          ok(
            devotionalView({
              title: "Cambiar la ansiedad por oración con acción de gracias",
              path: { id: "anxiety", title: "Echa tu ansiedad: ansiedad y paz", theme: "Ansiedad", day: 1, days: 3 },
              language: "es",
            }),
          ),
      },
      <TodaysDevotionalCard />,
      { path: "/dashboard" },
    );
    const card = await screen.findByRole("region", { name: "Devocional de hoy" }, { timeout: 5_000 });
    expect(await within(card).findByText("Cambiar la ansiedad por oración con acción de gracias")).toBeTruthy();
    expect(within(card).getByRole("heading", { level: 2, name: "Devocional de hoy" })).toBeTruthy();
    expect(within(card).getByText(/Echa tu ansiedad/).closest("p")?.textContent).toContain("Día 1 de 3");
    expect(within(card).getByText("Aún sin leer")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Lee el devocional de hoy" })).toBeTruthy();
  });

  it("says a devotional not yet translated is in English, and marks its words English for screen readers", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderWithDevotionalApi(
      {
        today: () =>
          ok(
            devotionalView({
              title: "The Faithful Whose Names We Will Never Know",
              path: { id: "heroes-of-faith", title: "Heroes of Faith", theme: "Faith", day: 10, days: 10 },
              language: "en",
            }),
          ),
      },
      <TodaysDevotionalCard />,
      { path: "/dashboard" },
    );
    const card = await screen.findByRole("region", { name: "Devocional de hoy" }, { timeout: 5_000 });
    const title = await within(card).findByText("The Faithful Whose Names We Will Never Know");
    expect(title.getAttribute("lang")).toBe("en");
    expect(within(card).getByText("Heroes of Faith").getAttribute("lang")).toBe("en");
    expect(within(card).getByText("Heroes of Faith").closest("p")?.textContent).toContain("En inglés: aún sin traducir");
    // The card's own words stay Spanish (no lang of their own: the page's).
    expect(within(card).getByRole("link", { name: "Lee el devocional de hoy" }).closest("[lang='en']")).toBeNull();
  });

  it("says nothing of the kind for a Spanish devotional", { timeout: 15_000 }, async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderWithDevotionalApi({ today: () => ok(devotionalView({ title: "Mirad los lirios", language: "es" })) }, <TodaysDevotionalCard />, { path: "/dashboard" });
    const card = await screen.findByRole("region", { name: "Devocional de hoy" }, { timeout: 5_000 });
    expect((await within(card).findByText("Mirad los lirios")).hasAttribute("lang")).toBe(false);
    expect(card.textContent).not.toContain("En inglés");
  });
});
