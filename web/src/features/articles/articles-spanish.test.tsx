import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { callsTo, ok, userData } from "../../test/fake-api.tsx";
import ArticlePage from "./article-page.tsx";
import { ArticlesSection } from "./articles-section.tsx";
import { articleSummary, articleView, renderWithArticleApi } from "./articles-test-support.tsx";

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** An article as the API answers `lang: "es"`. */
const spanish = { id: "orar-los-salmos", title: "Orar los Salmos", summary: "Los Salmos nos enseñan a llevarlo todo a Dios.", language: "es" as const };

describe("the articles in Spanish", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for the list in Spanish and shows the section in Spanish, with the count's plural", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const { fetchSpy, user } = renderWithArticleApi(
      {
        "/api/articles/list": () => ok({ articles: [articleSummary(spanish), articleSummary({ id: "agustin", title: "Agustín de Hipona", topic: "church-history", language: "es" })] }),
        "/api/": () => ok(userData({ paymentPlan: 0 })),
      },
      <ArticlesSection />,
      { path: "/Books", initialEntry: "/Books" },
    );

    expect(await screen.findByRole("heading", { level: 2, name: "Artículos y reflexiones" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 3, name: "Orar los Salmos" })).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/articles/list").map(([, body]) => body)).toEqual([{ lang: "es" }]);
    expect(screen.getByRole("status").textContent).toBe("2 artículos");
    expect(await screen.findByText(/Tu plan Gratis abre 4 artículos completos cada mes/)).toBeTruthy();
    expect(screen.getAllByText("5 min de lectura").length).toBe(2);

    await user.click(within(screen.getByRole("group", { name: "Filtrar artículos por tema" })).getByRole("button", { name: "Oración" }));
    expect(screen.getByRole("status").textContent).toBe("1 artículo sobre oración");
  });

  it("asks for one article in Spanish and says the Free plan's limit in Spanish", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const { fetchSpy } = renderWithArticleApi(
      { "/api/articles/get": () => ok(articleView({ ...spanish, full: false, freeLeft: 0 })) },
      <ArticlePage />,
      { path: "/Articles/:slug", initialEntry: "/Articles/orar-los-salmos" },
    );

    expect(await screen.findByRole("heading", { level: 1, name: "Orar los Salmos" })).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/articles/get").map(([, body]) => body)).toEqual([{ id: "orar-los-salmos", timeZone, lang: "es" }]);
    expect(document.title).toBe("Orar los Salmos · Artículos · Berea");
    expect(screen.getByRole("link", { name: "Todos los artículos" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Oración" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Sigue leyendo con Premium" })).toBeTruthy();
    expect(screen.getByText(/^Tus artículos gratis vuelven a empezar el 1 de [a-z]+\./)).toBeTruthy();
  });

  it("says an article not yet translated is in English, marking its title and text English", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderWithArticleApi(
      { "/api/articles/get": () => ok(articleView({ id: "augustine", title: "Augustine of Hippo", language: "en", full: true, freeLeft: 3 })) },
      <ArticlePage />,
      { path: "/Articles/:slug", initialEntry: "/Articles/augustine" },
    );
    const title = await screen.findByRole("heading", { level: 1, name: "Augustine of Hippo" });
    expect(title.getAttribute("lang")).toBe("en");
    expect(screen.getByText("Este artículo aún no está traducido, así que lo lees en inglés.").closest("[lang='en']")).toBeNull();
    const paragraphs = [...document.querySelectorAll("article section p")];
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(paragraphs.every((paragraph) => paragraph.getAttribute("lang") === "en")).toBe(true);
    expect(screen.getByRole("link", { name: "Todos los artículos" }).closest("[lang='en']")).toBeNull();
    // Berea's own team is named in the page's words; a section named by its English heading is marked English.
    expect(screen.getByText(/^El equipo de Berea/).textContent).toMatch(/^El equipo de Berea/);
    expect(screen.queryByText("The Berea team")).toBeNull();
  });

  it("says nothing of the kind for a Spanish article", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    renderWithArticleApi({ "/api/articles/get": () => ok(articleView({ ...spanish, full: true, freeLeft: 3 })) }, <ArticlePage />, { path: "/Articles/:slug", initialEntry: "/Articles/orar-los-salmos" });
    expect((await screen.findByRole("heading", { level: 1, name: "Orar los Salmos" })).hasAttribute("lang")).toBe(false);
    expect(document.body.textContent).not.toContain("en inglés");
  });
});
