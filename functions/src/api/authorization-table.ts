import { randomUUID } from "node:crypto";
import type { Endpoint } from "@berea/contracts/endpoint";
import { apiEndpoints, type ApiEndpointNamed, type ApiRouteName } from "@berea/contracts/endpoints";
import type { Language } from "@berea/contracts/language";
import type { ErrorCode } from "@berea/contracts/errors";
import type { quizEndpoints } from "@berea/contracts/quiz";
import type { z } from "zod";
import { activityCollection } from "../activity/activity.ts";
import { articleReadsCollection } from "../articles/articles.ts";
import { circleInvitesCollection, circlesCollection } from "../circles/circles-collection.ts";
import { circleEventFeeds } from "../circles/events.ts";
import { prayerRequestsCollection, prayerWallUsersCollection } from "../prayer/prayer-wall.ts";
import { devotionalNotesCollection, devotionalProgressCollection } from "../devotionals/devotionals.ts";
import { loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { loadLearningLibrary } from "../learning/learning-data.ts";
import { learningProgress } from "../learning/learning.ts";
import { questionFlags } from "../quiz/question-flags.ts";
import { quizSettings } from "../quiz/retired-questions.ts";
import { attemptsCollection, dailyCollection, statsCollection, takersCollection } from "../quiz/attempts.ts";
import { progressCollection as readingPlanProgressCollection, streaksCollection as readingStreaksCollection } from "../reading-plans/progress.ts";
import { familiesCollection, familyInvitesCollection } from "../family/family.ts";
import { memoryCollections } from "../memory/memory-collections.ts";
import { challengeCollections } from "../challenges/challenge-collections.ts";
import { gameCollections } from "../games/game-collections.ts";
import { referralsCollection } from "../referrals/referrals.ts";
import { bibleNotesCollection } from "../notes/notes.ts";
import { contactMessages } from "../contact/contact-messages.ts";
import { rateLimitLeases, rateLimits } from "../lib/rate-limit.ts";
import { referralCodesCollection, usersCollection } from "../users/profiles.ts";

/**
 * The authorization matrix: every API route called as each kind of caller,
 * with the status (and error code) it must answer. `authorization.integration.test.ts`
 * reads this table and nothing else decides what is expected; change a cell
 * here, deliberately, when who-may-do-what changes.
 *
 * Callers:
 * - `anonymous`: no session cookie, no bearer token.
 * - `owner`: the signed-in user the resource belongs to: the user who started
 *   the quiz attempt (resume, answer, finish), the user whose own data a route
 *   reads or changes (getUserData, createSignInLink, quiz home and settings),
 *   the user who made a one-time sign-in code (auth/callback).
 * - `other`: a different signed-in user aiming at the owner's resource. Where a
 *   route can name a resource (an attempt id, a sign-in code) the body names the
 *   owner's; where it cannot (own-data routes), another user simply gets or
 *   changes their own data, which the notes say.
 * - `admin`: a signed-in user whose Firebase account carries the custom claim
 *   `{ admin: true }`, acting on the owner's resource like `other`. The
 *   admin powers today are the prayer wall's moderation: deleting anyone's
 *   request, and reviewing reported ones; everywhere else an admin is
 *   treated as any other user. Giving admins a
 *   power must change their rows here.
 *
 * Every request is valid for its route (bodies are typed by the route's
 * contract input, and a test parses each with the route's schema): this table
 * is about who may call, not about bad input.
 */

export const callerKinds = ["anonymous", "other", "owner", "admin"] as const;
export type CallerKind = (typeof callerKinds)[number];
export type SignedInCaller = Exclude<CallerKind, "anonymous">;

/** A signed-in account of the fixture, with a session cookie from `login`. */
export interface MatrixAccount {
  uid: string;
  email: string;
  /** A fresh Firebase ID token (younger than the 5 minutes `login` accepts). */
  idToken: string;
  /** `__session=<cookie>`, ready for a Cookie header. */
  cookie: string;
}

/** What the fixtures made once, for the rows' bodies to name. */
export interface MatrixContext {
  accounts: Record<SignedInCaller, MatrixAccount>;
  timeZone: string;
  /** Quizzes the owner started; nothing answered yet. */
  ownerAttempts: {
    /** Resumed and answered (question 0) by the rows. */
    toAnswer: string;
    /** A valid answer to question 0 of `toAnswer`. */
    firstAnswer: AnswerValue;
    /** Finished by the rows; kept apart so the table's order does not matter. */
    toFinish: string;
    /** Question 0 answered by the fixture, so it can be flagged. */
    toFlag: string;
  };
  /** Today's devotional id in `timeZone` (open to every signed-in user). */
  todaysDevotional: string;
  /** Any article id. */
  anArticle: string;
  /** One unused code of the owner's (createSignInLink) for each caller's row: a code works once. */
  signInCodes: Record<CallerKind, string>;
  /**
   * The owner's Family plan, made while the owner's subscription was Family
   * and then ended (the owner is back on Free, as every fixture account is).
   */
  family: {
    /** One open invite of the owner's for each caller's revoke row. */
    invites: Record<CallerKind, string>;
    /** An open invite of the owner's that the join rows try. */
    joinCode: string;
    /** Members of the owner's family: one the remove rows name, one the settings rows name. */
    toRemove: string;
    toSet: string;
  };
  /** The owner's faith circles; only the owner is in them, except where a member is named. */
  circles: {
    /** Read, written to and renamed (new code) by the rows; Onesimus (`member`) is in it too. */
    main: string;
    /** The member of `main` the remove rows name. */
    member: string;
    /** A message the member wrote in `main`, which the owner's delete-message row deletes. */
    memberMessage: string;
    /** The invite code of a circle kept for the preview and join rows (joining changes nothing the other rows use). */
    toJoinCode: string;
    /** A circle the owner's leave row leaves. */
    toLeave: string;
    /** A weekly event of the owner's in `main`: edited, answered and downloaded by the rows (its first date is `eventDate`). */
    event: string;
    eventDate: string;
    /** An event in `main` the owner's cancel row cancels. */
    eventToCancel: string;
    /** The owner's private calendar feed token (circle events). */
    feedToken: string;
  };
  /** The owner's prayer requests on the wall. */
  prayer: {
    /** Prayed for, marked answered and reported by the rows (two reports: not enough to hide it). */
    main: string;
    /** Deleted by the owner's row; the other caller's refused row names it too. */
    toDelete: string;
    /** Deleted by the admin's row. */
    toDeleteByAdmin: string;
  };
  /** Reading plans the owner follows (their `userPlanId`s), one per route that changes one, so the table's order does not matter. */
  ownerPlans: {
    /** Checked off (day 1), and read by calendar and calendar.ics. */
    toCheck: string;
    /** Started a week ago with nothing read: behind, so it can be shifted. */
    toReschedule: string;
    /** Stopped by the owner's row. */
    toStop: string;
  };
  /** The owner's memory verses (their `cardId`s): one reviewed by the rows, one removed by the owner's row. */
  ownerMemory: {
    toReview: string;
    toRemove: string;
  };
  /** The owner's game rounds (their server-made `roundId`s): one answered by the rows, one finished by the owner's row. */
  ownerGames: {
    toAnswer: string;
    toFinish: string;
  };
  /** The run of a challenge the owner joined alone ("ten-quizzes"): read and checked in by the rows. */
  ownerChallenge: string;
}

type AnswerValue = z.input<typeof quizEndpoints.answer.request>["answer"];

// ---------------------------------------------------------------------------
// Routes

/** Every route of the API: one per endpoint of the table in contracts/src/endpoints.ts. */
export type RouteName = ApiRouteName;

/** The first lesson of the first track: open to every learner (in Spanish, its Spanish options when the track is translated). */
function firstLesson(language: Language = "en") {
  const lesson = loadLearningLibrary(language).tracks[0]?.lessons[0];
  if (!lesson) throw new Error("The learning library has no lesson.");
  return lesson;
}

/** What this table adds to an endpoint: what a refused call must leave alone, and whose data a reply names. */
interface RouteFacts {
  /** Collections the route reads or writes: a denied call must leave them exactly as they were. */
  touches: readonly string[];
  /** For replies that name a user: where the uid is, so a row can say whose data came back. */
  replyUid?: (payload: unknown) => string | undefined;
}

export interface RouteSpec extends RouteFacts {
  endpoint: Endpoint;
  method: "GET" | "POST";
  /** The address, with `/api`. */
  path: string;
  /** The contract schema the route parses its body (POST) or query (GET) with. */
  schema: Endpoint["request"];
}

const field = (value: unknown, name: string): unknown => (typeof value === "object" && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined);
const asString = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** The `uid` claim of a Firebase custom token (a JWT; the emulator's are unsigned). */
function customTokenUid(payload: unknown): string | undefined {
  const claims = asString(field(payload, "token"))?.split(".")[1];
  if (!claims) return undefined;
  const decoded: unknown = JSON.parse(Buffer.from(claims, "base64url").toString("utf8"));
  return asString(field(decoded, "uid"));
}

const signInCodesCollection = "signInCodes";
/** Reading plans write progress and the reading streak. */
const readingPlanCollections = [readingPlanProgressCollection, readingStreaksCollection];
/** Profiles; signing in and the dashboard's user data also count a confirmed referral (referrals/referrals.ts). */
const profileCollections = [usersCollection, referralCodesCollection, referralsCollection];
const familyCollections = [usersCollection, familiesCollection, familyInvitesCollection];
/** A circle's messages are a collection of its own (`circles/{id}/messages`); the rows that could write one check it by reading the circle back. */
const circleCollections = [usersCollection, circlesCollection, circleInvitesCollection, rateLimits.name, rateLimitLeases.name];
/** A circle's events are a collection of their own (`circles/{id}/events`), written only after the circle is read: the rows that could write one check the circle and the feeds. */
const circleEventCollections = [usersCollection, circlesCollection, circleEventFeeds.name];
/** A request's prayer records are a collection of their own (`prayerRequests/{id}/prayers`), written only with the request's count. */
const prayerCollections = [usersCollection, prayerRequestsCollection, prayerWallUsersCollection];

/** Deleting an account reaches every collection (account/account-data.ts); a refused call must leave these as they were. */
const accountCollections = [
  usersCollection,
  referralCodesCollection,
  referralsCollection,
  familiesCollection,
  familyInvitesCollection,
  circlesCollection,
  circleInvitesCollection,
  prayerRequestsCollection,
  prayerWallUsersCollection,
  attemptsCollection,
  statsCollection,
  dailyCollection,
  takersCollection,
  devotionalProgressCollection,
  devotionalNotesCollection,
  articleReadsCollection,
  activityCollection,
  readingPlanProgressCollection,
  readingStreaksCollection,
  bibleNotesCollection,
  ...memoryCollections,
  ...gameCollections,
  ...challengeCollections,
  contactMessages.name,
];

/** Typed over every route: a new endpoint without its facts here does not compile. */
const routeFacts: Record<RouteName, RouteFacts> = {
  "POST /api/ login": { touches: profileCollections, replyUid: (payload) => asString(field(field(payload, "user"), "uid")) },
  "POST /api/ register": { touches: [...profileCollections, rateLimits.name] },
  "POST /api/ logout": { touches: [signInCodesCollection] },
  "POST /api/ getPricing": { touches: [] },
  "POST /api/ getUserData": { touches: profileCollections, replyUid: (payload) => asString(field(payload, "uid")) },
  "POST /api/ createSignInLink": { touches: [signInCodesCollection, rateLimits.name] },
  "POST /api/ emailVerification": { touches: [rateLimits.name] },
  "POST /api/auth/callback previewSignInCode": { touches: [signInCodesCollection, rateLimits.name] },
  "POST /api/auth/callback registerCode": { touches: [signInCodesCollection, rateLimits.name], replyUid: customTokenUid },
  "POST /api/contact": { touches: [contactMessages.name, rateLimits.name] },
  "POST /api/dashboard": {
    touches: [usersCollection, statsCollection, dailyCollection, activityCollection, articleReadsCollection, readingPlanProgressCollection, readingStreaksCollection],
  },
  "POST /api/quiz/home": { touches: [usersCollection, statsCollection, dailyCollection] },
  "POST /api/quiz/start": { touches: [usersCollection, dailyCollection, takersCollection, attemptsCollection] },
  "POST /api/quiz/resume": { touches: [attemptsCollection] },
  "POST /api/quiz/answer": { touches: [attemptsCollection] },
  "POST /api/quiz/finish": { touches: [attemptsCollection, statsCollection, takersCollection] },
  "POST /api/quiz/settings": { touches: [usersCollection] },
  "POST /api/quiz/flag": { touches: [attemptsCollection, questionFlags.name] },
  "POST /api/quiz/flags": { touches: [questionFlags.name] },
  "POST /api/quiz/review": { touches: [questionFlags.name, quizSettings.name] },
  "POST /api/time-zone": { touches: [usersCollection] },
  "POST /api/time-zone/change": { touches: [usersCollection, dailyCollection, articleReadsCollection] },
  "GET /api/bible/search": { touches: [rateLimits.name] },
  "GET /api/verse-of-the-day": { touches: [] },
  "POST /api/create-subscription": { touches: [usersCollection, rateLimits.name] },
  "GET /api/billing/config": { touches: [] },
  "POST /api/billing/status": { touches: [usersCollection] },
  "POST /api/billing/cancel": { touches: [usersCollection] },
  "POST /api/billing/resume": { touches: [usersCollection] },
  "POST /api/devotionals/today": { touches: [usersCollection, devotionalProgressCollection, devotionalNotesCollection] },
  "POST /api/devotionals/get": { touches: [usersCollection, devotionalProgressCollection, devotionalNotesCollection] },
  "POST /api/devotionals/paths": { touches: [usersCollection, devotionalProgressCollection] },
  "POST /api/devotionals/mark": { touches: [devotionalProgressCollection, activityCollection] },
  "POST /api/devotionals/note": { touches: [devotionalNotesCollection] },
  "POST /api/articles/list": { touches: [] },
  "POST /api/articles/get": { touches: [articleReadsCollection, activityCollection] },
  "POST /api/learn/tracks": { touches: [learningProgress.name] },
  "POST /api/learn/lesson": { touches: [learningProgress.name] },
  "POST /api/learn/check": { touches: [learningProgress.name] },
  "POST /api/library/catalog": { touches: [] },
  "POST /api/library/chapter": { touches: [] },
  "GET /api/library/pdf": { touches: [usersCollection] },
  "GET /api/library/devotional-pdf": { touches: [usersCollection] },
  "POST /api/reading-plans/catalog": { touches: [] },
  "POST /api/reading-plans/start": { touches: readingPlanCollections },
  "POST /api/reading-plans/mine": { touches: readingPlanCollections },
  "POST /api/reading-plans/check": { touches: readingPlanCollections },
  "POST /api/reading-plans/reschedule": { touches: readingPlanCollections },
  "POST /api/reading-plans/stop": { touches: readingPlanCollections },
  "POST /api/reading-plans/calendar": { touches: readingPlanCollections },
  "GET /api/reading-plans/calendar.ics": { touches: readingPlanCollections },
  "POST /api/memory/mine": { touches: [usersCollection, ...memoryCollections] },
  "POST /api/memory/add": { touches: [usersCollection, ...memoryCollections] },
  "POST /api/memory/review": { touches: [usersCollection, ...memoryCollections] },
  "POST /api/memory/remove": { touches: memoryCollections },
  "POST /api/games/mine": { touches: [usersCollection, ...gameCollections] },
  "POST /api/games/round": { touches: [usersCollection, ...gameCollections] },
  "POST /api/games/answer": { touches: gameCollections },
  "POST /api/games/finish": { touches: [usersCollection, ...gameCollections] },
  /** A check-in reads the records its goal counts (here quiz stats) and writes the caller's place and badge. */
  "POST /api/challenges/list": { touches: [usersCollection, ...challengeCollections] },
  "POST /api/challenges/join": { touches: [usersCollection, statsCollection, ...challengeCollections] },
  "POST /api/challenges/get": { touches: [usersCollection, statsCollection, ...challengeCollections] },
  "POST /api/challenges/checkin": { touches: [usersCollection, statsCollection, ...challengeCollections] },
  "POST /api/challenges/badges": { touches: challengeCollections },
  "POST /api/family/overview": { touches: familyCollections },
  "POST /api/family/invite": { touches: familyCollections },
  "POST /api/family/revoke": { touches: familyCollections },
  "POST /api/family/join": { touches: familyCollections },
  "POST /api/family/remove": { touches: familyCollections },
  "POST /api/family/leave": { touches: familyCollections },
  "POST /api/family/adult": { touches: familyCollections },
  "POST /api/family/settings": { touches: [...familyCollections, takersCollection] },
  "POST /api/family/activity": { touches: [familiesCollection, usersCollection, activityCollection, statsCollection, readingStreaksCollection] },
  "POST /api/family/progress": {
    touches: [familiesCollection, usersCollection, activityCollection, devotionalProgressCollection, readingPlanProgressCollection, ...memoryCollections],
  },
  "POST /api/family/sharing": { touches: [familiesCollection, usersCollection] },
  "POST /api/referrals/summary": { touches: [usersCollection, referralsCollection] },
  "POST /api/circles/mine": { touches: circleCollections },
  "POST /api/circles/create": { touches: circleCollections },
  "POST /api/circles/preview": { touches: circleCollections },
  "POST /api/circles/join": { touches: circleCollections },
  "POST /api/circles/get": { touches: circleCollections },
  "POST /api/circles/messages": { touches: circleCollections },
  "POST /api/circles/send": { touches: circleCollections },
  "POST /api/circles/delete-message": { touches: circleCollections },
  "POST /api/circles/leave": { touches: circleCollections },
  "POST /api/circles/remove": { touches: circleCollections },
  "POST /api/circles/new-code": { touches: circleCollections },
  "POST /api/circles/listen": { touches: circleCollections },
  "POST /api/circle-events/list": { touches: circleEventCollections },
  "POST /api/circle-events/create": { touches: circleEventCollections },
  "POST /api/circle-events/update": { touches: circleEventCollections },
  "POST /api/circle-events/cancel": { touches: circleEventCollections },
  "POST /api/circle-events/rsvp": { touches: circleEventCollections },
  "GET /api/circle-events/event.ics": { touches: circleEventCollections },
  "POST /api/circle-events/feed": { touches: circleEventCollections },
  "GET /api/circle-events/feed.ics": { touches: circleEventCollections },
  "POST /api/prayer/wall": { touches: prayerCollections },
  "POST /api/prayer/mine": { touches: prayerCollections },
  "POST /api/prayer/post": { touches: prayerCollections },
  "POST /api/prayer/pray": { touches: prayerCollections },
  "POST /api/prayer/answer": { touches: prayerCollections },
  "POST /api/prayer/report": { touches: prayerCollections },
  "POST /api/prayer/delete": { touches: prayerCollections },
  "POST /api/prayer/reports": { touches: prayerCollections },
  "POST /api/prayer/review": { touches: prayerCollections },
  "POST /api/notes/list": { touches: [bibleNotesCollection], replyUid: (payload) => asString(field(payload, "uid")) },
  "POST /api/notes/save": { touches: [bibleNotesCollection] },
  "POST /api/notes/delete": { touches: [bibleNotesCollection] },
  "POST /api/account/get": { touches: [usersCollection] },
  "POST /api/account/profile": { touches: [usersCollection] },
  "GET /api/account/export": { touches: [usersCollection] },
  "POST /api/account/delete": { touches: accountCollections },
};

/** Every route, from the endpoint table, with this table's facts about it. */
export const routes = Object.fromEntries(
  apiEndpoints.map(({ name, endpoint }): [RouteName, RouteSpec] => [name, { endpoint, method: endpoint.method, path: `/api${endpoint.path}`, schema: endpoint.request, ...routeFacts[name] }]),
) as Record<RouteName, RouteSpec>; // one entry per name of apiEndpoints, which lists every RouteName

type Spec<R extends RouteName> = ApiEndpointNamed<R>;
/** A GET route's query: its schema's fields, as the strings a URL carries. */
type QueryOf<T> = { [K in keyof T]: string };
/** What a row sends: the route's contract input (POST body), or its query (GET). */
type RequestOfRoute<R extends RouteName> = Spec<R>["method"] extends "GET" ? QueryOf<z.input<Spec<R>["request"]>> : z.input<Spec<R>["request"]>;
/** Resolved once per route, so a row's literal body is checked against its own route's request. */
type Requests = { [R in RouteName]: RequestOfRoute<R> };
export type RequestOf<R extends RouteName> = Requests[R];

// ---------------------------------------------------------------------------
// Rows

export interface Expectation {
  status: number;
  /** The error code of a refusal; absent on success. */
  code?: ErrorCode;
  /** The reply must carry this account's uid (routes with `replyUid` only): whose data came back. */
  servesUidOf?: SignedInCaller;
  note?: string;
  /** Where the store is Firestore (the API as deployed, e2e/emulator-suite-api-authorization-*.test.ts), when the answer differs there. */
  onFirestore?: { status: number; code?: ErrorCode };
}

export interface RowFor<R extends RouteName> extends Expectation {
  route: R;
  method: "GET" | "POST";
  caller: CallerKind;
  /** Builds the request from the fixtures, for this row's caller. */
  body: (ctx: MatrixContext) => RequestOf<R>;
}

export type MatrixRow = { [R in RouteName]: RowFor<R> }[RouteName];

/**
 * One route's four rows: the same request built for each caller, and each
 * caller's expectation. Curried, so the route is fixed before its request
 * is typed (a row's literal body is then checked against its own route).
 */
function everyCaller<R extends RouteName>(route: R) {
  return (body: (ctx: MatrixContext, caller: CallerKind) => RequestOf<R>, cells: Record<CallerKind, Expectation>): RowFor<R>[] =>
    callerKinds.map((caller) => ({ route, method: routes[route].method, caller, body: (ctx: MatrixContext) => body(ctx, caller), ...cells[caller] }));
}

const ok = (note?: string, servesUidOf?: SignedInCaller): Expectation => ({ status: 200, ...(note ? { note } : {}), ...(servesUidOf ? { servesUidOf } : {}) });
const signInFirst: Expectation = { status: 403, code: "unauthenticated", note: "Signed-in users only: 403 unauthenticated, and nothing read or written." };
const noPaidPlan = (note: string): Expectation => ({ status: 409, code: "failed-precondition", note });
const hidden = (note: string): Expectation => ({ status: 404, code: "not-found", note });
/** PDFs are Premium and Family; every account of the fixture is on the Free plan (library.integration.test.ts covers the paid plans). */
const freePlanPdf: Expectation = {
  status: 403,
  code: "permission-denied",
  note: "The fixture's accounts are on the Free plan: PDFs are Premium and Family, so 403 with the upgrade message (one profile read, nothing written).",
};
const freePlanPdfCells = {
  anonymous: signInFirst,
  other: freePlanPdf,
  owner: freePlanPdf,
  admin: { ...freePlanPdf, note: `No admin powers: an admin on the Free plan is refused like anyone on it. ${freePlanPdf.note ?? ""}` },
};

const public200 = { anonymous: ok("Public."), other: ok("Public; the session is not used."), owner: ok("Public; the session is not used."), admin: ok("Public; as any other user.") };
/** A route on the caller's own data: the body cannot name anyone else. `does` says what the caller does, given whose data ("their own"). */
const ownData = (does: (whose: string) => string) => ({
  anonymous: signInFirst,
  other: ok(`There is no way to name another user: another user ${does("their own")}, never the owner's.`),
  owner: ok(`The owner ${does("their own")}.`),
  admin: ok(`No admin powers: an admin ${does("their own")}, as any other user.`),
});
/** A route on one attempt, named by its id in the body. */
const ownersAttempt = (verb: string, verbs: string) => ({
  anonymous: signInFirst,
  other: hidden(`Another user cannot ${verb} the owner's attempt: 404, the same reply as for an attempt that does not exist, so its existence is not revealed.`),
  owner: ok(`The user who started the attempt ${verbs} it.`),
  admin: hidden(`No admin powers: an admin cannot ${verb} someone else's attempt either, and gets the same 404 as any other user.`),
});

/**
 * A route on one of the owner's reading plans, named by its `userPlanId`.
 * Progress is kept per user and plan, so that a plan shared with a faith
 * circle later still shows each member only their own.
 */
const ownersPlan = (verb: string, verbs: string) => ({
  anonymous: signInFirst,
  other: hidden(`Another user cannot ${verb} the owner's plan: 404, the same reply as for a plan that does not exist.`),
  owner: ok(`The owner ${verbs} their own plan.`),
  admin: hidden(`No admin powers: an admin cannot ${verb} someone else's plan either, and gets the same 404 as any other user.`),
});

/** A route on one of the owner's memory verses, named by the `cardId` the owner chose: cards are kept per user, so another's id names nothing of theirs. */
const ownersMemoryVerse = (verb: string, verbs: string) => ({
  anonymous: signInFirst,
  other: hidden(`Another user cannot ${verb} the owner's memory verse: 404, the same reply as for a verse they never added.`),
  owner: ok(`The owner ${verbs} their own memory verse.`),
  admin: hidden(`No admin powers: an admin cannot ${verb} someone else's memory verse either, and gets the same 404 as any other user.`),
});

/** A route on one of the owner's game rounds, named by its server-made `roundId`: rounds are kept per user, so another's id names nothing of theirs. */
const ownersGameRound = (verb: string, verbs: string) => ({
  anonymous: signInFirst,
  other: hidden(`Another user cannot ${verb} the owner's game round: 404, the same reply as for a round that does not exist.`),
  owner: ok(`The owner ${verbs} their own game round.`),
  admin: hidden(`No admin powers: an admin cannot ${verb} someone else's game round either, and gets the same 404 as any other user.`),
});

/** A route on a challenge run the owner joined alone, named by its run id: only its members may read it or check in. */
const ownersChallengeRun = (verb: string, verbs: string) => ({
  anonymous: signInFirst,
  other: hidden(`Another user cannot ${verb} the owner's challenge run: 404, the same reply as for a run that does not exist.`),
  owner: ok(`The owner ${verbs} their own challenge run.`),
  admin: hidden(`No admin powers: an admin cannot ${verb} someone else's challenge run either, and gets the same 404 as any other user.`),
});

/** A route on one member of the owner's Family plan, named by uid. */
const ownersFamily = (verb: string, verbs: string) => ({
  anonymous: signInFirst,
  other: hidden(`Another user cannot ${verb} the owner's family: 404, the same reply as for someone in no family, so membership is not revealed.`),
  owner: ok(`The owner ${verbs} their own family.`),
  admin: hidden(`No admin powers: an admin cannot ${verb} someone else's family either, and gets the same 404 as any other user.`),
});
/** The fixture owner's Family subscription has ended: invites and joins need an active one. */
const familyPlanEnded = (note: string): Expectation => ({ status: 409, code: "failed-precondition", note });
/** A route on one of the owner's circles, named by its id: only members reach it. */
const ownersCircle = (verb: string, verbs: string) => ({
  anonymous: signInFirst,
  other: hidden(`Another user cannot ${verb} the owner's circle: 404, the same reply as for a circle that does not exist, so its existence is not revealed.`),
  owner: ok(`The owner ${verbs} their own circle.`),
  admin: hidden(`No admin powers: an admin cannot ${verb} a circle they are not in either, and gets the same 404 as any other user.`),
});
/** A route anyone holding the circle's invite code may use: the code is the credential. */
/** This table runs on the embedded store, whose chats follow by waiting reads; on Firestore a member gets a listening token (circles.integration.test.ts). */
const listensWhereFirestore = (who: string): Expectation => ({
  status: 409,
  code: "failed-precondition",
  note: `${who} by waiting reads on this table's embedded store, which has no listeners: 409 says so, nothing written.`,
  // Deployed, the store is Firestore: a member gets a listening token.
  onFirestore: { status: 200 },
});
const holdsTheCode = (does: string) => ({
  anonymous: signInFirst,
  other: ok(`The code is an invitation to anyone who holds it: another user ${does}.`),
  owner: ok(`The owner ${does} (their own circle: joining it again changes nothing).`),
  admin: ok(`No admin powers: as any holder of the code, an admin ${does}.`),
});
/** Leaving a family is for its members; the fixture callers are in none. */
const notInAFamily = (note: string): Expectation => ({ status: 409, code: "failed-precondition", note });

const password = "Berea#2026";

export const authorizationTable: readonly MatrixRow[] = [
  ...everyCaller("POST /api/ login")((ctx, caller) => ({ subject: "login", idToken: ctx.accounts[caller === "anonymous" ? "owner" : caller].idToken }), {
    anonymous: ok("Signing in needs no session: a fresh ID token in the body (here the owner's, on a device not yet signed in) says who signs in.", "owner"),
    other: ok("login has no owned resource: the ID token in the body is the identity. Another user signs in as themselves; the cookie sent along is ignored.", "other"),
    owner: ok("Signing in again while signed in starts a new session for the same user.", "owner"),
    admin: ok("As any other user; the admin claim rides along into the session cookie, and each admin call checks it against the account's current claims.", "admin"),
  }),
  ...everyCaller("POST /api/ register")(
    (_ctx, caller) => ({ subject: "register", name: "New Reader", email: `new-${caller}-${randomUUID()}@example.com`, password, repeatPassword: password }),
    {
      anonymous: ok("Sign-up is public."),
      other: ok("No session is needed or used: the new account is another person's (a family member's, say); the caller's own account is untouched."),
      owner: ok("No session is needed or used: the new account is a new user, not the owner's."),
      admin: ok("As any other user."),
    },
  ),
  ...everyCaller("POST /api/ getPricing")(() => ({ subject: "getPricing" }), public200),
  ...everyCaller("POST /api/ getUserData")(() => ({ subject: "getUserData" }), {
    anonymous: signInFirst,
    other: ok("There is no way to name another user: another user reads their own profile, never the owner's.", "other"),
    owner: ok("The owner reads their own profile.", "owner"),
    admin: ok("No admin powers: an admin reads only their own profile.", "admin"),
  }),
  ...everyCaller("POST /api/ createSignInLink")(() => ({ subject: "createSignInLink" }), ownData((whose) => `gets a one-time sign-in link to ${whose} account`)),
  ...everyCaller("POST /api/ emailVerification")(() => ({ subject: "emailVerification" }), ownData((whose) => `learns whether ${whose} email is confirmed`)),
  // Before registerCode's rows, which use the codes up.
  ...everyCaller("POST /api/auth/callback previewSignInCode")((ctx, caller) => ({ subject: "previewSignInCode", code: ctx.signInCodes[caller] }), {
    anonymous: ok("The intended use: the page a link opens asks whose account it is before redeeming. The holder of the code learns the name and a masked email of the account it opens, no more than redeeming it would; the code stays unused."),
    other: ok("As any holder of the code: the owner's name and masked email, and the caller's own as who this browser is signed in as, so the page can ask before switching accounts."),
    owner: ok("The owner's own code: sameAccount is true."),
    admin: ok("As any holder of the code."),
  }),
  ...everyCaller("POST /api/auth/callback registerCode")((ctx, caller) => ({ subject: "registerCode", code: ctx.signInCodes[caller] }), {
    anonymous: ok("The intended use: a device that is not signed in opens the owner's link. The one-time code is the credential; the token signs in its maker.", "owner"),
    other: ok(
      "The code, not the caller, decides: whoever holds the owner's unused code (a bearer secret, like the link it travels in) gets the owner's token; the caller's own session is ignored.",
      "owner",
    ),
    owner: ok("The owner redeeming their own code gets their own token.", "owner"),
    admin: ok("As any holder of the code: the owner's token, nothing more.", "owner"),
  }),
  ...everyCaller("POST /api/contact")((_ctx, caller) => ({ name: "Phoebe", email: "phoebe@example.com", message: `Authorization matrix: a message from the ${caller} caller.` }), {
    anonymous: ok("Public: the message is stored with uid null."),
    other: ok("Public; the message records the caller's uid."),
    owner: ok("Public; the message records the caller's uid."),
    admin: ok("Public; as any other user."),
  }),
  ...everyCaller("POST /api/dashboard")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `reads ${whose} dashboard (plan allowances, readings due, quiz progress, streaks, activity)`)),
  ...everyCaller("POST /api/quiz/home")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `reads ${whose} quiz home (topics, XP, streak, quizzes left)`)),
  ...everyCaller("POST /api/quiz/start")((ctx) => ({ topic: "mixed", difficulty: "easy", length: 4, types: ["true-false"], timeZone: ctx.timeZone }), {
    anonymous: signInFirst,
    other: ok("A quiz of their own, counted against their own daily allowance."),
    owner: ok("The owner starts a quiz of their own."),
    admin: ok("No admin powers: an admin's quiz follows their plan (daily limit, topics) as anyone's does."),
  }),
  ...everyCaller("POST /api/quiz/resume")((ctx) => ({ attemptId: ctx.ownerAttempts.toAnswer }), ownersAttempt("resume", "resumes")),
  ...everyCaller("POST /api/quiz/answer")((ctx) => ({ attemptId: ctx.ownerAttempts.toAnswer, index: 0, answer: ctx.ownerAttempts.firstAnswer }), ownersAttempt("answer", "answers")),
  ...everyCaller("POST /api/quiz/finish")((ctx) => ({ attemptId: ctx.ownerAttempts.toFinish }), ownersAttempt("finish", "finishes")),
  ...everyCaller("POST /api/quiz/settings")(() => ({ showInAttemptedBy: true }), ownData((whose) => `sets ${whose} 'Attempted by' choice`)),
  ...everyCaller("POST /api/quiz/flag")((ctx) => ({ attemptId: ctx.ownerAttempts.toFlag, index: 0, reason: "unclear", note: "" }), ownersAttempt("flag a question of", "flags a question of")),
  ...everyCaller("POST /api/quiz/flags")(() => ({}), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Only moderators (the admin claim) see the flagged questions." },
    owner: { status: 403, code: "permission-denied", note: "Only moderators: a player's own flags are not theirs to review." },
    admin: ok("An admin power: the moderators' queue of flagged questions."),
  }),
  ...everyCaller("POST /api/quiz/review")(() => ({ questionId: "genesis-001", action: "dismiss" }), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Only moderators close flags: 403, the flags untouched." },
    owner: { status: 403, code: "permission-denied", note: "A player cannot close the flags on a question, theirs included." },
    admin: ok("An admin power: an admin dismisses a question's open flags."),
  }),
  ...everyCaller("POST /api/time-zone")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `reads ${whose} time zone setting`)),
  ...everyCaller("POST /api/time-zone/change")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `sets ${whose} time zone (the body cannot name a user)`)),
  ...everyCaller("GET /api/bible/search")(() => ({ q: "love one another", translation: "kjv", limit: "5" }), public200),
  ...everyCaller("GET /api/verse-of-the-day")(() => ({ date: "2026-12-25", translation: "kjv" }), public200),
  ...everyCaller("POST /api/create-subscription")(
    (_ctx, caller) => ({ plan: "free", cycle: "monthly", fullName: "Matrix Reader", email: `${caller}@example.com` }),
    ownData((whose) => `records the Free plan as ${whose} choice (a paid plan starts a card setup for ${whose} Stripe customer)`),
  ),
  ...everyCaller("GET /api/billing/config")(() => ({}), public200),
  ...everyCaller("POST /api/billing/status")(() => ({}), ownData((whose) => `reads ${whose} plan, next charge and card`)),
  ...(["cancel", "resume"] as const).flatMap((action) =>
    everyCaller(`POST /api/billing/${action}`)(() => ({}), {
      anonymous: signInFirst,
      other: noPaidPlan(`There is no way to name another user: another user would ${action} their own subscription, and has none.`),
      owner: noPaidPlan(`The owner ${action}s their own subscription; the fixture's owner has none, so 409 says so.`),
      admin: noPaidPlan(`No admin powers: an admin would ${action} only their own subscription.`),
    }),
  ),
  ...everyCaller("POST /api/devotionals/today")((ctx) => ({ timeZone: ctx.timeZone, translation: "kjv", lang: "es" }), ownData((whose) => `reads today's devotional with ${whose} read mark and note`)),
  ...everyCaller("POST /api/devotionals/get")((ctx) => ({ id: ctx.todaysDevotional, timeZone: ctx.timeZone, translation: "web" }), ownData((whose) => `opens today's devotional with ${whose} read mark and note`)),
  ...everyCaller("POST /api/devotionals/paths")((ctx) => ({ timeZone: ctx.timeZone, lang: "es" }), ownData((whose) => `lists the paths with ${whose} progress`)),
  ...everyCaller("POST /api/devotionals/mark")((ctx) => ({ id: ctx.todaysDevotional, read: true, timeZone: ctx.timeZone }), ownData((whose) => `marks today's devotional read in ${whose} progress`)),
  ...everyCaller("POST /api/devotionals/note")((ctx) => ({ id: ctx.todaysDevotional, note: "A private thought.", timeZone: ctx.timeZone }), ownData((whose) => `saves ${whose} private note; notes are keyed by the writer, so no one reads another's`)),
  ...everyCaller("POST /api/learn/tracks")(() => ({ lang: "es" }), ownData((whose) => `lists the tracks with ${whose} progress`)),
  ...everyCaller("POST /api/learn/lesson")(() => ({ lessonId: firstLesson().id, translation: "kjv", lang: "es" }), ownData((whose) => `opens a track's first lesson (open to everyone) with ${whose} best score`)),
  ...everyCaller("POST /api/learn/check")(
    () => ({ lessonId: firstLesson().id, answers: firstLesson("es").mastery.map((question) => question.answer), lang: "es" }),
    ownData((whose) => `checks answers to a first lesson into ${whose} progress; progress is keyed by the learner`),
  ),
  ...everyCaller("POST /api/articles/list")(() => ({ lang: "es" }), public200),
  ...everyCaller("POST /api/articles/get")((ctx) => ({ id: ctx.anArticle, timeZone: ctx.timeZone, lang: "es" }), ownData((whose) => `opens an article against ${whose} own monthly quota`)),
  ...everyCaller("POST /api/library/catalog")(() => ({}), public200),
  ...everyCaller("POST /api/library/chapter")(() => ({ bookId: "treasury-of-david", chapter: 2 }), {
    anonymous: signInFirst,
    other: ok("Books belong to no one: any signed-in user reads any chapter."),
    owner: ok("Books belong to no one: any signed-in user reads any chapter."),
    admin: ok("No admin powers: as any other user."),
  }),
  ...everyCaller("GET /api/library/pdf")(() => ({ book: "scofield-reference-notes" }), freePlanPdfCells),
  ...everyCaller("GET /api/library/devotional-pdf")(() => ({ path: loadDevotionalLibrary().paths[0]?.id ?? "no-paths" }), freePlanPdfCells),
  ...everyCaller("POST /api/reading-plans/catalog")(() => ({ lang: "es" }), public200),
  ...everyCaller("POST /api/reading-plans/start")((ctx) => ({ planId: "promises-of-god-21-days", timeZone: ctx.timeZone }), ownData((whose) => `starts a plan in ${whose} progress (a plan is started once per user)`)),
  ...everyCaller("POST /api/reading-plans/mine")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `lists ${whose} plans and reading streak`)),
  ...everyCaller("POST /api/reading-plans/check")((ctx) => ({ userPlanId: ctx.ownerPlans.toCheck, day: 1, done: true, timeZone: ctx.timeZone }), ownersPlan("check off a day of", "checks off a day of")),
  ...everyCaller("POST /api/reading-plans/reschedule")((ctx) => ({ userPlanId: ctx.ownerPlans.toReschedule, mode: "shift", timeZone: ctx.timeZone }), ownersPlan("reschedule", "shifts the rest of")),
  ...everyCaller("POST /api/reading-plans/stop")((ctx) => ({ userPlanId: ctx.ownerPlans.toStop }), ownersPlan("stop", "stops")),
  ...everyCaller("POST /api/reading-plans/calendar")((ctx) => ({ userPlanId: ctx.ownerPlans.toCheck, timeZone: ctx.timeZone }), ownersPlan("read the calendar of", "reads the calendar of")),
  ...everyCaller("GET /api/reading-plans/calendar.ics")((ctx) => ({ plan: ctx.ownerPlans.toCheck }), ownersPlan("download the .ics of", "downloads the .ics of")),
  ...everyCaller("POST /api/memory/mine")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `lists ${whose} memory verses, review streak and verses known`)),
  ...everyCaller("POST /api/memory/add")(
    (ctx, caller) => ({ cardId: `matrix-card-${caller}`, translation: "kjv", book: "Ps", chapter: 23, start: 1, end: 2, timeZone: ctx.timeZone }),
    ownData((whose) => `adds Psalm 23:1–2 to ${whose} memory verses`),
  ),
  ...everyCaller("POST /api/memory/review")(
    (ctx, caller) => ({ cardId: ctx.ownerMemory.toReview, reviewId: `matrix-review-${caller}`, rating: "good", timeZone: ctx.timeZone }),
    ownersMemoryVerse("review", "reviews"),
  ),
  ...everyCaller("POST /api/memory/remove")((ctx) => ({ cardId: ctx.ownerMemory.toRemove }), ownersMemoryVerse("remove", "removes")),
  ...everyCaller("POST /api/games/mine")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `reads ${whose} game XP and best scores`)),
  ...everyCaller("POST /api/games/round")(() => ({ game: "books-order" }), ownData((whose) => `starts a round of ${whose}`)),
  ...everyCaller("POST /api/games/answer")((ctx) => ({ roundId: ctx.ownerGames.toAnswer, item: 0, answer: ["p0", "p1", "p2", "p3", "p4", "p5"] }), ownersGameRound("answer", "answers")),
  ...everyCaller("POST /api/games/finish")(
    (ctx, caller) => ({ roundId: ctx.ownerGames.toFinish, resultId: `matrix-result-${caller}`, timeZone: ctx.timeZone }),
    ownersGameRound("finish", "finishes"),
  ),
  ...everyCaller("POST /api/challenges/list")((ctx) => ({ timeZone: ctx.timeZone }), ownData((whose) => `lists the challenges with ${whose} runs, circles and badges`)),
  ...everyCaller("POST /api/challenges/join")(
    (ctx) => ({ challengeId: "pray-7-days", with: "alone", timeZone: ctx.timeZone }),
    ownData((whose) => `joins "Pray seven days in a row" alone, a run of ${whose}`),
  ),
  ...everyCaller("POST /api/challenges/get")((ctx) => ({ runId: ctx.ownerChallenge, timeZone: ctx.timeZone }), ownersChallengeRun("open", "opens")),
  ...everyCaller("POST /api/challenges/checkin")((ctx) => ({ runId: ctx.ownerChallenge, timeZone: ctx.timeZone }), ownersChallengeRun("check in to", "checks in to")),
  ...everyCaller("POST /api/challenges/badges")(() => ({}), ownData((whose) => `lists ${whose} challenge badges`)),
  ...everyCaller("POST /api/family/overview")(() => ({}), ownData((whose) => `reads ${whose} place in a Family plan (an owner's members and invites, a member's owner and switches)`)),
  ...everyCaller("POST /api/family/activity")((ctx) => ({ timeZone: ctx.timeZone }), {
    anonymous: signInFirst,
    other: ok("There is no way to name another family: another user sees their own members' activity, and has none."),
    owner: ok("The owner sees their own members' recent activity (the parental view)."),
    admin: ok("No admin powers: an admin sees only their own members, and has none."),
  }),
  ...everyCaller("POST /api/family/invite")(() => ({}), {
    anonymous: signInFirst,
    other: familyPlanEnded("Another user would invite to their own family, and has no Family plan: 409, nothing written."),
    owner: familyPlanEnded("The owner's Family subscription has ended, so no invites: 409 with the message, nothing written."),
    admin: familyPlanEnded("No admin powers: an admin would invite only to their own family, and has no Family plan."),
  }),
  ...everyCaller("POST /api/family/revoke")((ctx, caller) => ({ code: ctx.family.invites[caller] }), ownersFamily("withdraw an invite of", "withdraws an invite of")),
  ...everyCaller("POST /api/family/join")((ctx) => ({ code: ctx.family.joinCode, consent: true }), {
    anonymous: signInFirst,
    other: familyPlanEnded("The code is an invitation to anyone who holds it, but the owner's Family plan is not active: 409, nobody joins."),
    owner: familyPlanEnded("The owner cannot join their own family: 409, with a message saying so."),
    admin: familyPlanEnded("No admin powers: as any holder of the code, refused while the plan is not active."),
  }),
  ...everyCaller("POST /api/family/remove")((ctx) => ({ memberUid: ctx.family.toRemove }), ownersFamily("remove a member of", "removes a member of")),
  ...everyCaller("POST /api/family/adult")(() => ({}), {
    anonymous: signInFirst,
    other: notInAFamily("There is no way to name another member: a user speaks only for themselves, and is in no family: 409, nothing written."),
    owner: notInAFamily("The owner cannot say a member is an adult (settings refuses child: false) and is no member themselves: 409, nothing written."),
    admin: notInAFamily("No admin powers: an admin speaks only for themselves, and is in no family."),
  }),
  ...everyCaller("POST /api/family/leave")(() => ({}), {
    anonymous: signInFirst,
    other: notInAFamily("There is no way to name another member: another user would leave their own family, and is in none."),
    owner: notInAFamily("The owner is no member of their own family (they end it by ending the subscription): 409, nothing written."),
    admin: notInAFamily("No admin powers: an admin would leave only their own family, and is in none."),
  }),
  ...everyCaller("POST /api/family/settings")((ctx) => ({ memberUid: ctx.family.toSet, child: true }), ownersFamily("change a member's switches in", "changes a member's switches in")),
  ...everyCaller("POST /api/family/progress")((ctx) => ({ timeZone: ctx.timeZone }), {
    anonymous: signInFirst,
    other: ok("There is no way to name another family: another user sees their own family's progress, and is in none."),
    owner: ok("The owner sees their family's shared progress: numbers only for those who chose to share."),
    admin: ok("No admin powers: an admin sees only their own family's progress, and is in none."),
  }),
  ...everyCaller("POST /api/family/sharing")((ctx) => ({ share: true, memberUid: ctx.accounts.owner.uid }), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Only each person chooses whether to share their own progress: another user naming the owner is refused, nothing written." },
    owner: ok("The owner chooses for themselves (they have members): shared with their family from now on."),
    admin: { status: 403, code: "permission-denied", note: "No admin powers: an admin cannot choose for someone else either." },
  }),
  ...everyCaller("POST /api/circles/mine")(() => ({}), ownData((whose) => `lists ${whose} circles`)),
  ...everyCaller("POST /api/circles/create")((_ctx, caller) => ({ name: `The ${caller}'s circle` }), ownData((whose) => `starts a circle of ${whose}, as its owner`)),
  ...everyCaller("POST /api/circles/preview")((ctx) => ({ code: ctx.circles.toJoinCode }), holdsTheCode("sees the circle's name and size before joining")),
  ...everyCaller("POST /api/circles/join")((ctx) => ({ code: ctx.circles.toJoinCode }), holdsTheCode("joins the circle")),
  ...everyCaller("POST /api/circles/get")((ctx) => ({ circleId: ctx.circles.main }), ownersCircle("open", "opens")),
  ...everyCaller("POST /api/circles/messages")((ctx) => ({ circleId: ctx.circles.main, after: 0 }), ownersCircle("read the messages of", "reads the messages of")),
  ...everyCaller("POST /api/circles/send")((ctx, caller) => ({ circleId: ctx.circles.main, text: `From the ${caller} caller`, clientId: `matrix-${caller}-message` }), ownersCircle("write in", "writes in")),
  ...everyCaller("POST /api/circles/delete-message")((ctx) => ({ circleId: ctx.circles.main, messageId: ctx.circles.memberMessage }), ownersCircle("delete a message in", "deletes a member's message in")),
  ...everyCaller("POST /api/circles/leave")((ctx) => ({ circleId: ctx.circles.toLeave }), ownersCircle("leave", "leaves")),
  ...everyCaller("POST /api/circles/remove")((ctx) => ({ circleId: ctx.circles.main, memberUid: ctx.circles.member }), ownersCircle("remove a member of", "removes a member of")),
  ...everyCaller("POST /api/circles/listen")((ctx) => ({ circleId: ctx.circles.main }), {
    anonymous: signInFirst,
    other: hidden("Another user cannot follow the owner's circle: 404, the same reply as for a circle that does not exist."),
    owner: listensWhereFirestore("The owner follows their own circle"),
    admin: hidden("No admin powers: an admin cannot follow a circle they are not in either, and gets the same 404 as any other user."),
  }),
  ...everyCaller("POST /api/circles/new-code")((ctx) => ({ circleId: ctx.circles.main }), ownersCircle("replace the invite code of", "replaces the invite code of")),
  ...everyCaller("POST /api/circle-events/list")(() => ({ from: "2026-01-01", to: "2027-12-31" }), ownData((whose) => `lists the events of ${whose} circles`)),
  ...everyCaller("POST /api/circle-events/create")(
    (ctx, caller) => ({ circleId: ctx.circles.main, title: `A study of the ${caller} caller`, date: "2027-01-06", startTime: "19:30", endTime: "21:00", timeZone: ctx.timeZone }),
    ownersCircle("schedule an event in", "schedules an event in"),
  ),
  ...everyCaller("POST /api/circle-events/update")(
    (ctx, caller) => ({ circleId: ctx.circles.main, eventId: ctx.circles.event, title: `Renamed by the ${caller} caller`, date: ctx.circles.eventDate, startTime: "19:30", endTime: "21:00", timeZone: ctx.timeZone, repeat: { count: 4 } }),
    ownersCircle("edit an event of", "edits an event of"),
  ),
  ...everyCaller("POST /api/circle-events/cancel")((ctx) => ({ circleId: ctx.circles.main, eventId: ctx.circles.eventToCancel }), ownersCircle("cancel an event of", "cancels an event of")),
  ...everyCaller("POST /api/circle-events/rsvp")(
    (ctx) => ({ circleId: ctx.circles.main, eventId: ctx.circles.event, occurrence: ctx.circles.eventDate, answer: "going" }),
    ownersCircle("answer for an event of", "answers for an event of"),
  ),
  ...everyCaller("GET /api/circle-events/event.ics")((ctx) => ({ circle: ctx.circles.main, event: ctx.circles.event }), ownersCircle("download an event of", "downloads an event of")),
  ...everyCaller("POST /api/circle-events/feed")(() => ({}), ownData((whose) => `gets ${whose} private calendar feed address`)),
  ...everyCaller("GET /api/circle-events/feed.ics")((ctx) => ({ token: ctx.circles.feedToken }), {
    anonymous: ok("A calendar app sends no session: the secret token in the address is the credential, and the feed lists the token owner's circles' events."),
    other: ok("The token, not the caller, decides: whoever holds the owner's feed address reads the owner's feed (the address is a secret, like a sign-in link); the session is not used."),
    owner: ok("The owner's own feed; the session is not used."),
    admin: ok("As any holder of the address."),
  }),
  ...everyCaller("POST /api/prayer/wall")(() => ({}), {
    anonymous: signInFirst,
    other: ok("One wall for everyone signed in: another user reads the same wall, the owner's requests on it."),
    owner: ok("The owner reads the wall, their own requests on it."),
    admin: ok("As any other user."),
  }),
  ...everyCaller("POST /api/prayer/mine")(() => ({}), ownData((whose) => `lists ${whose} prayer requests`)),
  ...everyCaller("POST /api/prayer/post")((_ctx, caller) => ({ text: `A prayer request from the ${caller} caller.`, clientId: `matrix-${caller}-request` }), ownData((whose) => `shares a request as ${whose}`)),
  ...everyCaller("POST /api/prayer/pray")((ctx) => ({ requestId: ctx.prayer.main }), {
    anonymous: signInFirst,
    other: ok("Anyone signed in prays for a request on the wall: another user prays for the owner's."),
    owner: ok("The one who shared a request may pray for it too."),
    admin: ok("As any other user."),
  }),
  ...everyCaller("POST /api/prayer/answer")((ctx) => ({ requestId: ctx.prayer.main, note: "Thank you for praying." }), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Only the one who shared a request marks it answered: 403 with the reason (the request is public, so no 404)." },
    owner: ok("The owner marks their own request answered."),
    admin: { status: 403, code: "permission-denied", note: "No admin power to answer: an admin is refused like any other user." },
  }),
  ...everyCaller("POST /api/prayer/report")((ctx) => ({ requestId: ctx.prayer.main }), {
    anonymous: signInFirst,
    other: ok("Anyone signed in may report someone else's request (the first of two reports here: three would hide it)."),
    owner: { status: 400, code: "invalid-argument", note: "The owner cannot report their own request; the message says to delete it instead." },
    admin: ok("As any other user (the second report)."),
  }),
  ...everyCaller("POST /api/prayer/delete")((ctx, caller) => ({ requestId: caller === "admin" ? ctx.prayer.toDeleteByAdmin : ctx.prayer.toDelete }), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Only the one who shared a request, or an admin, deletes it: 403 with the reason, nothing deleted." },
    owner: ok("The owner deletes their own request."),
    admin: ok("An admin power: an admin deletes anyone's request, to take down what does not belong on the wall."),
  }),
  ...everyCaller("POST /api/prayer/reports")(() => ({}), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Only moderators (the admin claim) see the reported requests." },
    owner: { status: 403, code: "permission-denied", note: "Only moderators: the owner's reported request is not theirs to review." },
    admin: ok("An admin power: the moderators' list of reported requests."),
  }),
  ...everyCaller("POST /api/prayer/review")((ctx) => ({ requestId: ctx.prayer.main, decision: "keep" }), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Only moderators review a reported request: 403, its reports untouched." },
    owner: { status: 403, code: "permission-denied", note: "The sharer cannot clear the reports on their own request." },
    admin: ok("An admin power: an admin keeps the owner's reported request on the wall, clearing its reports."),
  }),
  ...everyCaller("POST /api/referrals/summary")(() => ({}), ownData((whose) => `reads ${whose} referral link, count and reward`)),
  ...everyCaller("POST /api/notes/list")(() => ({}), {
    anonymous: signInFirst,
    other: ok("There is no way to name another user: another user lists their own notes and highlights, never the owner's.", "other"),
    owner: ok("The owner lists their own notes and highlights.", "owner"),
    admin: ok("No admin powers: an admin lists only their own notes.", "admin"),
  }),
  ...everyCaller("POST /api/notes/save")(
    (_ctx, caller) => ({ id: "matrix-note-1", translation: "kjv", book: "John", chapter: 3, verseStart: 16, verseEnd: 16, colour: "yellow", text: `A note of the ${caller} caller.`, editedAt: Date.parse("2026-03-10T09:00:00Z") }),
    ownData((whose) => `saves a note in ${whose} notes: notes are kept per user, so the same id names a note of the caller's own`),
  ),
  ...everyCaller("POST /api/notes/delete")(() => ({ id: "matrix-note-1", editedAt: Date.parse("2026-03-10T09:01:00Z") }), ownData((whose) => `deletes a note of ${whose}; the id names nobody else's`)),
  ...everyCaller("POST /api/account/get")(() => ({}), ownData((whose) => `reads ${whose} account (name, email and whether it is confirmed)`)),
  ...everyCaller("POST /api/account/profile")(
    (_ctx, caller) => ({ name: caller === "other" ? "Demas Other" : caller === "admin" ? "Titus Admin" : "Lydia Owner" }),
    ownData((whose) => `renames ${whose} account (email and password also need a fresh sign-in of ${whose} account)`),
  ),
  ...everyCaller("GET /api/account/export")(() => ({}), ownData((whose) => `downloads ${whose} data as one JSON file`)),
  // Every row confirms with another account's fresh sign-in, so none deletes anything (account.integration.test.ts deletes with one's own).
  ...everyCaller("POST /api/account/delete")((ctx, caller) => ({ idToken: ctx.accounts[caller === "owner" ? "other" : "owner"].idToken }), {
    anonymous: signInFirst,
    other: { status: 403, code: "permission-denied", note: "Confirmed with the owner's sign-in, another user still deletes only their own account: a sign-in of another account is refused, nothing deleted." },
    owner: { status: 403, code: "permission-denied", note: "The owner confirming with someone else's sign-in is refused: deleting needs a fresh sign-in of the account itself." },
    admin: { status: 403, code: "permission-denied", note: "No admin powers: an admin cannot delete another account, even holding its sign-in." },
  }),
  // Last: if logout ever ends sessions on the server, the fixtures' cookies must outlive every other row.
  ...everyCaller("POST /api/ logout")(() => ({ subject: "logout" }), {
    anonymous: ok("Nothing to end; clearing a cookie that is not there is harmless."),
    other: ok("Ends the caller's own session (clears the cookie)."),
    owner: ok("Ends the owner's own session (clears the cookie)."),
    admin: ok("As any other user."),
  }),
];
