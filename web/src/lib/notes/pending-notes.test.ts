import type { Note, SaveNoteRequest } from "@berea/contracts/notes";
import { afterEach, describe, expect, it } from "vitest";
import { mergeNotes, nextEditTime, queueEdit, readPendingEdits, settleEdit, writePendingEdits, type PendingEdits } from "./pending-notes.ts";

const t0 = Date.parse("2026-03-10T09:00:00Z");
const save = (overrides: Partial<SaveNoteRequest> = {}): SaveNoteRequest => ({
  id: "note-0001",
  translation: "kjv",
  book: "John",
  chapter: 3,
  verseStart: 16,
  verseEnd: 16,
  colour: "yellow",
  text: "Loved.",
  editedAt: t0,
  ...overrides,
});
const serverNote = (overrides: Partial<Note> = {}): Note => ({
  id: "note-0001",
  book: "John",
  start: { chapter: 3, verse: 16 },
  end: { chapter: 3, verse: 16 },
  made: { translation: "kjv", chapter: 3, verseStart: 16, verseEnd: 16 },
  colour: "yellow",
  text: "Loved.",
  editedAt: t0,
  ...overrides,
});

afterEach(() => window.localStorage.clear());

describe("the queue of unsent edits", () => {
  it("keeps one edit per note: the later one", () => {
    let queue: PendingEdits = {};
    queue = queueEdit(queue, { kind: "save", request: save({ text: "first", editedAt: t0 }) });
    queue = queueEdit(queue, { kind: "save", request: save({ text: "second", editedAt: t0 + 10 }) });
    queue = queueEdit(queue, { kind: "save", request: save({ text: "older, arriving late", editedAt: t0 + 5 }) });
    expect(Object.values(queue)).toEqual([{ kind: "save", request: save({ text: "second", editedAt: t0 + 10 }) }]);
    queue = queueEdit(queue, { kind: "delete", id: "note-0001", editedAt: t0 + 20 });
    expect(Object.values(queue)).toEqual([{ kind: "delete", id: "note-0001", editedAt: t0 + 20 }]);
  });

  it("drops an edit once the server answered it, but not a later edit made while it was on its way", () => {
    const sent = queueEdit({}, { kind: "save", request: save({ editedAt: t0 }) });
    expect(settleEdit(sent, "note-0001", t0)).toEqual({});
    const editedMeanwhile = queueEdit(sent, { kind: "save", request: save({ text: "newer", editedAt: t0 + 1 }) });
    expect(settleEdit(editedMeanwhile, "note-0001", t0)).toBe(editedMeanwhile);
  });

  it("survives the page: kept per account in localStorage, a bad entry read as none", () => {
    const queue = queueEdit({}, { kind: "save", request: save() });
    writePendingEdits("reader-a", queue);
    expect(readPendingEdits("reader-a")).toEqual(queue);
    expect(readPendingEdits("reader-b")).toEqual({});
    window.localStorage.setItem("berea.notes.pending.reader-c", JSON.stringify({ x: { kind: "save", request: { id: 1 } } }));
    expect(readPendingEdits("reader-c")).toEqual({});
    writePendingEdits("reader-a", {});
    expect(window.localStorage.getItem("berea.notes.pending.reader-a")).toBeNull();
  });

  it("makes each edit later than the note's last one, even with the clock set back", () => {
    expect(nextEditTime(t0, undefined)).toBe(t0);
    expect(nextEditTime(t0, t0 + 5000)).toBe(t0 + 5001);
  });
});

describe("merging with the server's list", () => {
  it("shows an unsent new note, in KJV numbering (RV1909 Jonás 2:1 is Jonah 1:17)", () => {
    const queue = queueEdit({}, { kind: "save", request: save({ id: "note-rv", translation: "rv1909", book: "Jonah", chapter: 2, verseStart: 1, verseEnd: 1, editedAt: t0 + 1 }) });
    const merged = mergeNotes([serverNote()], queue);
    expect(merged.map((note) => note.id)).toEqual(["note-rv", "note-0001"]);
    expect(merged[0]).toMatchObject({ start: { chapter: 1, verse: 17 }, end: { chapter: 1, verse: 17 } });
  });

  it("an unsent edit or deletion replaces the server's older copy, never a newer one", () => {
    const edited = queueEdit({}, { kind: "save", request: save({ text: "edited offline", editedAt: t0 + 1 }) });
    expect(mergeNotes([serverNote()], edited).map((note) => note.text)).toEqual(["edited offline"]);
    expect(mergeNotes([serverNote({ text: "newer elsewhere", editedAt: t0 + 2 })], edited).map((note) => note.text)).toEqual(["newer elsewhere"]);
    const deleted = queueEdit({}, { kind: "delete", id: "note-0001", editedAt: t0 + 1 });
    expect(mergeNotes([serverNote()], deleted)).toEqual([]);
    expect(mergeNotes([serverNote({ editedAt: t0 + 2 })], deleted)).toHaveLength(1);
  });

  it("a resend the server already took shows once", () => {
    const queue = queueEdit({}, { kind: "save", request: save() });
    expect(mergeNotes([serverNote()], queue)).toHaveLength(1);
  });
});
