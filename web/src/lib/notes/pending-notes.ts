import { noteSchema, saveNoteRequestSchema, type Note, type SaveNoteRequest } from "@berea/contracts/notes";
import { canonicalRange } from "@berea/contracts/versification";
import { z } from "zod";

/**
 * The edits of notes and highlights this device has not yet seen the server
 * take, one per note (its id): the later of two edits of a note replaces
 * the earlier, since the server keeps only the newer anyway. They are kept
 * in localStorage per account until the server answers, so an edit made
 * offline survives a closed tab and is sent when the device is back online;
 * the note's own id makes a resend land on the same note (never doubled).
 */

export type PendingEdit = { kind: "save"; request: SaveNoteRequest } | { kind: "delete"; id: string; editedAt: number };
/** By note id. */
export type PendingEdits = Readonly<Record<string, PendingEdit>>;

const pendingEditSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("save"), request: saveNoteRequestSchema }),
  z.object({ kind: z.literal("delete"), id: z.string().min(1), editedAt: z.number().int() }),
]);
const pendingEditsSchema = z.record(z.string(), pendingEditSchema);

export const editId = (edit: PendingEdit): string => (edit.kind === "save" ? edit.request.id : edit.id);
export const editTime = (edit: PendingEdit): number => (edit.kind === "save" ? edit.request.editedAt : edit.editedAt);

/** Adds an edit; of two edits of one note, the later stays. */
export function queueEdit(queue: PendingEdits, edit: PendingEdit): PendingEdits {
  const current = queue[editId(edit)];
  if (current && editTime(current) > editTime(edit)) return queue;
  return { ...queue, [editId(edit)]: edit };
}

/** The server answered the edit of `id` made at `editedAt`: it leaves the queue, unless a later edit of the note replaced it meanwhile. */
export function settleEdit(queue: PendingEdits, id: string, editedAt: number): PendingEdits {
  const current = queue[id];
  if (!current || editTime(current) !== editedAt) return queue;
  return Object.fromEntries(Object.entries(queue).filter(([key]) => key !== id));
}

/** An edit's time: now by this device's clock, but always after the note's last edit, so a clock set back cannot make a new edit lose. */
export const nextEditTime = (now: number, previous?: number): number => Math.max(now, (previous ?? 0) + 1);

/** The note a save will be once the server has it (its verses in KJV numbering, as the server works them out). */
export function noteOfSave(request: SaveNoteRequest): Note | undefined {
  const range = canonicalRange(request.translation, request.book, request.chapter, request.verseStart, request.verseEnd);
  if (!range) return undefined;
  return {
    id: request.id,
    book: request.book,
    ...range,
    made: { translation: request.translation, chapter: request.chapter, verseStart: request.verseStart, verseEnd: request.verseEnd },
    colour: request.colour,
    text: request.text.trim(),
    editedAt: request.editedAt,
  };
}

/** The server's notes with this device's unsent edits laid over them (the newer edit of each note wins), most recently edited first. */
export function mergeNotes(server: readonly Note[], queue: PendingEdits): Note[] {
  const byId = new Map(server.map((note) => [note.id, note]));
  for (const edit of Object.values(queue)) {
    const stored = byId.get(editId(edit));
    if (stored && stored.editedAt >= editTime(edit)) continue;
    if (edit.kind === "delete") {
      byId.delete(edit.id);
      continue;
    }
    const note = noteOfSave(edit.request);
    if (note) byId.set(note.id, note);
  }
  return [...byId.values()].sort((a, b) => b.editedAt - a.editedAt || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------------------
// Kept on the device

const queueKey = (uid: string) => `berea.notes.pending.${uid}`;
const listKey = (uid: string) => `berea.notes.list.${uid}`;
/** The account the notes were last listed for: whose queue an edit made before the list answers joins. */
const ownerKey = "berea.notes.owner";

function read<T extends z.ZodType>(key: string, schema: T): z.infer<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the queue still lives in memory for this page.
  }
}

export const readPendingEdits = (uid: string): PendingEdits => read(queueKey(uid), pendingEditsSchema) ?? {};
export const writePendingEdits = (uid: string, queue: PendingEdits): void => write(queueKey(uid), Object.keys(queue).length > 0 ? queue : null);
export const readNotesOwner = (): string | null => read(ownerKey, z.string());
export const writeNotesOwner = (uid: string): void => write(ownerKey, uid);

/** The last list the server gave, for reading offline. */
export const readListedNotes = (uid: string): Note[] | null => read(listKey(uid), z.array(noteSchema));
export const writeListedNotes = (uid: string, notes: readonly Note[]): void => write(listKey(uid), notes);
