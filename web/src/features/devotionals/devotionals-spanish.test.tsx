import type { DevotionalView } from "@berea/contracts/content";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { ok } from "../../test/fake-api.tsx";
import DevotionalPage from "./devotional-page.tsx";
import DevotionalsPage from "./devotionals-page.tsx";
import { bodiesSent, devotionalView, pathsReply, renderWithDevotionalApi, timeZone } from "./devotional-test-support.tsx";

/** Today's devotional as the API answers `lang: "es"`: written in Spanish, quoting the RV1909. */
const spanishView = (overrides: Partial<DevotionalView> = {}): DevotionalView =>
  devotionalView({
    title: "Cambiar la ansiedad por oración con acción de gracias",
    path: { id: "anxiety", title: "Echa tu ansiedad: ansiedad y paz", theme: "Ansiedad", day: 1, days: 3 },
    passage: {
      label: "Filipenses 4:6-7",
      translation: "rv1909",
      reference: { book: "Phil", chapter: 4, start: 6, end: 7 },
      verses: [
        { verse: 6, text: "Por nada estéis afanosos; sino sean notorias vuestras peticiones delante de Dios en toda oración y ruego, con hacimiento de gracias." },
        { verse: 7, text: "Y la paz de Dios, que sobrepuja todo entendimiento, guardará vuestros corazones y vuestros entendimientos en Cristo Jesús." },
      ],
    },
    reflection: ["Pablo escribió estas palabras desde una celda."],
    prayer: "Padre, guarda mi corazón con tu paz. Amén.",
    question: "¿Qué preocupación puedes poner hoy en palabras delante de Dios?",
    author: "El equipo de Berea",
    language: "es",
    ...overrides,
  });

const spanishPaths = () => {
  const reply = pathsReply();
  return { ...reply, paths: reply.paths.map((path) => ({ ...path, language: "es" as const })) };
};

