import { dashboardEndpoints } from "@berea/contracts/dashboard";
import type { Language } from "@berea/contracts/languages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/language.ts";
import { deviceViewer, type Viewer } from "../../../lib/viewer.ts";
import { localDateKey } from "../../../lib/time-zone.ts";

export const dashboardKeys = {
  all: ["dashboard"] as const,
  /** Keyed by the local date, so a dashboard left open overnight asks again the next day, and by the language of its plans' titles and readings. */
  today: (date = localDateKey(), lang: Language = "en") => ["dashboard", date, lang] as const,
};

/**
 * The signed-in home in one call (`POST /api/dashboard`), in the reader's own
 * time zone; the translations go along so the server can render their next
 * visit as they see it. The reading plans' titles and labels come in `lang`
 * (sent in Spanish only, English being the API's default).
 */
export const dashboardQueryOptions = ({ date, timeZone, verseTranslation, devotionalTranslation }: Viewer = deviceViewer(), lang: Language = "en") =>
  queryOptions({
    queryKey: dashboardKeys.today(date, lang),
    queryFn: () => callApi(dashboardEndpoints.home, { timeZone, verseTranslation, devotionalTranslation, ...(lang === "en" ? {} : { lang }) }),
    // Long enough that the page's prefetch serves the home when it mounts a moment later; short enough that coming back from a quiz asks again.
    staleTime: 10_000,
  });

/** The home in the language shown, asked again when the reader chooses another. */
export const useDashboard = (viewer?: Viewer) => useQuery(dashboardQueryOptions(viewer, useLanguage()));
