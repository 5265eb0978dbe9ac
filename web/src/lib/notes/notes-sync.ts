import { noteEndpoints, type ListNotesReply, type Note, type SaveNoteRequest } from "@berea/contracts/notes";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import toast from "react-hot-toast";
import { ApiError, callApi } from "../api-client.ts";
import {
  editId,
  editTime,
  mergeNotes,
  nextEditTime,
  queueEdit,
  readListedNotes,
  readNotesOwner,
  readPendingEdits,
  settleEdit,
  writeListedNotes,
  writeNotesOwner,
  writePendingEdits,
  type PendingEdit,
  type PendingEdits,
} from "./pending-notes.ts";

/**
 * Notes and highlights as the reader and `/notes` show them: the server's
 * list with this device's unsent edits laid over it. An edit is queued on
 * the device first (pending-notes.ts), then sent; the queue is sent again
 * when the device comes back online (`online`) and whenever a page that
 * shows notes opens, one edit at a time, each dropped only once the server
 * has answered it.
 */

export const notesQueryKey = ["notes"] as const;

/** The account whose notes these are: confirmed by this page's first list, until then the last one the device listed for. */
let confirmedOwner: string | null = null;
let queue: PendingEdits = {};
let queueOwner: string | null = null;
const listeners = new Set<() => void>();

function owner(): string | null {
  return confirmedOwner ?? readNotesOwner();
}

function currentQueue(): PendingEdits {
  const uid = owner();
  if (uid !== queueOwner) {
    queueOwner = uid;
    queue = uid ? readPendingEdits(uid) : {};
  }
  return queue;
}

function setQueue(next: PendingEdits): void {
  const uid = owner();
  if (!uid) return;
  queue = next;
  queueOwner = uid;
  writePendingEdits(uid, next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function listNotes(): Promise<ListNotesReply> {
  const reply = await callApi(noteEndpoints.list, {});
  const changed = confirmedOwner !== reply.uid;
  confirmedOwner = reply.uid;
  writeNotesOwner(reply.uid);
  writeListedNotes(reply.uid, reply.notes);
  if (changed) for (const listener of listeners) listener();
  return reply;
}

const notesQuery = {
  queryKey: notesQueryKey,
  queryFn: listNotes,
  staleTime: 60_000,
  retry: (count: number, error: unknown) => !(error instanceof ApiError && error.code === "unauthenticated") && count < 2,
};

let sending: Promise<void> | null = null;
let sendAgain = false;

/** Whether the server will never take this edit as it is (bad input, the limit): it is dropped and the reader told why. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== "unauthenticated" && error.code !== "rate-limited";

/** Sends the queue, one edit at a time; a failed send leaves the rest for the next try. Only for the account this page confirmed. */
export function sendPendingNotes(queryClient: QueryClient): Promise<void> {
  if (sending) {
    sendAgain = true;
    return sending;
  }
  sending = (async () => {
    do {
      sendAgain = false;
      if (!confirmedOwner) return;
      const edits = Object.values(currentQueue());
      for (const edit of edits) {
        try {
          if (edit.kind === "save") await callApi(noteEndpoints.save, edit.request);
          else await callApi(noteEndpoints.delete, { id: edit.id, editedAt: edit.editedAt });
        } catch (error) {
          if (!refused(error)) return;
          toast.error(`A note could not be saved: ${(error as Error).message}`);
        }
        setQueue(settleEdit(currentQueue(), editId(edit), editTime(edit)));
      }
      if (edits.length > 0) await queryClient.invalidateQueries({ queryKey: notesQueryKey });
    } while (sendAgain);
  })().finally(() => {
    sending = null;
  });
  return sending;
}

/** Queues an edit and sends it (or keeps it until the device is online). False when the device does not yet know whose notes to keep it with. */
function edit(queryClient: QueryClient, change: PendingEdit): boolean {
  if (!owner()) return false;
  setQueue(queueEdit(currentQueue(), change));
  void sendPendingNotes(queryClient);
  return true;
}

export interface NotesState {
  /** Every note, most recently edited first (with unsent edits). */
  notes: Note[];
  /** The list could not be read and there is no copy on this device. */
  error: Error | null;
  loading: boolean;
  /** Edits not yet taken by the server. */
  pending: number;
  save(request: Omit<SaveNoteRequest, "editedAt">): boolean;
  remove(id: string): boolean;
}

/** The reader's notes, kept in step with the server; sends what is queued on open and when the device comes back online. */
export function useNotes(enabled = true): NotesState {
  const queryClient = useQueryClient();
  const stored = owner();
  // The last list this device read stands in until the server answers (and while offline).
  const list = useQuery({ ...notesQuery, enabled, initialData: () => (stored ? { uid: stored, notes: readListedNotes(stored) ?? [], max: 0 } : undefined), initialDataUpdatedAt: 0 });
  const pendingEdits = useSyncExternalStore(subscribe, currentQueue, currentQueue);

  // Once the server has listed the notes (on open, after each change, back online), send what is queued.
  useEffect(() => {
    if (enabled && confirmedOwner) void sendPendingNotes(queryClient);
  }, [enabled, queryClient, list.dataUpdatedAt]);
  useEffect(() => {
    if (!enabled) return;
    const send = () => void sendPendingNotes(queryClient);
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [enabled, queryClient]);

  const notes = useMemo(() => mergeNotes(list.data?.notes ?? [], pendingEdits), [list.data, pendingEdits]);
  const lastEdit = (id: string) => notes.find((note) => note.id === id)?.editedAt;
  return {
    notes,
    error: list.data || !(list.error instanceof Error) ? null : list.error,
    loading: list.isPending,
    pending: Object.keys(pendingEdits).length,
    save: (request) => edit(queryClient, { kind: "save", request: { ...request, editedAt: nextEditTime(Date.now(), lastEdit(request.id)) } }),
    remove: (id) => edit(queryClient, { kind: "delete", id, editedAt: nextEditTime(Date.now(), lastEdit(id)) }),
  };
}

/** A new note's id: random, made on this device, so its resends land on one note. */
export const newNoteId = (): string => `n${crypto.randomUUID().replaceAll("-", "")}`.slice(0, 33);
