import { userDataSchema } from "@berea/contracts/auth";
import { verseOfTheDaySchema } from "@berea/contracts/bible";
import { devotionalViewSchema } from "@berea/contracts/content";
import { dashboardReplySchema } from "@berea/contracts/dashboard";
import type { HomePageData, HomePageRenderer } from "@berea/contracts/home-page";
import { dehydrate } from "@tanstack/react-query";
import { paths } from "../../config/paths.ts";
import { dashboardQueryOptions } from "../../features/dashboard/api/get-dashboard.ts";
import { userDataQueryKey } from "../../lib/user-data.ts";
import { todaysDevotionalQuery } from "../../features/devotionals/api/get-todays-devotional.ts";
import { verseOfTheDayQuery } from "../../lib/verse-of-the-day.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { RenderedSignedInContext } from "../../lib/signed-in-hint.ts";
import { viewerAt, ViewerContext, zoneOffset } from "../../lib/viewer.ts";
import { inLanguage } from "@berea/contracts/document-language";
import { renderRoute } from "../prerendered/render-route.tsx";
import { fillTemplate } from "./fill-template.ts";
import { homeStateScript } from "./home-state.ts";
import { renderReaderPage } from "./render-reader.tsx";

/**
 * The server build's entry (scripts/web/landing-vite-plugin.ts writes it to
 * web/dist/.server/render-home.mjs; functions/src/pages/ runs it): the
 * signed-in home rendered for one visit, through the app's own routes, with
 * the reader's data in the query cache under the keys the page reads, their
 * date, greeting and translations, in their language (`data.language`, which
 * `<html lang>` says: main.tsx hydrates the page in it). The page hydrates it
 * (main.tsx) when the browser's own viewer shows the same page.
 */
async function renderHomePage(template: string, data: HomePageData): Promise<string> {
  const renderedAt = new Date(data.renderedAt);
  const viewer = viewerAt(data.view, renderedAt);
  const queryClient = createQueryClient();
  // Parsed as the browser parses the API's answers, so the cache holds exactly what it would have fetched.
  queryClient.setQueryData([...userDataQueryKey], userDataSchema.parse(data.userData));
  // The dashboard in the page's language (functions/src/pages/home-page.ts asks it so), under the key the page reads in it.
  queryClient.setQueryData(dashboardQueryOptions(viewer, data.language).queryKey, dashboardReplySchema.parse(data.dashboard));
  queryClient.setQueryData(verseOfTheDayQuery(viewer.date, viewer.verseTranslation).queryKey, verseOfTheDaySchema.parse(data.verse));
  queryClient.setQueryData(todaysDevotionalQuery(viewer.devotionalTranslation, viewer).queryKey, devotionalViewSchema.parse(data.devotional));

  const markup = await renderRoute(
    paths.dashboard,
    queryClient,
    (page) => (
      <ViewerContext.Provider value={viewer}>
        <RenderedSignedInContext.Provider value={true}>{page}</RenderedSignedInContext.Provider>
      </ViewerContext.Provider>
    ),
    data.language,
  );
  return fillTemplate(inLanguage(template, data.language), markup, homeStateScript({ viewer, utcOffset: zoneOffset(renderedAt, viewer.timeZone), queries: dehydrate(queryClient) }));
}

/**
 * One render at a time: a page's language is the module's state while it
 * renders (i18next's language, lib/language.ts's markup language, set by
 * renderRoute), and a render waits for its route and strings in between, so
 * two visits in different languages rendered together could mix. A render
 * takes milliseconds; the function's instance serves its visits in turn.
 */
let previous: Promise<unknown> = Promise.resolve();
function oneAtATime<Args extends unknown[], Result>(render: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  return (...args) => {
    const next = previous.then(
      () => render(...args),
      () => render(...args),
    );
    previous = next.catch(() => undefined);
    return next;
  };
}

export const renderer: HomePageRenderer = { renderHomePage: oneAtATime(renderHomePage), renderReaderPage: oneAtATime(renderReaderPage) };
