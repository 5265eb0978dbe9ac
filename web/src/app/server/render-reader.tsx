import type { ChapterSource } from "@berea/contracts/home-page";
import { translationIdSchema } from "@berea/contracts/bible";
import type { Language } from "@berea/contracts/languages";
import { dehydrate } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { paths } from "../../config/paths.ts";
import { chapterQuery } from "../../features/bible/api/get-chapter.ts";
import { chapterOf } from "../../features/bible/reader-page.tsx";
import { createQueryClient } from "../../lib/query-client.ts";
import { readerPath } from "../../lib/reader-paths.ts";
import { inLanguage } from "@berea/contracts/document-language";
import { renderRoute } from "../prerendered/render-route.tsx";
import { fillTemplate } from "./fill-template.ts";
import { readerStateScript } from "./home-state.ts";

/**
 * A chapter's page, rendered on the server (the `pages` function; issue 23:
 * the reader paints the chapter before any script runs). The page is the
 * same for every visitor, so the function lets the CDN keep it. The chapter
 * goes into the query cache under the key the reader reads, exactly as its
 * static file holds it, and into the page for hydration (main.tsx), so the
 * browser does not fetch it again. What only the browser knows (the verse in
 * the address's hash, the reader's own text size, a signed-in reader's notes)
 * applies once the page is React's. The reader's words around the Scripture
 * are in `language` (the function's choice by Accept-Language, which the CDN
 * keeps a copy per), with `<html lang>` saying so: main.tsx hydrates in it.
 */
export async function renderReaderPage(template: string, address: string, chapters: ChapterSource, language: Language): Promise<string | null> {
  const url = new URL(address, "http://berea.invalid");
  const params = matchPath(`${paths.bible}/:translation/:book/:chapter`, url.pathname)?.params;
  const target = params ? chapterOf(params) : undefined;
  if (!target) return null;
  const parallelParam = url.searchParams.get("parallel");
  const parallel = parallelParam === null ? undefined : translationIdSchema.safeParse(parallelParam).data;
  if (parallel === target.translation) return null;
  // Only the address as the app writes it: the page redirects any other form in the browser.
  if (readerPath({ ...target, parallel }) !== `${url.pathname}${url.search}`) return null;

  const queryClient = createQueryClient();
  for (const translation of parallel ? [target.translation, parallel] : [target.translation]) {
    const asset = chapters(translation, target.book.id, target.chapter);
    if (!asset) return null;
    // A chapter does not age: with its times fixed the page is the same on every render, so its ETag makes a repeat visit a 304.
    queryClient.setQueryData(chapterQuery(translation, target.book.id, target.chapter).queryKey, asset, { updatedAt: 0 });
  }
  const markup = await renderRoute(`${url.pathname}${url.search}`, queryClient, undefined, language);
  const state = dehydrate(queryClient);
  return fillTemplate(inLanguage(template, language), markup, readerStateScript({ queries: { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0 })) } }));
}
