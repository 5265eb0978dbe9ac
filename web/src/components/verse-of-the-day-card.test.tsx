import type { VerseOfTheDay } from "@berea/contracts/bible";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "../test/fake-api.tsx";
import { chooseLanguage } from "../lib/language.ts";
import { localDate } from "../lib/verse-of-the-day.ts";
import { VerseOfTheDayCard } from "./verse-of-the-day-card.tsx";

const isaiah96 =
  "For unto us a child is born, unto us a son is given: and the government shall be upon his shoulder: and his name shall be called Wonderful, Counsellor, The mighty God, The everlasting Father, The Prince of Peace.";

const isaiah: VerseOfTheDay = {
  date: "2025-12-24",
  translation: "kjv",
  book: "Isa",
  chapter: 9,
  start: 6,
  end: 6,
  reference: "Isaiah 9:6",
  verses: [{ verse: 6, text: isaiah96 }],
};

function requestOf(call: unknown[] | undefined) {
  const url = new URL(String(call?.[0]), "http://localhost");
  return { path: url.pathname, date: url.searchParams.get("date"), translation: url.searchParams.get("translation") };
}

function renderCard(props: Parameters<typeof VerseOfTheDayCard>[0]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <VerseOfTheDayCard {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

const card = () => screen.getByRole("region", { name: "Verse of the day" });

describe("localDate", () => {
  it("formats a date as YYYY-MM-DD in local time, with leading zeros", () => {
    expect(localDate(new Date(2025, 0, 5))).toBe("2025-01-05");
    expect(localDate(new Date(2024, 1, 29, 23, 59, 59))).toBe("2024-02-29");
    expect(localDate(new Date(2025, 11, 31, 0, 0, 0))).toBe("2025-12-31");
    // Late in the evening local time is still that day, whatever the UTC date is.
    expect(localDate(new Date(2025, 5, 30, 23, 30))).toBe("2025-06-30");
  });

  it("is today by default", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(2026, 2, 7, 8, 15));
      expect(localDate()).toBe("2026-03-07");
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("VerseOfTheDayCard", () => {
  let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;

  beforeEach(() => {
    fetchSpy = vi.fn<typeof fetch>(async () => json(200, { payload: isaiah }));
    vi.stubGlobal("fetch", fetchSpy);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for today's verse by the reader's local date and translation", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2025, 11, 24, 23, 45));
    renderCard({ translation: "kjv" });

    expect(await screen.findByText(isaiah96)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(requestOf(fetchSpy.mock.calls[0])).toEqual({ path: "/api/verse-of-the-day", date: "2025-12-24", translation: "kjv" });
  });

  it("asks for the date and translation it is given", async () => {
    renderCard({ translation: "rv1909", date: "2024-02-29" });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(requestOf(fetchSpy.mock.calls[0])).toEqual({ path: "/api/verse-of-the-day", date: "2024-02-29", translation: "rv1909" });
  });

  it("shows a placeholder while loading, then the verse with its reference and a link into the chapter", async () => {
    renderCard({ translation: "kjv", date: "2025-12-24" });
    expect(card().getAttribute("aria-busy")).toBe("true");
    expect(within(card()).getByRole("heading", { level: 2, name: "Verse of the day" })).toBeTruthy();

    expect(await screen.findByText(isaiah96)).toBeTruthy();
    expect(card().getAttribute("aria-busy")).toBeNull();
    expect(within(card()).getByText("Isaiah 9:6 · KJV")).toBeTruthy();
    expect(within(card()).getByRole("link", { name: "Read Isaiah 9" }).getAttribute("href")).toBe("/Bible/kjv/Isaiah/9#6");
  });

  it("joins a passage's verses and links to its range", async () => {
    const passage: VerseOfTheDay = {
      ...isaiah,
      translation: "rv1909",
      book: "John",
      chapter: 3,
      start: 16,
      end: 17,
      reference: "Juan 3:16-17",
      verses: [
        { verse: 16, text: "Porque de tal manera amó Dios al mundo," },
        { verse: 17, text: "Porque no envió Dios a su Hijo al mundo." },
      ],
    };
    fetchSpy.mockImplementation(async () => json(200, { payload: passage }));
    renderCard({ translation: "rv1909", date: "2025-12-24", headingLevel: "h3" });

    expect(await screen.findByText("Porque de tal manera amó Dios al mundo, Porque no envió Dios a su Hijo al mundo.")).toBeTruthy();
    expect(within(card()).getByRole("heading", { level: 3, name: "Verse of the day" })).toBeTruthy();
    expect(within(card()).getByText("Juan 3:16-17 · RV1909")).toBeTruthy();
    expect(within(card()).getByRole("link", { name: "Read Juan 3" }).getAttribute("href")).toBe("/Bible/rv1909/John/3#16-17");
  });

  it("copies the verse with its reference and translation", async () => {
    const { user } = renderCard({ translation: "kjv", date: "2025-12-24" });
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const success = vi.spyOn(toast, "success");

    await user.click(await screen.findByRole("button", { name: "Copy" }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${isaiah96}\n— Isaiah 9:6 (KJV)`));
    expect(success).toHaveBeenCalledWith("Copied Isaiah 9:6");
  });

  it("tells the reader when the browser refuses to copy", async () => {
    const { user } = renderCard({ translation: "kjv", date: "2025-12-24" });
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
    const failure = vi.spyOn(toast, "error");

    await user.click(await screen.findByRole("button", { name: "Copy" }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith("Your browser did not allow copying. Select the text and copy it by hand."));
  });

  it("shows the server's message and Try again, which asks once more", async () => {
    fetchSpy.mockImplementationOnce(async () => json(400, { code: "invalid-argument", message: "That date does not exist." }));
    const { user } = renderCard({ translation: "kjv", date: "2025-12-24" });

    expect(await within(card()).findByText("That date does not exist.")).toBeTruthy();
    expect(within(card()).queryByText("Isaiah 9:6 · KJV")).toBeNull();

    await user.click(within(card()).getByRole("button", { name: "Try again" }));

    expect(await screen.findByText(isaiah96)).toBeTruthy();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(within(card()).queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("says the server could not be reached when the request fails", async () => {
    fetchSpy.mockRejectedValue(new TypeError("Failed to fetch"));
    renderCard({ translation: "kjv", date: "2025-12-24" });
    expect(await within(card()).findByText("Could not reach Berea. Check your connection and try again.")).toBeTruthy();
    expect(within(card()).getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("treats a reply it does not understand as an error", async () => {
    fetchSpy.mockImplementation(async () => json(200, { payload: { reference: "Isaiah 9:6" } }));
    renderCard({ translation: "kjv", date: "2025-12-24" });
    expect(await within(card()).findByText("The server sent an answer we did not understand.")).toBeTruthy();
  });

  describe("in Spanish", () => {
    const juan: VerseOfTheDay = {
      ...isaiah,
      translation: "rv1909",
      book: "John",
      chapter: 3,
      start: 16,
      end: 16,
      reference: "Juan 3:16",
      verses: [{ verse: 16, text: "Porque de tal manera amó Dios al mundo." }],
    };
    const tarjeta = () => screen.getByRole("region", { name: "Versículo del día" });

    it("says every word, toast and link in the language the reader chose", async () => {
      act(() => chooseLanguage("es", { keepOnProfile: false }));
      fetchSpy.mockImplementation(async () => json(200, { payload: juan }));
      const { user } = renderCard({ translation: "rv1909", date: "2025-12-24" });
      expect(within(tarjeta()).getByRole("heading", { name: "Versículo del día" })).toBeTruthy();

      expect(await screen.findByText("Porque de tal manera amó Dios al mundo.")).toBeTruthy();
      expect(within(tarjeta()).getByRole("link", { name: "Leer Juan 3" }).getAttribute("href")).toBe("/Bible/rv1909/John/3#16");
      expect(within(tarjeta()).getByRole("button", { name: "Compartir imagen" })).toBeTruthy();

      const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException("Denied", "NotAllowedError"));
      const success = vi.spyOn(toast, "success");
      const failure = vi.spyOn(toast, "error");
      await user.click(within(tarjeta()).getByRole("button", { name: "Copiar" }));
      await waitFor(() => expect(success).toHaveBeenCalledWith("Copiado: Juan 3:16"));
      expect(writeText).toHaveBeenCalledWith("Porque de tal manera amó Dios al mundo.\n— Juan 3:16 (RV1909)");
      await user.click(within(tarjeta()).getByRole("button", { name: "Copiar" }));
      await waitFor(() => expect(failure).toHaveBeenCalledWith("Tu navegador no permitió copiar. Selecciona el texto y cópialo a mano."));
    });

    it("offers 'Intentar de nuevo' after a refusal, and follows the switch while shown", async () => {
      act(() => chooseLanguage("es", { keepOnProfile: false }));
      fetchSpy.mockImplementationOnce(async () => json(400, { code: "invalid-argument", message: "Esa fecha no existe." }));
      const { user } = renderCard({ translation: "rv1909", date: "2025-12-24" });
      expect(await within(tarjeta()).findByText("Esa fecha no existe.")).toBeTruthy();
      fetchSpy.mockImplementation(async () => json(200, { payload: juan }));
      await user.click(within(tarjeta()).getByRole("button", { name: "Intentar de nuevo" }));
      expect(await screen.findByText("Porque de tal manera amó Dios al mundo.")).toBeTruthy();

      act(() => chooseLanguage("en", { keepOnProfile: false }));
      expect(within(card()).getByRole("button", { name: "Copy" })).toBeTruthy();
    });

    it("speaks the caller's language when it names one (the landing's copy), whatever is shown", async () => {
      fetchSpy.mockImplementation(async () => json(200, { payload: juan }));
      renderCard({ translation: "rv1909", date: "2025-12-24", language: "es" });
      expect(within(tarjeta()).getByRole("heading", { name: "Versículo del día" })).toBeTruthy();
      expect(await within(tarjeta()).findByRole("button", { name: "Copiar" })).toBeTruthy();
    });
  });
});
