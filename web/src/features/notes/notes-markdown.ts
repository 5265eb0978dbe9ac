import { translations } from "@berea/contracts/bible";
import { noteColourNames, type Note } from "@berea/contracts/notes";
import { bookById, formatReference } from "../../lib/bible-books.ts";

/** "John 3:16-18": where the reader made the note, in that translation's numbering and book names. */
export function noteReference(note: Note): string {
  const book = bookById(note.book);
  const { translation, chapter, verseStart, verseEnd } = note.made;
  const verses = Array.from({ length: verseEnd - verseStart + 1 }, (_, index) => verseStart + index);
  return book ? formatReference(book, chapter, translation, verses) : `${note.book} ${chapter}:${verseStart}`;
}

const longDate = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** The notes as a Markdown file: a heading per note with its reference and translation, its colour and date, and its text. */
export function notesMarkdown(notes: readonly Note[], exportedAt: Date): string {
  const lines = ["# Notes and highlights", "", `Exported from Berea on ${longDate(exportedAt.getTime())}: ${notes.length} ${notes.length === 1 ? "note" : "notes"}.`, ""];
  for (const note of notes) {
    lines.push(`## ${noteReference(note)} (${translations[note.made.translation].abbreviation})`, "");
    const colour = note.colour ? `Highlighted ${noteColourNames[note.colour].toLowerCase()}` : "No highlight";
    lines.push(`${colour} · ${longDate(note.editedAt)}`, "");
    if (note.text) lines.push(...note.text.split("\n").map((line) => line.trimEnd()), "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** `berea-notes-2026-03-10.md` */
export const notesFileName = (exportedAt: Date): string => `berea-notes-${exportedAt.toISOString().slice(0, 10)}.md`;
