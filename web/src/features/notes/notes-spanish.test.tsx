import type { Note } from "@berea/contracts/notes";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAreaApi, ok, renderWithApi } from "../../test/fake-api.tsx";
import { notesMarkdown } from "./notes-markdown.ts";
import NotesPage from "./notes-page.tsx";
import { readInSpanish } from "../../test/spanish.ts";

const note = (overrides: Partial<Note>): Note => ({
  id: "note-0001",
  book: "John",
  start: { chapter: 3, verse: 16 },
  end: { chapter: 3, verse: 16 },
  made: { translation: "rv1909", chapter: 3, verseStart: 16, verseEnd: 16 },
  colour: "green",
  text: "De tal manera amó Dios.",
  editedAt: Date.parse("2026-03-10T09:00:00Z"),
  ...overrides,
});

describe("/notes in Spanish", () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await readInSpanish("notes");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the notes with Spanish colours, dates (date-fns es), plurals and filters", async () => {
    renderWithApi(fakeAreaApi("notes", { list: () => ok({ uid: "u1", max: 5000, notes: [note({}), note({ id: "note-0002", colour: null, text: "Sin color." })] }) }), [{ path: "/notes", element: <NotesPage /> }], "/notes");
    expect(await screen.findByText("2 notas")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Notas y resaltados" })).toBeTruthy();
    expect(document.title).toBe("Notas y resaltados · Berea");
    expect(screen.getAllByText(/RV1909 · Verde · 10 mar 2026/).length).toBe(1);
    expect(screen.getByRole("option", { name: "Todos los colores" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Juan" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Exportar" })).toBeTruthy();
  });

  it("exports Markdown in the reader's words", () => {
    const words = {
      title: "Notas y resaltados",
      exported: (date: string, count: number) => `Exportado de Berea el ${date}: ${count} nota${count === 1 ? "" : "s"}.`,
      highlighted: () => "Resaltado en verde",
      noHighlight: "Sin resaltar",
      date: () => "10 de marzo de 2026",
    };
    expect(notesMarkdown([note({})], new Date("2026-03-10T09:00:00Z"), words).split("\n").slice(0, 6)).toEqual([
      "# Notas y resaltados",
      "",
      "Exportado de Berea el 10 de marzo de 2026: 1 nota.",
      "",
      "## Juan 3:16 (RV1909)",
      "",
    ]);
  });
});
