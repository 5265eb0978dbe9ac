import type { VerseOfTheDay } from "@berea/contracts/bible";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../test/fake-api.tsx";
import { spanish } from "./copy-es.tsx";
import { LandingCopyContext } from "./landing-copy.ts";
import VerseOfTheDayIsland from "./verse-of-the-day-island.tsx";

const salmo: VerseOfTheDay = {
  date: "2025-12-24",
  translation: "rv1909",
  book: "Ps",
  chapter: 23,
  start: 1,
  end: 1,
  reference: "Salmos 23:1",
  verses: [{ verse: 1, text: "Jehová es mi pastor; nada me faltará." }],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the landing's verse of the day", () => {
  it("is the Spanish landing's: the RV1909 and Spanish words, from its copy (no i18next), on an English browser", async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => json(200, { payload: salmo }));
    vi.stubGlobal("fetch", fetchSpy);
    render(
      <MemoryRouter>
        <LandingCopyContext.Provider value={spanish}>
          <VerseOfTheDayIsland />
        </LandingCopyContext.Provider>
      </MemoryRouter>,
    );

    const card = screen.getByRole("region", { name: "Versículo del día" });
    expect(within(card).getByRole("heading", { name: "Versículo del día" })).toBeTruthy();
    expect(await within(card).findByText("Jehová es mi pastor; nada me faltará.")).toBeTruthy();
    expect(new URL(String(fetchSpy.mock.calls[0]?.[0]), "http://localhost").searchParams.get("translation")).toBe("rv1909");
    expect(within(card).getByRole("button", { name: "Copiar" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Compartir imagen" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Leer Salmos 23" })).toBeTruthy();
  });

  it("is the English landing's by default", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>(async () => json(200, { payload: { ...salmo, translation: "kjv", reference: "Psalms 23:1", verses: [{ verse: 1, text: "The LORD is my shepherd; I shall not want." }] } })));
    render(
      <MemoryRouter>
        <VerseOfTheDayIsland />
      </MemoryRouter>,
    );
    const card = screen.getByRole("region", { name: "Verse of the day" });
    expect(await within(card).findByText("The LORD is my shepherd; I shall not want.")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Read Psalms 23" })).toBeTruthy();
  });
});
