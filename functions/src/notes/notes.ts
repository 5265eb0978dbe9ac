import type { BookMeta } from "@berea/contracts/bible";
import { maxNotesPerUser, noteSchema, type DeleteNoteRequest, type ListNotesReply, type Note, type SaveNoteReply, type SaveNoteRequest } from "@berea/contracts/notes";
import { canonicalRange } from "@berea/contracts/versification";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";

/**
 * Notes and highlights in the Bible reader. `bibleNotes/{uid}_{id}`, one
 * document per note, `id` made by the reader's device: a save sent twice
 * (a retry, a resend after being offline) lands on the same document.
 * `editedAt` is the device's time of the edit; a save or deletion older than
 * the one stored is not applied, so an edit made offline on one device never
 * overwrites a later one made on another. A deletion leaves a tombstone
 * (`deleted`, text and colour emptied) for the same reason: a late resend of
 * an older edit cannot bring a deleted note back.
 */

export const storedNoteSchema = noteSchema.extend({
  uid: z.string(),
  deleted: z.boolean(),
  /** ISO time the server last wrote it. */
  updatedAt: z.string(),
});
export type StoredNote = z.infer<typeof storedNoteSchema>;

export const bibleNotes = collection("bibleNotes", storedNoteSchema);
export const bibleNotesCollection = bibleNotes.name;

export interface NotesDeps {
  store: Store;
  now: () => Date;
  books: readonly BookMeta[];
}

const documentId = (uid: string, id: string) => `${uid}_${id}`;

const view = ({ id, book, start, end, made, colour, text, editedAt }: StoredNote): Note => ({ id, book, start, end, made, colour, text, editedAt });

/** An edit's time as kept: the device's, but never later than the server's clock (a device set in the future cannot pin its edit). */
const keptEditTime = (deps: NotesDeps, editedAt: number) => Math.min(editedAt, deps.now().getTime());

/** Every note of the user, most recently edited first. */
export async function listNotes(deps: NotesDeps, uid: string): Promise<ListNotesReply> {
  const docs = await bibleNotes.query(deps.store, { where: [{ field: "uid", op: "==", value: uid }] });
  const notes = docs
    .filter(({ data }) => !data.deleted)
    .map(({ data }) => view(data))
    .sort((a, b) => b.editedAt - a.editedAt || a.id.localeCompare(b.id));
  return { uid, notes, max: maxNotesPerUser };
}

/** Checks the reference against the Bible's books and chapters, and gives its range in KJV numbering. */
function placeNote(deps: NotesDeps, request: SaveNoteRequest): Pick<Note, "start" | "end"> {
  const book = deps.books.find((entry) => entry.id === request.book);
  if (!book) throw new AppError("invalid-argument", msg("notes.notABook", { book: request.book }), { book: msg("notes.notABookField") });
  const verses = book.verses[request.chapter - 1];
  if (verses === undefined) {
    throw new AppError("invalid-argument", msg("notes.chapters", { book: book.name, count: book.chapters }), { chapter: msg("notes.noSuchChapter") });
  }
  if (request.verseEnd > verses) {
    throw new AppError("invalid-argument", msg("notes.verses", { book: book.name, chapter: request.chapter, verses }), { verseEnd: msg("notes.noSuchVerse") });
  }
  const range = canonicalRange(request.translation, request.book, request.chapter, request.verseStart, request.verseEnd);
  if (!range) throw new AppError("invalid-argument", msg("notes.noText"), { verseStart: msg("notes.noTextField") });
  return range;
}

/** Creates or replaces the note with this id, unless a newer edit (or deletion) of it is stored. */
export async function saveNote(deps: NotesDeps, uid: string, request: SaveNoteRequest): Promise<SaveNoteReply> {
  const { start, end } = placeNote(deps, request);
  const editedAt = keptEditTime(deps, request.editedAt);
  const id = documentId(uid, request.id);
  const existing = await bibleNotes.get(deps.store, id);
  if (existing && existing.editedAt >= editedAt) return { applied: false, note: existing.deleted ? null : view(existing) };
  if (!existing || existing.deleted) {
    // A new note: the count is read before the save, so saves racing at the very edge could pass it by a few.
    const kept = await bibleNotes.count(deps.store, { where: [{ field: "uid", op: "==", value: uid }, { field: "deleted", op: "==", value: false }] });
    if (kept >= maxNotesPerUser) {
      throw new AppError("quota-exceeded", msg("notes.tooMany", { limit: { en: maxNotesPerUser.toLocaleString("en-US"), es: maxNotesPerUser } }));
    }
  }
  const note: StoredNote = {
    uid,
    id: request.id,
    book: request.book,
    start,
    end,
    made: { translation: request.translation, chapter: request.chapter, verseStart: request.verseStart, verseEnd: request.verseEnd },
    colour: request.colour,
    text: request.text.trim(),
    editedAt,
    deleted: false,
    updatedAt: deps.now().toISOString(),
  };
  return deps.store.runTransaction(async (tx) => {
    const fresh = await bibleNotes.get(tx, id);
    if (fresh && fresh.editedAt >= editedAt) return { applied: false, note: fresh.deleted ? null : view(fresh) };
    bibleNotes.set(tx, id, note);
    return { applied: true, note: view(note) };
  });
}

/** Deletes the note, unless a newer edit of it is stored; deleting a note that is not there changes nothing. */
export async function deleteNote(deps: NotesDeps, uid: string, request: DeleteNoteRequest): Promise<{ applied: boolean }> {
  const editedAt = keptEditTime(deps, request.editedAt);
  const id = documentId(uid, request.id);
  return deps.store.runTransaction(async (tx) => {
    const existing = await bibleNotes.get(tx, id);
    if (!existing || existing.deleted || existing.editedAt >= editedAt) return { applied: false };
    bibleNotes.set(tx, id, { ...existing, colour: null, text: "", editedAt, deleted: true, updatedAt: deps.now().toISOString() });
    return { applied: true };
  });
}
