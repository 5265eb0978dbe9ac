import type { noteEndpoints } from "@berea/contracts/notes";
import { loadBooks } from "../../bible/bible-data.ts";
import { deleteNote, listNotes, saveNote, type NotesDeps } from "../../notes/notes.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/notes/<action>`: list, save, delete (the caller's own notes and highlights). */
export function noteHandlers(api: ApiDeps): AreaHandlers<typeof noteEndpoints> {
  let deps: NotesDeps | undefined;
  const load = () => (deps ??= { store: api.store, now: api.now, books: loadBooks() });
  return {
    list: (_request, { caller }) => listNotes(load(), caller.uid),
    save: (request, { caller }) => saveNote(load(), caller.uid, request),
    delete: (request, { caller }) => deleteNote(load(), caller.uid, request),
  };
}
