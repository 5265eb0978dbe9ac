import type { Note } from "@berea/contracts/notes";
import { describe, expect, it } from "vitest";
import { noteReference, notesFileName, notesMarkdown } from "./notes-markdown.ts";

const note = (overrides: Partial<Note>): Note => ({
  id: "note-0001",
  book: "John",
  start: { chapter: 3, verse: 16 },
  end: { chapter: 3, verse: 17 },
  made: { translation: "kjv", chapter: 3, verseStart: 16, verseEnd: 17 },
  colour: "yellow",
  text: "For God so loved.\nAnd sent his Son.",
  editedAt: Date.parse("2026-03-10T09:00:00Z"),
  ...overrides,
});

describe("the Markdown export", () => {
  it("gives each note its reference in the translation it was made in, its colour, date and text", () => {
    const rv = note({ id: "note-0002", book: "Jonah", start: { chapter: 1, verse: 17 }, end: { chapter: 1, verse: 17 }, made: { translation: "rv1909", chapter: 2, verseStart: 1, verseEnd: 1 }, colour: null, text: "El gran pez." });
    expect(noteReference(rv)).toBe("Jonás 2:1");
    expect(notesMarkdown([note({}), rv], new Date("2026-03-11T08:00:00Z"))).toBe(
      [
        "# Notes and highlights",
        "",
        "Exported from Berea on 11 March 2026: 2 notes.",
        "",
        "## John 3:16-17 (KJV)",
        "",
        "Highlighted yellow · 10 March 2026",
        "",
        "For God so loved.",
        "And sent his Son.",
        "",
        "## Jonás 2:1 (RV1909)",
        "",
        "No highlight · 10 March 2026",
        "",
        "El gran pez.",
        "",
      ].join("\n"),
    );
    expect(notesFileName(new Date("2026-03-11T08:00:00Z"))).toBe("berea-notes-2026-03-11.md");
  });
});
