import type { MemoryCard, MemoryMineReply } from "@berea/contracts/memory";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, bodiesSentTo, fakeAreaApi, ok, renderWithApi } from "../../test/fake-api.tsx";
import MemoryPage from "./memory-page.tsx";
import { ReviewSession } from "./review-session.tsx";
import { setMarkupLanguage } from "../../lib/language.ts";
import { readInSpanish } from "../../test/spanish.ts";

const card = (overrides: Partial<MemoryCard> = {}): MemoryCard => ({
  cardId: "card-juan-11-35",
  reference: "Juan 11:35",
  translation: "rv1909",
  book: "John",
  chapter: 11,
  start: 35,
  end: 35,
  verses: [{ verse: 35, text: "Y lloró Jesús." }],
  addedAt: "2026-03-09T12:00:00.000Z",
  due: "2026-03-09T12:00:00.000Z",
  dueDate: "2026-03-09",
  dueToday: true,
  state: "review",
  reps: 3,
  lapses: 0,
  stability: 2,
  lastReview: null,
  known: false,
  ...overrides,
});

const mine = (cards: MemoryCard[]): MemoryMineReply => ({ today: "2026-03-09", cards, stats: { streak: 1, reviewedToday: false, known: 0, total: cards.length, dueToday: 1 }, limit: 10 });

describe("scripture memory in Spanish", () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await readInSpanish("memory");
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("says the day's review, the streak, the verses with their next review date (date-fns es), plurals and the add form, and adds in the RV1909", async () => {
    const api = fakeAreaApi("memory", {
      mine: () => ok(mine([card(), card({ cardId: "c2", reference: "Salmos 23:1", dueToday: false, dueDate: "2026-03-16", reps: 1 })])),
      add: () => apiError(409, "already-exists", "Psalms 23:1 (RV1909) is already in your memory verses."),
    });
    const { user } = renderWithApi(api, [{ path: "/memory", element: <MemoryPage /> }], "/memory?add=Salmos%2023%3A1");
    expect(await screen.findByRole("heading", { level: 1, name: "Memorizar las Escrituras" })).toBeTruthy();
    expect(await screen.findByText("1 versículo está listo para repasar hoy.")).toBeTruthy();
    expect(screen.getByText("día seguido")).toBeTruthy();
    expect(screen.getByText("de 2 memorizados")).toBeTruthy();
    const verses = screen.getByRole("list", { name: "Tus versículos para memorizar" });
    expect(within(verses).getByText("Para repasar hoy")).toBeTruthy();
    expect(within(verses).getByText("Próximo repaso: lun 16 de mar")).toBeTruthy();
    expect(within(verses).getByText("Repasado 3 veces")).toBeTruthy();
    expect(within(verses).getByText("Repasado 1 vez")).toBeTruthy();
    expect(screen.getByText(/2 de 10 versículos en el plan Gratis/)).toBeTruthy();

    // A Spanish reader's form starts in the RV1909; the server's refusal is said in Spanish.
    const form = screen.getByRole("form", { name: "Agrega un versículo" });
    expect((within(form).getByLabelText("Referencia") as HTMLInputElement).value).toBe("Salmos 23:1");
    await user.click(within(form).getByRole("button", { name: "Agregar versículo" }));
    expect((await within(form).findByRole("alert")).textContent).toMatch(/^Salmos 23:1 \(RV1909\) ya está en tus versículos para memorizar\./);
    expect(bodiesSentTo(api, "/api/memory/add")[0]).toMatchObject({ translation: "rv1909", book: "Ps", chapter: 23, start: 1, end: 1 });

    await user.clear(within(form).getByLabelText("Referencia"));
    await user.type(within(form).getByLabelText("Referencia"), "Salmos 23");
    await user.click(within(form).getByRole("button", { name: "Agregar versículo" }));
    await waitFor(() => expect(within(form).getByRole("alert").textContent).toMatch(/^Indica los versículos además del capítulo, por ejemplo Salmos 23:1-3\./));
  });

  it("is prerendered with the RV1909 in its add form, and hydrates in it without a mismatch", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal("fetch", fakeAreaApi("memory", { mine: () => ok(mine([])) }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/memory"]}>
          <MemoryPage />
        </MemoryRouter>
      </QueryClientProvider>
    );
    setMarkupLanguage("es");
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const translation = () => container.querySelector<HTMLSelectElement>("#memory-add select")?.value;
    expect(translation()).toBe("rv1909");

    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(translation()).toBe("rv1909");
    act(() => root.unmount());
    container.remove();
    setMarkupLanguage("en");
    errors.mockRestore();
  });

  it("reviews in Spanish: the modes, the check of a typed verse and the grades", async () => {
    const api = fakeAreaApi("memory", {});
    const { user } = renderWithApi(api, [{ path: "/memory", element: <ReviewSession cards={[card()]} onFinish={() => undefined} /> }], "/memory");
    expect(await screen.findByText("Versículo 1 de 1")).toBeTruthy();
    const modes = screen.getByRole("radiogroup", { name: "Práctica" });
    expect(within(modes).getAllByRole("radio").map((radio) => radio.parentElement?.textContent)).toEqual(["Léelo", "Primeras letras", "Completa los espacios", "Escríbelo"]);
    await user.click(within(modes).getByLabelText("Escríbelo"));
    await user.type(screen.getByLabelText("Escribe el versículo de memoria"), "Y lloro Pedro");
    await user.click(screen.getByRole("button", { name: /Revisar/ }));
    expect(screen.getByText("2 de 3 palabras correctas.")).toBeTruthy();
    expect(screen.getByText("Tachado")).toBeTruthy();
    const grades = screen.getByRole("group", { name: "¿Qué tan bien lo sabías?" });
    expect(within(grades).getAllByRole("button").map((button) => button.textContent)).toEqual(["Otra vez1 No lo sabía", "Difícil2 Con esfuerzo", "Bien3 Lo sabía", "Fácil4 Sin dudar"]);
  });

  it("marks each verse's text in its translation's language: an English Bible's verse on a Spanish page is English", async () => {
    const kjv = card({ cardId: "kjv-john-11-35", reference: "John 11:35", translation: "kjv", verses: [{ verse: 35, text: "Jesus wept." }] });
    const api = fakeAreaApi("memory", { mine: () => ok(mine([card(), kjv])) });
    renderWithApi(api, [{ path: "/memory", element: <MemoryPage /> }], "/memory");
    const verses = await screen.findByRole("list", { name: "Tus versículos para memorizar" });
    expect(within(verses).getByText("Jesus wept.").getAttribute("lang")).toBe("en");
    expect(within(verses).getByText("Y lloró Jesús.").getAttribute("lang")).toBe("es");
  });
});
