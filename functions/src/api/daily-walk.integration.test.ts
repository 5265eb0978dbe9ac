import type { ArticleListReply, ArticleView, DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readActivity } from "../activity/activity.ts";
import { loadArticles } from "../articles/articles.ts";
import { devotionalOfDate, loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * Devotionals and articles over HTTP with the real Auth emulator and sqlite:
 * today's devotional for everyone, the rest for Premium, read marks and
 * private notes, and the Free plan's four articles a month under parallel
 * requests.
 */
let server: ApiTestServer;
const timeZone = "Pacific/Auckland";
// 23:30 on 10 March in Auckland (UTC+13), already "today" there while it is still morning in UTC.
const start = "2026-03-10T10:30:00Z";
const todayThere = "2026-03-10";
const clock = testClock(start);

/** The Free plan's whole articles a month, as the pricing page states them. */
const freeArticlesPerMonth = 4;

beforeAll(async () => {
  server = await startApiServer("daily-walk", { now: clock.now });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  clock.set(start);
});

interface Reply<T> {
  status: number;
  body: { payload?: T; message?: string; code?: string };
}

async function post<T>(path: string, body: unknown, cookie?: string): Promise<Reply<T>> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply<T>["body"] };
}

const reader = (name: string, paymentPlan: 0 | 1 = 0) => signedInAccount(server, name, paymentPlan);

const library = loadDevotionalLibrary();
const today = () => devotionalOfDate(library, todayThere);

describe("devotionals API", () => {
  it("gives every signed-in user today's devotional, with its passage from the Bible data", async () => {
    const { cookie } = await reader("Free Reader");
    const reply = await post<DevotionalView>("/devotionals/today", { timeZone, translation: "web" }, cookie);
    expect(reply.status).toBe(200);
    const view = reply.body.payload;
    const expected = today();
    expect(view).toMatchObject({ id: expected.devotional.id, title: expected.devotional.title, today: true, read: false, note: "" });
    expect(view?.path).toEqual({ id: expected.path.id, title: expected.path.title, theme: expected.path.theme, day: expected.day, days: expected.path.days.length });
    const { start, end } = expected.devotional.passage;
    expect(view?.passage.verses.map((verse) => verse.verse)).toEqual(Array.from({ length: end - start + 1 }, (_, i) => start + i));
    expect(view?.passage.verses.every((verse) => verse.text.length > 0)).toBe(true);
    expect(view?.passage.translation).toBe("web");
    expect((await post("/devotionals/today", { timeZone }, undefined)).status).toBe(403);
  });

  it("opens the rest of the catalogue to Premium only, with a clear message for Free", async () => {
    const other = library.sequence.find((entry) => entry.devotional.id !== today().devotional.id)?.devotional.id ?? "";
    const free = await reader("Free Path Reader");
    const refused = await post("/devotionals/get", { id: other, timeZone }, free.cookie);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: "permission-denied" });
    expect(refused.body.message).toMatch(/Premium/);
    expect((await post("/devotionals/get", { id: today().devotional.id, timeZone }, free.cookie)).status).toBe(200);

    const premium = await reader("Premium Path Reader", 1);
    const opened = await post<DevotionalView>("/devotionals/get", { id: other, timeZone }, premium.cookie);
    expect(opened.status).toBe(200);
    expect(opened.body.payload?.today).toBe(false);
    expect((await post("/devotionals/get", { id: "no-such-devotional", timeZone }, premium.cookie)).status).toBe(404);
  });

  it("keeps read marks as path progress for Premium and counts the day's activity", async () => {
    const premium = await reader("Progress Reader", 1);
    const firstPath = library.paths[0];
    const [dayOne, dayTwo] = firstPath?.days ?? [];
    if (!firstPath || !dayOne || !dayTwo) throw new Error("no path");
    for (const id of [dayOne.id, dayTwo.id]) expect((await post("/devotionals/mark", { id, read: true, timeZone }, premium.cookie)).status).toBe(200);
    // Marking again changes nothing; unmarking takes one back.
    await post("/devotionals/mark", { id: dayOne.id, read: true, timeZone }, premium.cookie);
    await post("/devotionals/mark", { id: dayTwo.id, read: false, timeZone }, premium.cookie);
    const paths = (await post<DevotionalPathsReply>("/devotionals/paths", { timeZone }, premium.cookie)).body.payload;
    expect(paths?.progressTracking).toBe(true);
    const summary = paths?.paths.find((path) => path.id === firstPath.id);
    expect(summary?.read).toBe(1);
    expect(summary?.days.find((day) => day.id === dayOne.id)?.read).toBe(true);
    const activity = await readActivity(server.store, premium.uid, todayThere, 1);
    expect(activity[0]?.devotionals).toBe(2);

    const free = await reader("No Progress Reader");
    const freePaths = (await post<DevotionalPathsReply>("/devotionals/paths", { timeZone }, free.cookie)).body.payload;
    expect(freePaths?.progressTracking).toBe(false);
    expect(freePaths?.paths).toHaveLength(library.paths.length);
    expect(freePaths?.todayId).toBe(today().devotional.id);
  });

  it("keeps a note private to its writer", async () => {
    const id = today().devotional.id;
    const writer = await reader("Note Writer");
    const neighbour = await reader("Note Neighbour");
    expect((await post("/devotionals/note", { id, note: "  Grace for today.  ", timeZone }, writer.cookie)).body.payload).toEqual({ note: "Grace for today." });
    expect((await post<DevotionalView>("/devotionals/today", { timeZone }, writer.cookie)).body.payload?.note).toBe("Grace for today.");
    expect((await post<DevotionalView>("/devotionals/today", { timeZone }, neighbour.cookie)).body.payload?.note).toBe("");
    await post("/devotionals/note", { id, note: "", timeZone }, writer.cookie);
    expect((await post<DevotionalView>("/devotionals/today", { timeZone }, writer.cookie)).body.payload?.note).toBe("");
    const long = await post("/devotionals/note", { id, note: "x".repeat(4001), timeZone }, writer.cookie);
    expect(long).toMatchObject({ status: 400, body: { message: "A note is at most 4,000 characters." } });
  });
});

