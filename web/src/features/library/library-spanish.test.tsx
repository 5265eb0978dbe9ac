import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok, signedOut } from "../../test/fake-api.tsx";
import BookPage from "./book-page.tsx";
import ChapterPage from "./chapter-page.tsx";
import { LibraryPage } from "./library-page.tsx";
import { catalog, chapterReply, renderWithLibraryApi } from "./library-test-support.tsx";
import { readInSpanish } from "../../test/spanish.ts";

describe("the library in Spanish", () => {
  beforeEach(() => readInSpanish("library"));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("says a book's title page, its length and contents, and how to read it, in Spanish (the book itself is English)", async () => {
    renderWithLibraryApi({ "/api/library/catalog": () => ok(catalog()), "/api/": () => signedOut() }, <BookPage />, { path: "/Books/:bookId", initialEntry: "/Books/treasury-of-david" });
    expect(await screen.findByRole("link", { name: "Empezar a leer" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "The Treasury of David" })).toBeTruthy();
    expect(screen.getByText("Unas 39 horas de lectura · 3 capítulos")).toBeTruthy();
    const contents = screen.getByRole("region", { name: "Contenido" });
    expect(within(contents).getAllByRole("link").map((link) => link.textContent)).toEqual(["1Preface3 min", "2Psalm 139 min", "3Psalm 248 min"]);
    expect(screen.getByText(/El texto viene del módulo TDavid del paquete sword-comm-tdavid de Debian \(versión 1\.1-1\)/)).toBeTruthy();
    expect(document.title).toBe("The Treasury of David · Libros · Berea");
    expect(screen.getByRole("link", { name: "Todos los libros" })).toBeTruthy();
    // The book's own words are English, marked so for a screen reader; the page's are Spanish.
    expect(screen.getByRole("heading", { level: 1, name: "The Treasury of David" }).getAttribute("lang")).toBe("en");
    expect(within(contents).getAllByText(/^(Preface|Psalm \d)$/).map((title) => title.getAttribute("lang"))).toEqual(["en", "en", "en"]);
    expect(screen.getByRole("link", { name: "Empezar a leer" }).closest("[lang='en']")).toBeNull();
  });

  it("says a chapter's place, reading time and the chapters either side in Spanish", async () => {
    renderWithLibraryApi({ "/api/library/chapter": () => ok(chapterReply()) }, <ChapterPage />, { path: "/Books/:bookId/:chapter", initialEntry: "/Books/treasury-of-david/2" });
    expect(await screen.findByText(/Capítulo 2 de 3/)).toBeTruthy();
    expect(screen.getByText(/39 min de lectura/)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Capítulos" });
    expect(within(nav).getByRole("link", { name: "Capítulo anterior: Preface" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Capítulo siguiente: Psalm 2" })).toBeTruthy();
    // The chapter's title and text are the book's English, marked so; the page's words around them are not.
    const article = screen.getByRole("article");
    expect(within(article).getByRole("heading", { level: 1 }).getAttribute("lang")).toBe("en");
    const text = article.querySelector("[lang='en'] p");
    expect(text?.textContent?.length).toBeGreaterThan(0);
    expect(screen.getByText(/39 min de lectura/).closest("[lang='en']")).toBeNull();
  });

  it("says the catalogue's categories and notes (Berea's words about the books) in Spanish, and marks the books' own words English", async () => {
    renderWithLibraryApi({ "/api/library/catalog": () => ok(catalog()), "/api/": () => signedOut() }, <LibraryPage articles={null} />, { path: "/Books", initialEntry: "/Books" });
    const card = await screen.findByRole("listitem", { name: "The Treasury of David" });
    expect(within(card).getByText("Comentario").hasAttribute("lang")).toBe(false);
    expect(within(card).getByRole("heading", { name: "The Treasury of David" }).getAttribute("lang")).toBe("en");
    expect(within(card).getByText(/Spurgeon's great work on the Psalms/).getAttribute("lang")).toBe("en");
    const listed = screen.getByRole("listitem", { name: "The Pilgrim’s Progress" });
    expect(within(listed).getByText("Alegoría")).toBeTruthy();
    const note = within(listed).getByText("No se puede leer en Berea: es de dominio público, pero ningún paquete SWORD de Debian lo incluye.");
    expect(note.hasAttribute("lang")).toBe(false);
    expect(listed.textContent).not.toContain("Not available");
  });
});
