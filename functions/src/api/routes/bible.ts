import type { bibleEndpoints, TranslationId } from "@berea/contracts/bible";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { createSearchEngine, UnknownScopeError } from "../../bible/search/search-engine.ts";
import { verseOfTheDay } from "../../bible/verse-of-the-day.ts";
import { AppError } from "../../lib/app-error.ts";
import { msg } from "../../lib/messages/message.ts";
import type { AreaHandlers } from "../mount.ts";

type SearchEngine = ReturnType<typeof createSearchEngine>;
const engines = new Map<TranslationId, SearchEngine>();

/** Each translation's index is built on its first search and kept for the life of the instance. */
export function searchEngineFor(translation: TranslationId): SearchEngine {
  let engine = engines.get(translation);
  if (!engine) {
    engine = createSearchEngine(loadTranslation(translation), loadBooks());
    engines.set(translation, engine);
  }
  return engine;
}

/**
 * Search and the verse of the day. Neither reads the database, and both are
 * cacheable: the text changes only with a deploy (search: an hour in the
 * browser, a day on the CDN), and a date's verse never changes (the client
 * asks for its own local date).
 */
export function bibleHandlers(): AreaHandlers<typeof bibleEndpoints> {
  return {
    search: (request, { res }) => {
      try {
        const { total, hits, tookMs } = searchEngineFor(request.translation).search(request);
        res.setHeader("Cache-Control", "public, max-age=3600, s-maxage=86400");
        return Promise.resolve({ query: request.q, translation: request.translation, scope: request.scope, total, hits, tookMs });
      } catch (error) {
        if (error instanceof UnknownScopeError) {
          const refusal = msg("bible.unknownScope", { scope: error.scope });
          throw new AppError("invalid-argument", refusal, { scope: refusal });
        }
        throw error;
      }
    },
    verseOfTheDay: (request, { res }) => {
      res.setHeader("Cache-Control", "public, max-age=86400, s-maxage=604800, immutable");
      return Promise.resolve(verseOfTheDay(request));
    },
  };
}
