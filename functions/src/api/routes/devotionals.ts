import {
  devotionalGetRequestSchema,
  devotionalMarkRequestSchema,
  devotionalNoteRequestSchema,
  devotionalPathsRequestSchema,
  devotionalTodayRequestSchema,
} from "@berea/contracts/content";
import type { Request } from "express";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { loadDevotionalLibrary } from "../../devotionals/devotional-data.ts";
import { devotionalPaths, getDevotional, markDevotional, saveDevotionalNote, todaysDevotional, type DevotionalDeps } from "../../devotionals/devotionals.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** The devotionals' dependencies, built on first use: the library and the two English texts load once and stay. */
export function devotionalDeps(api: ApiDeps): () => DevotionalDeps {
  let deps: DevotionalDeps | undefined;
  return () =>
    (deps ??= { store: api.store, now: api.now, library: loadDevotionalLibrary(), texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() } });
}

/** `POST /api/devotionals/<action>`: today, get, paths, mark, note. Signed-in users only. */
export function devotionalHandlers(api: ApiDeps) {
  const load = devotionalDeps(api);
  return {
    today: async (req: Request) => {
      const { timeZone, translation } = parseBody(devotionalTodayRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return todaysDevotional(load(), caller.uid, timeZone, translation);
    },
    get: async (req: Request) => {
      const { id, timeZone, translation } = parseBody(devotionalGetRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return getDevotional(load(), caller.uid, id, timeZone, translation);
    },
    paths: async (req: Request) => {
      const { timeZone } = parseBody(devotionalPathsRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return devotionalPaths(load(), caller.uid, timeZone);
    },
    mark: async (req: Request) => {
      const { id, read, timeZone } = parseBody(devotionalMarkRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return markDevotional(load(), caller.uid, id, read, timeZone);
    },
    note: async (req: Request) => {
      const { id, note, timeZone } = parseBody(devotionalNoteRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return saveDevotionalNote(load(), caller.uid, id, note, timeZone);
    },
  };
}
