import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chapterAssetPath, chapterAssetRoot } from "../bible/chapter-assets.ts";
import { homePageFiles } from "../../functions/src/pages/home-page.ts";
import type { Store } from "../../functions/src/store/port.ts";
import { startApiServer } from "../../functions/src/test-support/api-server.ts";
import { createTestAccount, signInTestAccount, verifyTestAccountEmail } from "../../functions/src/test-support/auth-emulator.ts";
import { startHomePageServer } from "../../functions/src/test-support/home-page-server.ts";
import { serverRenderedHome } from "../../web/src/app/prerendered/pages.ts";
import { benchAuthEmulator } from "./auth.ts";
import type { BenchRow, BenchSection } from "./report.ts";

/**
 * Database cost per user action (issue 7), counted by the store driver: each
 * request goes through the real API over HTTP (in this process, sqlite store,
 * Auth emulator) and the reads and writes come from the `X-Store-Cost` header
 * that the route wrapper fills from the driver's meter (Firestore's billing
 * rules, functions/src/store/cost-meter.ts). The budgets are today's costs:
 * an action that grows fails the bench.
 */

interface Cost {
  reads: number;
  writes: number;
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

function parseCost(header: string | null, what: string): Cost {
  const match = /reads=(\d+), writes=(\d+)/.exec(header ?? "");
  if (!match) throw new Error(`${what} answered without an X-Store-Cost header.`);
  return { reads: Number(match[1]), writes: Number(match[2]) };
}

const sum = (costs: Cost[]): Cost => costs.reduce((total, cost) => ({ reads: total.reads + cost.reads, writes: total.writes + cost.writes }), { reads: 0, writes: 0 });

/** A 2xx reply's cost, its JSON payload and its Set-Cookie header. */
async function call(baseUrl: string, method: "GET" | "POST", path: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(cookie ? { Cookie: cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  const { payload } = JSON.parse(text) as { payload: unknown };
  return { cost: parseCost(response.headers.get("x-store-cost"), `${method} ${path}`), payload, setCookie: response.headers.get("set-cookie") ?? "" };
}

/**
 * Reading a chapter is a static file: the reader fetches
 * `/assets/bible/<translation>-<hash>/<Book>/<n>.json` (web/src/features/bible/api/get-chapter.ts), which
 * the web build emits into web/dist, and Hosting serves an existing file without consulting rewrites, so
 * no function runs and the store is never touched. Returns the file it found, or why there is none.
 */
function chapterFile(): { file: string } | { missing: string } {
  const root = join(repoRoot, "web", "dist", chapterAssetRoot);
  if (!existsSync(root)) return { missing: "web/dist not built (npm run build -w web)" };
  const folder = readdirSync(root).find((name) => name.startsWith("kjv-"));
  if (!folder) return { missing: `no kjv-* folder under web/dist/${chapterAssetRoot}` };
  const path = chapterAssetPath(folder, "John", 3);
  return existsSync(join(repoRoot, "web", "dist", path)) ? { file: `/${path}` } : { missing: `web/dist/${path} is missing` };
}

/** What one visit to the server-rendered home costs, with the web build's own server render; needs web/dist. */
async function serverRenderedHomeCost(store: Store, cookie: string): Promise<{ cost: Cost } | { missing: string }> {
  const dist = join(repoRoot, "web", "dist");
  const serverDir = join(dist, serverRenderedHome.dir);
  if (!existsSync(join(serverDir, serverRenderedHome.renderer))) return { missing: "web/dist not built (npm run build -w web)" };
  const pages = await startHomePageServer(store, homePageFiles(serverDir, join(dist, "app.html"), serverRenderedHome));
  try {
    const response = await fetch(`${pages.url}${serverRenderedHome.path}`, { headers: { Cookie: cookie } });
    const html = await response.text();
    if (!html.includes('id="berea-home-state"')) throw new Error("GET /dashboard sent app.html instead of the rendered home.");
    return { cost: parseCost(response.headers.get("x-store-cost"), "GET /dashboard") };
  } finally {
    await pages.close();
  }
}

export async function benchCost(): Promise<BenchSection> {
  await benchAuthEmulator();
  const server = await startApiServer("bench-cost");
  const { baseUrl } = server;
  try {
    // Sign-up as the app does it: register (profile made with the Auth account), then sign in with the password.
    const email = `cost-${Date.now()}@example.com`;
    const password = "Scripture#1";
    const register = await call(baseUrl, "POST", "/", { subject: "register", name: "Cost Reader", email, password, repeatPassword: password });
    // The browser sends its time zone with a sign-in: the first one after sign-up keeps it as the account's.
    const firstLogin = await call(baseUrl, "POST", "/", { subject: "login", idToken: await signInTestAccount(email, password), timeZone: "UTC" });
    // First sign-in with a provider (Google, email link): login creates the profile, with the browser's zone.
    const provider = await createTestAccount("Cost Provider");
    const providerLogin = await call(baseUrl, "POST", "/", { subject: "login", idToken: provider.idToken, timeZone: "UTC" });
    // The reader confirms their email (sharing a prayer waits for it), then signs in again as a returning user.
    await verifyTestAccountEmail({ email, password, idToken: await signInTestAccount(email, password) });
    const signIn = await call(baseUrl, "POST", "/", { subject: "login", idToken: await signInTestAccount(email, password), timeZone: "UTC" });
    const cookie = /__session=[^;]+/.exec(signIn.setCookie)?.[0];
    if (!cookie) throw new Error("login set no session cookie.");

    // The dashboard page asks for the profile (getUserData) and the dashboard itself, at once.
    const dashboard = sum([
      (await call(baseUrl, "POST", "/", { subject: "getUserData" }, cookie)).cost,
      (await call(baseUrl, "POST", "/dashboard", { timeZone: "UTC" }, cookie)).cost,
    ]);
    // The same home rendered on the server for the visit (functions/src/pages/home-page.ts), once the dashboard has kept its view.
    await call(baseUrl, "POST", "/dashboard", { timeZone: "UTC", verseTranslation: "kjv", devotionalTranslation: "kjv" }, cookie);
    const renderedHome = await serverRenderedHomeCost(server.store, cookie);
    const pricing = await call(baseUrl, "POST", "/", { subject: "getPricing" });
    const quizHome = await call(baseUrl, "POST", "/quiz/home", { timeZone: "UTC" }, cookie);

    // A faith challenge joined alone ("Ten quizzes in two weeks") before the quiz below, which its check-in counts.
    const challengeJoin = await call(baseUrl, "POST", "/challenges/join", { challengeId: "ten-quizzes", with: "alone", timeZone: "UTC" }, cookie);
    const { runId } = challengeJoin.payload as { runId: string };

    // One whole 10-question quiz as a Free user, over HTTP. An instance reads the retired questions' list once a
    // minute (functions/src/quiz/retired-questions.ts): a first start reads it, and the row is a start after that.
    await call(baseUrl, "POST", "/quiz/start", { topic: "mixed", difficulty: "easy", length: 4, timeZone: "UTC" }, cookie);
    const start = await call(baseUrl, "POST", "/quiz/start", { topic: "mixed", difficulty: "easy", length: 10, timeZone: "UTC" }, cookie);
    const { attemptId } = start.payload as { attemptId: string };
    const answers: Cost[] = [];
    for (let index = 0; index < 10; index += 1) answers.push((await call(baseUrl, "POST", "/quiz/answer", { attemptId, index, answer: null }, cookie)).cost);
    const finish = await call(baseUrl, "POST", "/quiz/finish", { attemptId }, cookie);
    const quiz = sum([start.cost, ...answers, finish.cost]);

    // One Bible game round (reference match: 5 items) as a Free user: the round, an answer to each item, and the result.
    const round = await call(baseUrl, "POST", "/games/round", { game: "reference-match" }, cookie);
    const { roundId } = round.payload as { roundId: string };
    const gameAnswers: Cost[] = [];
    for (let item = 0; item < 5; item += 1) gameAnswers.push((await call(baseUrl, "POST", "/games/answer", { roundId, item, answer: ["p0"] }, cookie)).cost);
    const gameResult = await call(baseUrl, "POST", "/games/finish", { roundId, resultId: "bench-cost-game-result", timeZone: "UTC" }, cookie);
    const gameRound = sum([round.cost, ...gameAnswers, gameResult.cost]);

    // A learning track's first lesson: the study guide, then its mastery check (learning/learning.ts).
    const tracks = (await call(baseUrl, "POST", "/learn/tracks", {}, cookie)).payload as { tracks: { lessons: { id: string }[] }[] };
    const lessonId = tracks.tracks[0]?.lessons[0]?.id ?? "";
    const lesson = await call(baseUrl, "POST", "/learn/lesson", { lessonId, translation: "kjv" }, cookie);
    const { questions } = lesson.payload as { questions: { options: string[] }[] };
    const masteryCheck = await call(baseUrl, "POST", "/learn/check", { lessonId, answers: questions.map((question) => question.options[0] ?? "") }, cookie);

    // Scripture memory: a verse added, then one review of it (memory/memory.ts).
    const memoryAdd = await call(baseUrl, "POST", "/memory/add", { cardId: "bench-cost-card", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone: "UTC" }, cookie);
    const memoryReview = await call(baseUrl, "POST", "/memory/review", { cardId: "bench-cost-card", reviewId: "bench-cost-review", rating: "good", timeZone: "UTC" }, cookie);

    // The quiz played after joining is counted at the check-in; then a check-in with nothing new.
    const challengeCheckin = await call(baseUrl, "POST", "/challenges/checkin", { runId, timeZone: "UTC" }, cookie);
    const challengeCheckinSame = await call(baseUrl, "POST", "/challenges/checkin", { runId, timeZone: "UTC" }, cookie);

    const verse = await call(baseUrl, "GET", "/verse-of-the-day?date=2025-01-01&translation=kjv");
    const search = await call(baseUrl, "GET", "/bible/search?q=love&translation=kjv");
    const contact = await call(baseUrl, "POST", "/contact", { name: "Cost Reader", email, message: "How many reads does this cost?" }, cookie);
    const chapter = chapterFile();

    // A faith circle of two: the member is waiting for news when the owner writes.
    const member = await createTestAccount("Cost Member");
    const memberCookie = /__session=[^;]+/.exec((await call(baseUrl, "POST", "/", { subject: "login", idToken: member.idToken })).setCookie)?.[0];
    const circle = (await call(baseUrl, "POST", "/circles/create", { name: "Cost study" }, cookie)).payload as { id: string; inviteCode: string };
    await call(baseUrl, "POST", "/circles/join", { code: circle.inviteCode }, memberCookie);
    const waiting = call(baseUrl, "POST", "/circles/messages", { circleId: circle.id, after: 0, wait: true }, memberCookie);
    const chatMessage = await call(baseUrl, "POST", "/circles/send", { circleId: circle.id, text: "How much does this cost?", clientId: "bench-cost-message" }, cookie);
    const delivered = await waiting;
    const openCircle = await call(baseUrl, "POST", "/circles/get", { circleId: circle.id }, memberCookie);

    // The prayer wall: the owner shares a request, the member prays for it and opens the wall (one request on it).
    const shared = await call(baseUrl, "POST", "/prayer/post", { text: "Please pray for our study group.", clientId: "bench-cost-request" }, cookie);
    const prayed = await call(baseUrl, "POST", "/prayer/pray", { requestId: (shared.payload as { id: string }).id }, memberCookie);
    const prayerWall = await call(baseUrl, "POST", "/prayer/wall", {}, memberCookie);

    // Family: shared progress (functions/src/family/progress.ts). The reader takes the Family plan (written as the Stripe
    // webhook would); a relative joins and shares, with one reading plan and one memory verse; the reader keeps theirs private.
    const readerUid = ((await call(baseUrl, "POST", "/", { subject: "getUserData" }, cookie)).payload as { uid: string }).uid;
    await server.store.update("users", readerUid, { paymentPlan: 2 });
    const relative = await createTestAccount("Cost Relative", { verified: true });
    const relativeCookie = /__session=[^;]+/.exec((await call(baseUrl, "POST", "/", { subject: "login", idToken: relative.idToken, timeZone: "UTC" })).setCookie)?.[0];
    const familyCode = ((await call(baseUrl, "POST", "/family/invite", {}, cookie)).payload as { code: string }).code;
    await call(baseUrl, "POST", "/family/join", { code: familyCode, consent: true }, relativeCookie);
    await call(baseUrl, "POST", "/reading-plans/start", { planId: "gospels-30-days", timeZone: "UTC" }, relativeCookie);
    await call(baseUrl, "POST", "/memory/add", { cardId: "bench-cost-relative-card", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone: "UTC" }, relativeCookie);
    const familySharing = await call(baseUrl, "POST", "/family/sharing", { share: true }, relativeCookie);
    await call(baseUrl, "POST", "/family/sharing", { share: false }, cookie);
    const familyProgress = await call(baseUrl, "POST", "/family/progress", { timeZone: "UTC" }, cookie);

    const metered = (action: string, cost: Cost, budget?: Cost): BenchRow[] => [
      { metric: `${action}: reads`, value: cost.reads, unit: "docs", ...(budget ? { budget: budget.reads } : {}) },
      { metric: `${action}: writes`, value: cost.writes, unit: "docs", ...(budget ? { budget: budget.writes } : {}) },
    ];
    return {
      name: "database cost per user action (counted by the store driver, as Firestore bills)",
      rows: [
        // Without a referral code; one adds a read of the referrer's code.
        ...metered("Sign-up (register)", register.cost, { reads: 1, writes: 2 }),
        ...metered("Sign-in, returning user (login)", signIn.cost, { reads: 1, writes: 0 }),
        // The profile, then keeping the browser's time zone on it (once, in a transaction).
        ...metered("First sign-in after sign-up (login)", firstLogin.cost, { reads: 2, writes: 1 }),
        ...metered("First sign-in with a provider (login creates the profile)", providerLogin.cost, { reads: 1, writes: 2 }),
        ...metered("Dashboard (getUserData + dashboard, Free user, no reading plan)", dashboard, { reads: 9, writes: 0 }),
        ..."cost" in renderedHome
          ? metered("Dashboard rendered on the server (GET /dashboard: profile, dashboard, devotional)", renderedHome.cost, { reads: 10, writes: 0 })
          : [{ metric: "Dashboard rendered on the server", value: `not checked: ${renderedHome.missing}`, unit: "" }],
        ...metered("Pricing page (getPricing)", pricing.cost, { reads: 3, writes: 0 }),
        ...metered("Quiz page (quiz/home, Free user)", quizHome.cost, { reads: 3, writes: 0 }),
        ...metered("One 10-question quiz (start + 10 answers + finish, Free user)", quiz, { reads: 15, writes: 15 }),
        ...("file" in chapter
          ? metered("One chapter (a static file in web/dist, no API call)", { reads: 0, writes: 0 }, { reads: 0, writes: 0 })
          : [{ metric: "One chapter", value: `not checked: ${chapter.missing}`, unit: "" }]),
        ...metered("A game result (games/finish: profile, round and stats read; round and stats written)", gameResult.cost, { reads: 3, writes: 2 }),
        ...metered("One 5-item game round (games/round + 5 answers + finish)", gameRound, { reads: 9, writes: 8 }),
        ...metered("Adding a memory verse (memory/add)", memoryAdd.cost, { reads: 3, writes: 1 }),
        ...metered("One memory review (memory/review)", memoryReview.cost, { reads: 4, writes: 3 }),
        // Profile; the caller's places and the group's runs (each query billed 1 when empty); then the reply's check-in (place, quiz stats), run and members.
        ...metered("Joining a challenge alone (challenges/join: run and place created, the reply's run with the caller's progress)", challengeJoin.cost, { reads: 8, writes: 2 }),
        ...metered("A challenge check-in, progress moved (challenges/checkin: profile, place, quiz stats, place again; place written)", challengeCheckin.cost, { reads: 4, writes: 1 }),
        ...metered("A challenge check-in, nothing new (challenges/checkin)", challengeCheckinSame.cost, { reads: 3, writes: 0 }),
        ...metered("A lesson's study guide (learn/lesson)", lesson.cost, { reads: 1, writes: 0 }),
        ...metered("A lesson's mastery check (learn/check)", masteryCheck.cost, { reads: 1, writes: 1 }),
        ...metered("Verse of the day", verse.cost, { reads: 0, writes: 0 }),
        ...metered("Bible search", search.cost, { reads: 0, writes: 0 }),
        ...metered("Contact message", contact.cost, { reads: 1, writes: 2 }),
        ...metered("One chat message (circles/send)", chatMessage.cost, { reads: 4, writes: 2 }),
        ...metered("The same message reaching a member whose read was waiting (circles/messages)", delivered.cost, { reads: 4, writes: 0 }),
        ...metered("Opening a circle with one message (circles/get)", openCircle.cost, { reads: 3, writes: 0 }),
        ...metered("Sharing a prayer request (prayer/post)", shared.cost, { reads: 3, writes: 2 }),
        ...metered("'I prayed' (prayer/pray)", prayed.cost, { reads: 4, writes: 2 }),
        ...metered("The prayer wall with one request (prayer/wall)", prayerWall.cost, { reads: 4, writes: 0 }),
        ...metered("Choosing to share one's progress with the family (family/sharing)", familySharing.cost, { reads: 2, writes: 1 }),
        // Profiles and the family; for the relative who shares: activity, devotionals, their plans, 3 memory counts, their challenge places (none).
        ...metered("Family progress, owner and one sharing member (family/progress)", familyProgress.cost, { reads: 10, writes: 0 }),
      ],
    };
  } finally {
    await server.close();
  }
}
