import { accountEndpoints } from "./account.ts";
import { rootEndpoints } from "./api.ts";
import { bibleEndpoints } from "./bible.ts";
import { billingEndpoints } from "./billing.ts";
import { challengeEndpoints } from "./challenges.ts";
import { circleEventEndpoints } from "./circle-events.ts";
import { circleEndpoints } from "./circles.ts";
import { contactEndpoints } from "./contact.ts";
import { articleEndpoints, devotionalEndpoints } from "./content.ts";
import { dashboardEndpoints } from "./dashboard.ts";
import { endpointName, type Endpoint, type EndpointName } from "./endpoint.ts";
import { familyEndpoints } from "./family.ts";
import { gameEndpoints } from "./games.ts";
import { learningEndpoints } from "./learning.ts";
import { libraryEndpoints } from "./library.ts";
import { noteEndpoints } from "./notes.ts";
import { memoryEndpoints } from "./memory.ts";
import { prayerEndpoints } from "./prayer.ts";
import { quizEndpoints } from "./quiz.ts";
import { questionFlagEndpoints } from "./question-flags.ts";
import { readingPlanEndpoints } from "./reading-plans.ts";
import { referralEndpoints } from "./referrals.ts";
import { timeZoneEndpoints } from "./time-zone.ts";

/**
 * Every API endpoint, by area. The server mounts exactly these (one handler
 * each, or it does not compile); the authorization and bad-input suites list
 * their routes from here, so neither can forget one. The web app imports an
 * area's table from its own module, to load only the schemas it calls.
 */
export const apiAreas = {
  root: rootEndpoints,
  contact: contactEndpoints,
  dashboard: dashboardEndpoints,
  quiz: quizEndpoints,
  questionFlags: questionFlagEndpoints,
  bible: bibleEndpoints,
  billing: billingEndpoints,
  devotionals: devotionalEndpoints,
  articles: articleEndpoints,
  learning: learningEndpoints,
  library: libraryEndpoints,
  family: familyEndpoints,
  referrals: referralEndpoints,
  circles: circleEndpoints,
  circleEvents: circleEventEndpoints,
  prayer: prayerEndpoints,
  readingPlans: readingPlanEndpoints,
  memory: memoryEndpoints,
  games: gameEndpoints,
  challenges: challengeEndpoints,
  timeZone: timeZoneEndpoints,
  account: accountEndpoints,
  notes: noteEndpoints,
};
export type ApiAreas = typeof apiAreas;

/** One of the API's endpoints. */
export type ApiEndpoint = { [A in keyof ApiAreas]: ApiAreas[A][keyof ApiAreas[A]] }[keyof ApiAreas];
/** `POST /api/prayer/wall`, `POST /api/ login`: every endpoint's name. */
export type ApiRouteName = EndpointName<ApiEndpoint>;

/** Every endpoint with its name, in the table's order. */
export const apiEndpoints: readonly { name: ApiRouteName; endpoint: ApiEndpoint & Endpoint }[] = Object.values(apiAreas).flatMap((area) =>
  Object.values(area).map((declared: ApiEndpoint) => ({ name: endpointName(declared), endpoint: declared })),
);

/** The endpoint of a name: `ApiEndpointNamed<"POST /api/prayer/wall">` is `prayerEndpoints.wall`'s type. */
export type ApiEndpointNamed<N extends ApiRouteName> = Extract<ApiEndpoint, { method: N extends `${infer M} ${string}` ? M : never }> extends infer E
  ? E extends ApiEndpoint
    ? EndpointName<E> extends N
      ? E
      : never
    : never
  : never;
