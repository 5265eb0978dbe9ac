import type { memoryEndpoints } from "@berea/contracts/memory";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { addMemoryCard, myMemory, removeMemoryCard, reviewMemoryCard, type MemoryDeps } from "../../memory/memory.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/memory/<action>`: the caller's memory verses, adding one, grading a review, removing one. */
export function memoryHandlers(api: ApiDeps): AreaHandlers<typeof memoryEndpoints> {
  const deps: MemoryDeps = { store: api.store, now: api.now, translation: loadTranslation, books: loadBooks };
  return {
    mine: ({ timeZone }, { caller }) => myMemory(deps, caller.uid, timeZone),
    add: (request, { caller }) => addMemoryCard(deps, caller.uid, request),
    review: (request, { caller }) => reviewMemoryCard(deps, caller.uid, request),
    remove: ({ cardId }, { caller }) => removeMemoryCard(deps, caller.uid, cardId),
  };
}
