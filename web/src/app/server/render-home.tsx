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
import { renderRoute } from "../prerendered/render-route.tsx";
import { fillTemplate } from "./fill-template.ts";
import { homeStateScript } from "./home-state.ts";
import { renderReaderPage } from "./render-reader.tsx";

/**
 * The server build's entry (scripts/web/landing-vite-plugin.ts writes it to
 * web/dist/.server/render-home.mjs; functions/src/pages/ runs it): the
 * signed-in home rendered for one visit, through the app's own routes, with
 * the reader's data in the query cache under the keys the page reads, their
 * date, greeting and translations. The page hydrates it (main.tsx) when the
 * browser's own viewer shows the same page.
 */
export async function renderHomePage(template: string, data: HomePageData): Promise<string> {
  const renderedAt = new Date(data.renderedAt);
  const viewer = viewerAt(data.view, renderedAt);
  const queryClient = createQueryClient();
  // Parsed as the browser parses the API's answers, so the cache holds exactly what it would have fetched.
  queryClient.setQueryData([...userDataQueryKey], userDataSchema.parse(data.userData));
  queryClient.setQueryData(dashboardQueryOptions(viewer).queryKey, dashboardReplySchema.parse(data.dashboard));
  queryClient.setQueryData(verseOfTheDayQuery(viewer.date, viewer.verseTranslation).queryKey, verseOfTheDaySchema.parse(data.verse));
  queryClient.setQueryData(todaysDevotionalQuery(viewer.devotionalTranslation, viewer).queryKey, devotionalViewSchema.parse(data.devotional));

  const markup = await renderRoute(paths.dashboard, queryClient, (page) => (
    <ViewerContext.Provider value={viewer}>
      <RenderedSignedInContext.Provider value={true}>{page}</RenderedSignedInContext.Provider>
    </ViewerContext.Provider>
  ));
  return fillTemplate(template, markup, homeStateScript({ viewer, utcOffset: zoneOffset(renderedAt, viewer.timeZone), queries: dehydrate(queryClient) }));
}

export const renderer: HomePageRenderer = { renderHomePage, renderReaderPage };
