import type { ChapterAsset, TranslationId } from "@berea/contracts/bible";
import { queryOptions } from "@tanstack/react-query";
import { chapterAssetBase, chapterAssetFolders } from "virtual:bible-assets";

/**
 * Chapters are static files named by a hash of their translation's text
 * (see scripts/bible/chapter-assets.ts): the browser, the CDN and the
 * service worker may keep them forever, and no function or database is
 * involved in reading.
 */
export const chapterUrl = (translation: TranslationId, book: string, chapter: number): string =>
  `${chapterAssetBase}/${chapterAssetFolders[translation]}/${book}/${chapter}.json`;

/** `unreachable`: the network failed (offline, or the site cannot be reached); otherwise the server answered badly. */
export class ChapterUnavailableError extends Error {
  constructor(readonly unreachable: boolean) {
    super(
      unreachable
        ? "This chapter isn't saved on this device yet, and Berea can't be reached right now. Check your connection; chapters you have read open without one."
        : "We couldn't load this chapter. Please try again.",
    );
    this.name = "ChapterUnavailableError";
  }
}

/** The service worker's cache of chapters already read (web/src/sw.ts). */
export const chapterCacheName = "bible-chapters";

/** A chapter read before, straight from the cache: no round trip through the service worker. */
async function fromCache(url: string): Promise<Response | undefined> {
  if (typeof caches === "undefined") return undefined;
  try {
    return await caches.match(new URL(url, window.location.href).href, { cacheName: chapterCacheName });
  } catch {
    return undefined; // storage can be blocked; the network path still works
  }
}

/**
 * Keeps a chapter for reading offline when the service worker has not: one
 * that arrived inside its page (rendered on the server) was never fetched.
 * The same text as its file, under the file's address.
 */
export async function keepChapterOffline(asset: ChapterAsset): Promise<void> {
  if (typeof caches === "undefined") return;
  try {
    const url = new URL(chapterUrl(asset.translation, asset.book, asset.chapter), window.location.href).href;
    const cache = await caches.open(chapterCacheName);
    if (await cache.match(url)) return;
    await cache.put(url, new Response(JSON.stringify(asset), { headers: { "Content-Type": "application/json" } }));
  } catch {
    // Storage can be blocked or full; the chapter is still read online.
  }
}

export async function fetchChapter(translation: TranslationId, book: string, chapter: number, signal?: AbortSignal): Promise<ChapterAsset> {
  const url = chapterUrl(translation, book, chapter);
  const cached = await fromCache(url);
  if (cached) return (await cached.json()) as ChapterAsset;
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ChapterUnavailableError(true);
  }
  if (!response.ok || !response.headers.get("Content-Type")?.includes("json")) throw new ChapterUnavailableError(false);
  return (await response.json()) as ChapterAsset;
}

export const chapterQuery = (translation: TranslationId, book: string, chapter: number) =>
  queryOptions({
    queryKey: ["bible", "chapter", translation, book, chapter],
    queryFn: ({ signal }) => fetchChapter(translation, book, chapter, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30 * 60 * 1000,
    retry: (failures, error) => !(error instanceof ChapterUnavailableError && error.unreachable) && failures < 2,
  });