describe("articles API", () => {
  const ids = loadArticles().articles.map((article) => article.id);

  it("lists every article with its reading time, for anyone", async () => {
    const reply = await post<ArticleListReply>("/articles/list", {});
    expect(reply.status).toBe(200);
    expect(reply.body.payload?.articles.map((article) => article.id)).toEqual(ids);
    expect(reply.body.payload?.articles.every((article) => article.readingMinutes >= 2)).toBe(true);
  });

  it("gives Free four whole articles a month, then the opening and a count of zero; re-reading is free", async () => {
    const { cookie } = await reader("Monthly Reader");
    for (const [i, id] of ids.slice(0, freeArticlesPerMonth).entries()) {
      const view = (await post<ArticleView>("/articles/get", { id, timeZone }, cookie)).body.payload;
      expect(view).toMatchObject({ id, full: true, freeLeft: freeArticlesPerMonth - i - 1 });
    }
    const fifth = ids[freeArticlesPerMonth] ?? "";
    const locked = (await post<ArticleView>("/articles/get", { id: fifth, timeZone }, cookie)).body.payload;
    expect(locked).toMatchObject({ id: fifth, full: false, freeLeft: 0 });
    expect(locked?.sections).toHaveLength(1);
    const again = (await post<ArticleView>("/articles/get", { id: ids[0], timeZone }, cookie)).body.payload;
    expect(again?.full).toBe(true);
    expect((await post("/articles/get", { id: "no-such-article", timeZone }, cookie)).status).toBe(404);

    // 00:30 on 1 April in Auckland: a new month, four more.
    clock.set("2026-03-31T11:30:00Z");
    const nextMonth = (await post<ArticleView>("/articles/get", { id: fifth, timeZone }, cookie)).body.payload;
    expect(nextMonth).toMatchObject({ id: fifth, full: true, freeLeft: freeArticlesPerMonth - 1 });
  });

  it("holds the quota under parallel requests: ten different articles at once, exactly four open whole", async () => {
    const { cookie } = await reader("Eager Reader");
    const replies = await Promise.all(ids.slice(0, 10).map((id) => post<ArticleView>("/articles/get", { id, timeZone }, cookie)));
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(replies.filter((reply) => reply.body.payload?.full).length).toBe(4);
  });

  it("opens every article whole for Premium", async () => {
    const { cookie } = await reader("Premium Article Reader", 1);
    const replies = await Promise.all(ids.slice(0, 6).map((id) => post<ArticleView>("/articles/get", { id, timeZone }, cookie)));
    expect(replies.map((reply) => [reply.body.payload?.full, reply.body.payload?.freeLeft])).toEqual(replies.map(() => [true, null]));
  });
});
