import { z } from "zod";
import { translationIdSchema } from "./bible.ts";
import { endpoint } from "./endpoint.ts";

/**
 * Notes and highlights in the Bible reader (`/notes`): a private note and/or
 * a highlight colour on a verse or a range of verses in one chapter, kept on
 * the server and synced across the reader's devices. Each note has an id the
 * device made, so a retry or a resend after being offline lands on the same
 * note, and `editedAt` (the device's time of the edit) decides which of two
 * edits stands: an older edit never overwrites a newer one. Verses are kept
 * in KJV numbering (versification.ts), so a note shows on the same words in
 * every translation.
 */

/** The five highlight colours, in the order the picker shows them. */
export const noteColours = ["yellow", "green", "blue", "pink", "purple"] as const;
export const noteColourSchema = z.enum(noteColours, { error: "colour must be yellow, green, blue, pink or purple, or null for none." });
export type NoteColour = z.infer<typeof noteColourSchema>;

/** Colour names as a reader sees them. */
export const noteColourNames: Record<NoteColour, string> = { yellow: "Yellow", green: "Green", blue: "Blue", pink: "Pink", purple: "Purple" };

/** The most notes and highlights one reader keeps. */
export const maxNotesPerUser = 5000;
/** The longest note, in characters. */
export const maxNoteLength = 2000;

export const noteIdSchema = z.string({ error: "id is required." }).regex(/^[A-Za-z0-9_-]{8,64}$/, "id must be 8 to 64 letters, digits, - or _.");

const wholeNumber = (name: string, max: number, tooBig: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} starts at 1.`)
    .max(max, tooBig);

/** When the device made the edit, in milliseconds since 1970 (`Date.now()`). */
const editedAtSchema = z
  .number({ error: "editedAt must be a time in milliseconds." })
  .int("editedAt must be a whole number of milliseconds.")
  .min(1_577_836_800_000, "editedAt must be a time after 2020.")
  .max(8_640_000_000_000_000, "editedAt must be a real time.");

/** `POST /api/notes/save`: a note or highlight, as the reader made it in `translation`'s numbering. */
export const saveNoteRequestSchema = z
  .object({
    id: noteIdSchema,
    translation: translationIdSchema,
    book: z.string({ error: "book is required." }).regex(/^[1-3]?[A-Za-z]{2,10}$/, "book is not a book of the Bible."),
    chapter: wholeNumber("chapter", 150, "There is no such chapter."),
    verseStart: wholeNumber("verseStart", 176, "There is no such verse."),
    verseEnd: wholeNumber("verseEnd", 176, "There is no such verse."),
    colour: noteColourSchema.nullable(),
    text: z.string({ error: "text must be text." }).max(maxNoteLength, `A note is at most ${maxNoteLength.toLocaleString("en-US")} characters.`),
    editedAt: editedAtSchema,
  })
  .refine((note) => note.verseEnd >= note.verseStart, { message: "verseEnd cannot come before verseStart.", path: ["verseEnd"] })
  .refine((note) => note.colour !== null || note.text.trim() !== "", { message: "Pick a colour or write a note.", path: ["text"] });
export type SaveNoteRequest = z.infer<typeof saveNoteRequestSchema>;

const versePointSchema = z.object({ chapter: z.number().int(), verse: z.number().int() });

/** A note as the API answers it. */
export const noteSchema = z.object({
  id: z.string(),
  book: z.string(),
  /** The range in KJV numbering: where it shows in every translation. */
  start: versePointSchema,
  end: versePointSchema,
  /** Where the reader made it, in that translation's numbering: the reference the list shows and links to. */
  made: z.object({ translation: translationIdSchema, chapter: z.number().int(), verseStart: z.number().int(), verseEnd: z.number().int() }),
  colour: noteColourSchema.nullable(),
  text: z.string(),
  editedAt: z.number().int(),
});
export type Note = z.infer<typeof noteSchema>;

/** `applied: false`: a newer edit (or deletion) of this note was already kept; `note` is what stands (null once deleted). */
export const saveNoteReplySchema = z.object({ applied: z.boolean(), note: noteSchema.nullable() });
export type SaveNoteReply = z.infer<typeof saveNoteReplySchema>;

/** `POST /api/notes/delete`. */
export const deleteNoteRequestSchema = z.object({ id: noteIdSchema, editedAt: editedAtSchema });
export type DeleteNoteRequest = z.infer<typeof deleteNoteRequestSchema>;
/** `applied: false`: there was no such note, or a newer edit of it stands. */
export const deleteNoteReplySchema = z.object({ applied: z.boolean() });

/**
 * `POST /api/notes/list`: every note of the caller, most recently edited
 * first, and whose they are (`uid`: a device keeps its unsent edits per
 * account, so they are never sent for another one signed in later).
 */
export const listNotesRequestSchema = z.object({});
export const listNotesReplySchema = z.object({ uid: z.string(), notes: z.array(noteSchema), max: z.number().int() });
export type ListNotesReply = z.infer<typeof listNotesReplySchema>;

export const noteEndpoints = {
  list: endpoint({ method: "POST", path: "/notes/list", request: listNotesRequestSchema, reply: listNotesReplySchema, access: "signed-in", errors: [] }),
  /** Creates or replaces the note with this id, unless a newer edit of it stands. */
  save: endpoint({ method: "POST", path: "/notes/save", request: saveNoteRequestSchema, reply: saveNoteReplySchema, access: "signed-in", errors: ["quota-exceeded"] }),
  delete: endpoint({ method: "POST", path: "/notes/delete", request: deleteNoteRequestSchema, reply: deleteNoteReplySchema, access: "signed-in", errors: [] }),
};
