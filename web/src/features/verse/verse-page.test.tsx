import type { VerseOfTheDay } from "@berea/contracts/bible";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, renderWithApi } from "../../test/fake-api.tsx";
import { chooseLanguage } from "../../lib/language.ts";
import VersePage from "./verse-page.tsx";

const psalm: VerseOfTheDay = {
  date: "2026-11-27",
  translation: "kjv",
  book: "Ps",
  chapter: 23,
  start: 1,
  end: 1,
  reference: "Psalm 23:1",
  verses: [{ verse: 1, text: "The LORD is my shepherd; I shall not want." }],
};

const renderPage = () =>
  renderWithApi(
    vi.fn<typeof fetch>(() => Promise.resolve(json(200, { payload: psalm }))),
    [{ path: "/verse", element: <VersePage /> }],
    "/verse?translation=kjv",
  );

describe("VersePage", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the day's date and the link to memorize the verse, with a title", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Verse of the day" })).toBeTruthy();
    expect(document.title).toBe("Verse of the day · Berea");
    expect((await screen.findByText("Friday, November 27, 2026")).getAttribute("datetime")).toBe("2026-11-27");
    expect(await screen.findByRole("link", { name: "Memorize this verse" })).toBeTruthy();
  });

  it("speaks Spanish to a reader who chose it: the heading, the title, the date in Spanish words", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Versículo del día" })).toBeTruthy();
    expect(document.title).toBe("Versículo del día · Berea");
    // date-fns's Spanish loads for it (use-date-locale.ts), the date's place held meanwhile.
    expect((await screen.findByText("viernes, 27 de noviembre de 2026")).getAttribute("datetime")).toBe("2026-11-27");
    expect(await screen.findByRole("link", { name: "Memoriza este versículo" })).toBeTruthy();
  });
});
