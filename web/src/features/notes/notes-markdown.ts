import { translations } from "@berea/contracts/bible";
import { noteColourNames, type Note, type NoteColour } from "@berea/contracts/notes";
import { bookById, formatReference } from "../../lib/bible-books.ts";

/** "John 3:16-18": where the reader made the note, in that translation's numbering and book names. */
export function noteReference(note: Note): string {
  const book = bookById(note.book);
  const { translation, chapter, verseStart, verseEnd } = note.made;
  const verses = Array.from({ length: verseEnd - verseStart + 1 }, (_, index) => verseStart + index);
  return book ? formatReference(book, chapter, translation, verses) : `${note.book} ${chapter}:${verseStart}`;
}

const longDate = (ms: number) => new Date(ms).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** The export's words, in the reader's language (the notes namespace's `markdown`); English by default. */
export interface MarkdownWords {
  title: string;
  exported: (date: string, count: number) => string;
  highlighted: (colour: NoteColour) => string;
  noHighlight: string;
  date: (ms: number) => string;
}

export const englishMarkdownWords: MarkdownWords = {
  title: "Notes and highlights",
  exported: (date, count) => `Exported from Berea on ${date}: ${count} ${count === 1 ? "note" : "notes"}.`,
  highlighted: (colour) => `Highlighted ${noteColourNames[colour].toLowerCase()}`,
  noHighlight: "No highlight",
  date: longDate,
};

/** The notes as a Markdown file: a heading per note with its reference and translation, its colour and date, and its text. */
export function notesMarkdown(notes: readonly Note[], exportedAt: Date, words: MarkdownWords = englishMarkdownWords): string {
  const lines = [`# ${words.title}`, "", words.exported(words.date(exportedAt.getTime()), notes.length), ""];
  for (const note of notes) {
    lines.push(`## ${noteReference(note)} (${translations[note.made.translation].abbreviation})`, "");
    const colour = note.colour ? words.highlighted(note.colour) : words.noHighlight;
    lines.push(`${colour} · ${words.date(note.editedAt)}`, "");
    if (note.text) lines.push(...note.text.split("\n").map((line) => line.trimEnd()), "");
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

/** `berea-notes-2026-03-10.md` */
export const notesFileName = (exportedAt: Date): string => `berea-notes-${exportedAt.toISOString().slice(0, 10)}.md`;
