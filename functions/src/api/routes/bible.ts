import { searchRequestSchema, verseOfTheDayRequestSchema, type SearchReply, type TranslationId } from "@berea/contracts/bible";
import type { Request, Response } from "express";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { createSearchEngine, UnknownScopeError } from "../../bible/search/search-engine.ts";
import { verseOfTheDay } from "../../bible/verse-of-the-day.ts";
import { AppError } from "../app-error.ts";
import { parseBody } from "../parse.ts";

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
 * `GET /api/bible/search?q=&translation=&scope=&offset=&limit=`: ranked
 * full-text search. The text only changes with a deploy, so answers may be
 * cached by the browser for an hour and by the CDN for a day.
 */
export function bibleSearchHandler() {
  return (req: Request, res: Response): Promise<SearchReply> => {
    const request = parseBody(searchRequestSchema, req.query);
    try {
      const { total, hits, tookMs } = searchEngineFor(request.translation).search(request);
      res.setHeader("Cache-Control", "public, max-age=3600, s-maxage=86400");
      return Promise.resolve({ query: request.q, translation: request.translation, scope: request.scope, total, hits, tookMs });
    } catch (error) {
      if (error instanceof UnknownScopeError) throw new AppError("invalid-argument", error.message, { scope: error.message });
      throw error;
    }
  };
}

/**
 * `GET /api/verse-of-the-day?date=YYYY-MM-DD&translation=`: the client
 * asks for its own local date, so a date's answer is the same for everyone
 * and never changes; it is fetched once per client and date.
 */
export function verseOfTheDayHandler() {
  return (req: Request, res: Response) => {
    const request = parseBody(verseOfTheDayRequestSchema, req.query);
    res.setHeader("Cache-Control", "public, max-age=86400, s-maxage=604800, immutable");
    return Promise.resolve(verseOfTheDay(request));
  };
}