describe("the devotionals in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks the API in Spanish and shows today's devotional, in RV1909, with the page's words, date and plurals in Spanish", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const { fetchSpy } = renderWithDevotionalApi({ today: () => ok(spanishView()), paths: () => ok(spanishPaths()) }, <DevotionalsPage />);

    expect(await screen.findByRole("heading", { level: 1, name: "Devocionales" })).toBeTruthy();
    const article = await screen.findByRole("article", { name: "Cambiar la ansiedad por oración con acción de gracias" });
    expect(bodiesSent(fetchSpy, "today")).toEqual([{ timeZone, translation: "kjv", lang: "es" }]);
    expect(bodiesSent(fetchSpy, "paths")).toEqual([{ timeZone, lang: "es" }]);
    expect(document.title).toBe("Devocionales · Berea");

    // The eyebrow's date in Spanish words (date-fns's es locale): "viernes, 27 de noviembre".
    expect(within(article).getByText(/Devocional de hoy/).textContent).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de [a-z]+$/);
    expect(within(article).getByText("Día 1 de 3")).toBeTruthy();
    const passage = within(article).getByRole("figure", { name: "Filipenses 4:6-7 (RV1909)" });
    expect(passage.textContent).toContain("Por nada estéis afanosos");
    // A Spanish devotional always quotes the RV1909: no choice of English translation.
    expect(within(article).queryByRole("combobox")).toBeNull();
    expect(within(article).getByText("Escrito por El equipo de Berea")).toBeTruthy();
    expect(within(article).getByRole("region", { name: "Oración" })).toBeTruthy();
    expect(within(article).getByRole("region", { name: "Para meditar" })).toBeTruthy();
    expect(within(article).getByRole("button", { name: "Marcar como leído" })).toBeTruthy();
    expect(within(article).getByRole("textbox", { name: "Tu nota" }).getAttribute("placeholder")).toBe(
      "¿Qué te llamó la atención? Una oración, un nombre, una promesa para recordar.",
    );
    expect(screen.getByRole("link", { name: "planes de lectura" }).getAttribute("href")).toBe("/Plans");

    // The paths, with their progress and plurals (a lazy part, rendered once today's devotional is shown).
    expect(await screen.findByRole("heading", { level: 2, name: "Caminos devocionales" })).toBeTruthy();
    const forgiveness = screen.getByRole("heading", { level: 3, name: "Seventy Times Seven" }).closest("li");
    if (!forgiveness) throw new Error("No card for Seventy Times Seven");
    expect(within(forgiveness).getByText("3 de 5 leídos")).toBeTruthy();
    expect(within(forgiveness).getByText("Ver los 5 días").textContent).toBe("Ver los 5 días de Seventy Times Seven");
    expect(within(forgiveness).getByRole("link", { name: "Continuar: Seventy Times Seven" })).toBeTruthy();
  });

  it("says a devotional not yet translated is in English, marking its title, path, reflection, prayer and question English", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderWithDevotionalApi({ today: () => ok(devotionalView({ title: "The Faithful Whose Names We Will Never Know", language: "en" })), paths: () => ok(spanishPaths()) }, <DevotionalsPage />);
    const article = await screen.findByRole("article", { name: "The Faithful Whose Names We Will Never Know" });
    expect(within(article).getByText("Este devocional aún no está traducido, así que lo lees en inglés.")).toBeTruthy();
    expect(within(article).getByRole("heading", { name: "The Faithful Whose Names We Will Never Know" }).getAttribute("lang")).toBe("en");
    const english = [...article.querySelectorAll("[lang='en']")].map((element) => element.textContent ?? "");
    const view = devotionalView();
    expect(english).toEqual(expect.arrayContaining([view.prayer, view.question, ...view.reflection]));
    // The page's own words around them stay Spanish.
    expect(within(article).getByRole("button", { name: "Marcar como leído" }).closest("[lang='en']")).toBeNull();
    // Berea's own team, named in Spanish.
    expect(within(article).getByText("Escrito por El equipo de Berea")).toBeTruthy();
  });

  it("badges a path not yet translated 'En inglés' and marks its title, description and days English", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const reply = pathsReply();
    const [english, ...others] = reply.paths;
    if (!english) throw new Error("No path in the reply");
    renderWithDevotionalApi(
      { today: () => ok(spanishView()), paths: () => ok({ ...reply, paths: [{ ...english, language: "en" as const }, ...others.map((path) => ({ ...path, language: "es" as const }))] }) },
      <DevotionalsPage />,
    );
    const title = await screen.findByRole("heading", { level: 3, name: english.title });
    const card = title.closest("li");
    if (!card) throw new Error(`No card for ${english.title}`);
    expect(title.getAttribute("lang")).toBe("en");
    expect(within(card).getByText("En inglés")).toBeTruthy();
    expect(within(card).getByText(english.description).getAttribute("lang")).toBe("en");
    for (const day of english.days) expect(within(card).getByText(day.title).getAttribute("lang")).toBe("en");
    // A Spanish path has no badge.
    const other = others[0];
    if (!other) throw new Error("Only one path in the reply");
    const otherCard = screen.getByRole("heading", { level: 3, name: other.title }).closest("li");
    expect(otherCard?.textContent).not.toContain("En inglés");
  });

  it("asks for one devotional in Spanish and names the days around it in Spanish", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const second = spanishView({ id: "anxiety-02", title: "Mirad los lirios", today: false, path: { id: "anxiety", title: "Echa tu ansiedad", theme: "Ansiedad", day: 2, days: 3 } });
    const { fetchSpy } = renderWithDevotionalApi(
      { get: () => ok(second), paths: () => ok(spanishPaths()) },
      <DevotionalPage />,
      { path: "/Devotionals/:id", initialEntry: "/Devotionals/anxiety-02" },
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Mirad los lirios" })).toBeTruthy();
    expect(bodiesSent(fetchSpy, "get")).toEqual([{ id: "anxiety-02", timeZone, translation: "kjv", lang: "es" }]);
    expect(document.title).toBe("Mirad los lirios · Devocionales · Berea");
    expect(screen.getByRole("link", { name: "Todos los devocionales" })).toBeTruthy();
    const nav = await screen.findByRole("navigation", { name: "Echa tu ansiedad: más días" });
    expect(within(nav).getByRole("link", { name: "Anterior, día 1: Trading Worry for Prayer with Thanksgiving" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Siguiente, día 3: The Lord Is My Shepherd" })).toBeTruthy();
  });
});
