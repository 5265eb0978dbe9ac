import type { devotionalEndpoints } from "@berea/contracts/content";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { loadDevotionalLibrary } from "../../devotionals/devotional-data.ts";
import { devotionalPaths, getDevotional, markDevotional, saveDevotionalNote, todaysDevotional, type DevotionalDeps } from "../../devotionals/devotionals.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** The devotionals' dependencies, built on first use: the library and the two English texts load once and stay. */
export function devotionalDeps(api: ApiDeps): () => DevotionalDeps {
  let deps: DevotionalDeps | undefined;
  return () =>
    (deps ??= { store: api.store, now: api.now, library: loadDevotionalLibrary(), texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() } });
}

/** `POST /api/devotionals/<action>`: today, get, paths, mark, note; today, get and paths in the `lang` asked for. */
export function devotionalHandlers(api: ApiDeps): AreaHandlers<typeof devotionalEndpoints> {
  const load = devotionalDeps(api);
  return {
    today: ({ timeZone, translation, lang }, { caller }) => todaysDevotional(load(), caller.uid, timeZone, translation, undefined, lang),
    get: ({ id, timeZone, translation, lang }, { caller }) => getDevotional(load(), caller.uid, id, timeZone, translation, lang),
    paths: ({ timeZone, lang }, { caller }) => devotionalPaths(load(), caller.uid, timeZone, lang),
    mark: ({ id, read, timeZone }, { caller }) => markDevotional(load(), caller.uid, id, read, timeZone),
    note: ({ id, note, timeZone }, { caller }) => saveDevotionalNote(load(), caller.uid, id, note, timeZone),
  };
}
