import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { translations } from "@berea/contracts/bible";
import { homePageBuild } from "@berea/contracts/home-page";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verseOfTheDay } from "../bible/verse-of-the-day.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";
import { startHomePageServer } from "../test-support/home-page-server.ts";
import { usersCollection } from "../users/profiles.ts";
import { homePageFiles } from "./home-page.ts";

/**
 * `GET /dashboard` rendered on the server, with the real Auth
 * emulator, sqlite, and the web build's own server render (web/dist/.server,
 * made by `npm run build -w web`, which `npm test` runs first; another
 * build's folder with BEREA_E2E_WEB_DIST, as the e2e tests take it).
 */
const dist = process.env["BEREA_E2E_WEB_DIST"]?.replace(/\/?$/, "/") ?? fileURLToPath(new URL("../../../web/dist/", import.meta.url));
const appHtml = readFileSync(`${dist}app.html`, "utf8");
const realFiles = homePageFiles(`${dist}${homePageBuild.dir}`, `${dist}app.html`, homePageBuild);

let api: ApiTestServer;
let baseUrl: string;

let closePages: () => Promise<void>;
// 09:30 on 11 March in Auckland (UTC+13), the zone the reader's home is shown in.
const clock = testClock("2026-03-10T20:30:00Z");

beforeAll(async () => {
  api = await startApiServer("home-page", { now: clock.now });
  const started = await startHomePageServer(api.store, realFiles, { now: clock.now });
  baseUrl = started.url;
  closePages = started.close;
});

afterAll(async () => {
  await closePages();
  await api.close();
});

