import type { ArticleListReply, ArticleView, DevotionalPathsReply, DevotionalView } from "@berea/contracts/content";
import type { CatalogReply } from "@berea/contracts/reading-plans";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadArticles } from "../articles/articles.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * The content endpoints in Spanish over HTTP: devotionals, articles and the
 * reading plan catalogue take an optional `lang` ("en" or "es", English when
 * left out) and refuse any other with a 400 that names the choices.
 */
let server: ApiTestServer;
const timeZone = "Europe/Madrid";
// Noon in Madrid on the first Sunday of Advent 2025 (a date behind the emulator's sign-ins): the calendar's day is advent-01.
const clock = testClock("2025-11-30T11:00:00Z");

let babel: string;
beforeAll(async () => {
  server = await startApiServer("spanish-content", { now: clock.now });
  babel = (await signedInAccount(server, "Babel", 0, { timeZone })).cookie;
});
afterAll(async () => {
  await server.close();
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

describe("content in Spanish", () => {
  it("gives today's devotional and the paths in Spanish, the passage from RV1909", async () => {
    const { cookie } = await signedInAccount(server, "Lucía", 0, { timeZone });
    const today = await post<DevotionalView>("/devotionals/today", { timeZone, translation: "kjv", lang: "es" }, cookie);
    expect(today.status).toBe(200);
    expect(today.body.payload).toMatchObject({ id: "advent-01", language: "es", title: "Una calzada en el desierto para nuestro Dios" });
    expect(today.body.payload?.passage).toMatchObject({ label: "Isaías 40:1-5", translation: "rv1909" });
    expect(today.body.payload?.passage.verses[0]?.text).toBe("CONSOLAOS, consolaos, pueblo mío, dice vuestro Dios.");
    const english = await post<DevotionalView>("/devotionals/today", { timeZone }, cookie);
    expect(english.body.payload).toMatchObject({ id: "advent-01", language: "en", title: "A Highway in the Desert for Our God" });
    const got = await post<DevotionalView>("/devotionals/get", { id: "advent-01", timeZone, lang: "es" }, cookie);
    expect(got.body.payload?.title).toBe("Una calzada en el desierto para nuestro Dios");
    const paths = await post<DevotionalPathsReply>("/devotionals/paths", { timeZone, lang: "es" }, cookie);
    expect(paths.body.payload?.paths.find((path) => path.id === "advent")).toMatchObject({ title: "Adviento: esperando al Rey que viene", language: "es" });
  });

  it("lists the reading plans with Spanish titles and descriptions", async () => {
    const spanish = await post<CatalogReply>("/reading-plans/catalog", { lang: "es" });
    expect(spanish.status).toBe(200);
    expect(spanish.body.payload?.plans.find((plan) => plan.id === "bible-in-a-year")).toMatchObject({ title: "La Biblia en un año", days: 365 });
    const english = await post<CatalogReply>("/reading-plans/catalog", {});
    expect(english.body.payload?.plans.find((plan) => plan.id === "bible-in-a-year")?.title).toBe("The Bible in a year");
  });

  it("lists the Spanish articles in Spanish and opens one, against the same monthly count", async () => {
    const spanishArticles = loadArticles("es").articles;
    const list = await post<ArticleListReply>("/articles/list", { lang: "es" });
    expect(list.status).toBe(200);
    expect(list.body.payload?.articles.map((article) => [article.id, article.title, article.language])).toEqual(spanishArticles.map((article) => [article.id, article.title, "es"]));
    const first = spanishArticles[0];
    if (!first) return;
    const { cookie } = await signedInAccount(server, "Mateo", 0, { timeZone });
    const opened = await post<ArticleView>("/articles/get", { id: first.id, timeZone, lang: "es" }, cookie);
    expect(opened.body.payload).toMatchObject({ id: first.id, title: first.title, language: "es", full: true, freeLeft: 3 });
    // The same article in English is the same article: it does not count again.
    const again = await post<ArticleView>("/articles/get", { id: first.id, timeZone }, cookie);
    expect(again.body.payload).toMatchObject({ id: first.id, language: "en", full: true, freeLeft: 3 });
  });

  it.each([
    ["/devotionals/today", { timeZone, lang: "fr" }],
    ["/devotionals/get", { id: "advent-01", timeZone, lang: "EN" }],
    ["/devotionals/paths", { timeZone, lang: 1 }],
    ["/articles/list", { lang: "pt" }],
    ["/articles/get", { id: "praying-the-psalms", timeZone, lang: "" }],
    ["/reading-plans/catalog", { lang: "español" }],
  ])("refuses a language it does not speak on %s", async (path, body) => {
    const reply = await post(path, body, babel);
    expect(reply.status).toBe(400);
    // The API words every refused choice the same way (api/parse.ts), as the account's language setting does.
    expect(reply.body.message).toBe("lang must be one of: en, es.");
  });
});