const page = async (cookie?: string, url = baseUrl, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/dashboard`, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    cache: response.headers.get("cache-control"),
    cost: response.headers.get("x-store-cost"),
    html: await response.text(),
  };
};

const showHome = (cookie: string, body: Record<string, string>) =>
  fetch(`${baseUrl}/api/dashboard`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify(body) });

/** The state the page carries for its hydration. */
function homeState(html: string): { viewer: Record<string, unknown>; queries: { queries: { queryKey: unknown[] }[] } } {
  const json = /<script type="application\/json" id="berea-home-state">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error("The page carries no home state.");
  return JSON.parse(json) as ReturnType<typeof homeState>;
}

const cost = (response: Response) => response.headers.get("x-store-cost");

describe("the server-rendered home", () => {
  it("sends app.html, never an error, to a visitor who is not signed in or whose cookie does not verify", async () => {
    for (const cookie of [undefined, "__session=forged.cookie.value", "other=1"]) {
      const reply = await page(cookie);
      expect(reply.status).toBe(200);
      expect(reply.type).toMatch(/^text\/html/);
      expect(reply.cache).toBe("private, no-store");
      expect(reply.html).toBe(appHtml);
    }
  });

  it("sends app.html until the reader's home has been shown once, then renders it in their zone and translations", async () => {
    // Signed up from a browser in Auckland: the account's zone.
    const { uid, cookie } = await signedInAccount(api, "Lydia of Thyatira", 0, { timeZone: "Pacific/Auckland" });
    expect((await page(cookie)).html).toBe(appHtml);

    // The dashboard's own call keeps the view on the profile: written once, then only when it changes.
    const view = { timeZone: "Pacific/Auckland", verseTranslation: "web", devotionalTranslation: "web" };
    const first = await showHome(cookie, view);
    expect(first.status).toBe(200);
    expect(cost(first)).toBe("reads=8, writes=1");
    expect(cost(await showHome(cookie, view))).toBe("reads=8, writes=0");
    expect(cost(await showHome(cookie, { timeZone: "Pacific/Auckland" }))).toBe("reads=8, writes=0");
    expect((await api.store.get(usersCollection, uid))?.["homeView"]).toEqual(view);

    const reply = await page(cookie);
    expect(reply.status).toBe(200);
    expect(reply.cache).toBe("private, no-store");
    expect(reply.html).not.toBe(appHtml);
    // The profile is read once for the whole page: 1, 7 for the dashboard (Free, no plan), 2 for the devotional.
    expect(reply.cost).toBe("reads=10, writes=0");
    // The greeting, and the day's verse in the WEB for Auckland's date, in the markup itself.
    expect(reply.html).toContain('<h1 id="dashboard-title">Good morning, Lydia</h1>');
    const date = "2026-03-11";
    const verse = verseOfTheDay({ date, translation: "web" });
    const text = verse.verses.map((entry) => entry.text).join(" ");
    expect(reply.html).toContain(`<cite>${verse.reference}<!-- --> · <!-- -->${translations.web.abbreviation}</cite>`);
    expect(reply.html).toContain(text.slice(0, 40).replace(/'/g, "&#x27;"));
    // The page's scripts are the boot script's, as on the prerendered pages, and it is signed in.
    expect(reply.html).toMatch(/<script type="module" crossorigin src="\/assets\/app-boot-[\w-]+\.js"><\/script>/);
    expect(reply.html).toContain('href="/dashboard"');

    const state = homeState(reply.html);
    expect(state.viewer).toMatchObject({ ...view, date });
    const keys = state.queries.queries.map((query) => query.queryKey);
    // Today's devotional is asked for in a language; the home's card is English until it is translated (issue 22).
    expect(keys).toEqual(
      expect.arrayContaining([["userData"], ["dashboard", date, "en"], ["verseOfTheDay", date, "web"], ["devotionals", "view", "today", "web", date, "en"]]),
    );
  });

  it("renders it in the reader's language: the profile's, else the browser's choice in its cookie, else Accept-Language", async () => {
    const { uid, cookie } = await signedInAccount(api, "María de Magdala", 0, { timeZone: "Pacific/Auckland" });
    await showHome(cookie, { timeZone: "Pacific/Auckland", verseTranslation: "rv1909", devotionalTranslation: "kjv" });
    const lang = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];

    // No choice anywhere: English, as before.
    const english = await page(cookie, baseUrl, { "Accept-Language": "en-US,en;q=0.9" });
    expect(lang(english.html)).toBe("en");
    expect(english.html).toContain('<h1 id="dashboard-title">Good morning, María</h1>');

    // A Spanish browser, and the choice kept in the cookie Hosting reads too, over the browser's.
    const spanishBrowser = await page(cookie, baseUrl, { "Accept-Language": "es-MX,es;q=0.9,en;q=0.8" });
    expect(lang(spanishBrowser.html)).toBe("es");
    expect(spanishBrowser.html).toContain('<h1 id="dashboard-title">Buenos días, María</h1>');
    expect(spanishBrowser.html).toContain("miércoles, 11 de marzo");
    expect(spanishBrowser.html).toContain("<title>Berea · Escudriña las Escrituras cada día</title>");
    const chosen = await page(`${cookie}; firebase-language-override=es`, baseUrl, { "Accept-Language": "en-US" });
    expect(lang(chosen.html)).toBe("es");
    expect(lang((await page(`${cookie}; firebase-language-override=en`, baseUrl, { "Accept-Language": "es" })).html)).toBe("en");

    // The profile's language first, on any device.
    await api.store.update(usersCollection, uid, { language: "es" });
    const profile = await page(`${cookie}; firebase-language-override=en`, baseUrl, { "Accept-Language": "en-US" });
    expect(lang(profile.html)).toBe("es");
    expect(profile.html).toContain("Lecturas de hoy");
    expect(profile.html).not.toContain("Today’s readings");
    // The dashboard (its reading plans' titles and labels) asked in the page's language, under the key the page reads in it.
    expect(homeState(profile.html).queries.queries.map((query) => query.queryKey)).toContainEqual(["dashboard", "2026-03-11", "es"]);
    // The same cost as in English: the language comes with the profile already read.
    expect(profile.cost).toBe(english.cost);
  });

  it("keeps a quote or a tag in the data from closing the state's script element", async () => {
    const { cookie } = await signedInAccount(api, "</script><script>alert(1)</script>");
    await showHome(cookie, { timeZone: "UTC", verseTranslation: "kjv", devotionalTranslation: "kjv" });
    const { html } = await page(cookie);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(homeState(html).queries.queries.length).toBeGreaterThanOrEqual(4);
  });

  it("sends app.html when the render fails, and says so in the log", async () => {
    const { cookie } = await signedInAccount(api, "Phoebe");
    await showHome(cookie, { timeZone: "UTC", verseTranslation: "kjv", devotionalTranslation: "kjv" });
    const files = await realFiles();
    const broken = await startHomePageServer(api.store, () =>
      Promise.resolve({ ...files, renderer: { ...files.renderer, renderHomePage: () => Promise.reject(new Error("render failed")) } }),
    );
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      const reply = await page(cookie, broken.url);
      expect(reply.status).toBe(200);
      expect(reply.html).toBe(appHtml);
    } finally {
      console.error = original;
      await broken.close();
    }
    expect(errors.join("\n")).toContain("render failed");
  });
});
