import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { paths } from "../web/src/config/paths.ts";
import { makeModerator, registerThroughApi, signIn } from "./support/accounts.ts";
import { callFromPage } from "./support/api.ts";
import { chromiumForFile, collectErrors, expectNoAxeViolations, newContext, phoneIn } from "./support/browser.ts";
import { layoutShift } from "./support/layout-shifts.ts";
import { englishOnSpanishPage } from "./support/spanish-text.ts";

/**
 * The pages prerendered in Spanish (app/prerendered/pages.ts's localizedFile,
 * served by the local server as Hosting's i18n rewrites serve them): a
 * browser in Spanish gets the Spanish HTML, which hydrates in Spanish without
 * a mismatch and without moving. A few pages stand for all: the landing (its
 * own build, without i18next) and two of the app's (e2e/prerendered-pages
 * opens every one in English).
 */
const browser = chromiumForFile();

interface Visit {
  /** `<html lang>` and the first heading in the HTML as served, before any script ran. */
  servedLang: string | undefined;
  servedHeading: string | undefined;
  /** The HTML as served. */
  html: string;
  errors: string[];
  requests: string[];
  cls: number;
}

/** Opens `path`, waits for React to have taken the page over and the network to settle, and reports what happened. */
async function visit(page: Page, path: string, live: "landing" | "app"): Promise<Visit> {
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  const servedLang = /<html lang="([^"]*)"/.exec(html)?.[1];
  const servedHeading = /<h1[^>]*>([^<]+)</.exec(html.slice(html.indexOf('<div id="root">')))?.[1];
  await page.waitForSelector(`html[data-${live}='live']`, { state: "attached" });
  await page.waitForLoadState("networkidle");
  return { servedLang, servedHeading, html, errors, requests, cls: await layoutShift(page) };
}

/** The frame around the page, header and footer, speaks Spanish too (components/layout/frame-words.ts), as served and once live. */
async function expectSpanishFrame(page: Page, html: string): Promise<void> {
  for (const served of ['aria-label="Principal"', ">Saltar al contenido<", ">Cuestionarios<", ">Escudriña las Escrituras cada día.<", ">Política de privacidad<"]) {
    expect(html, "the frame as served").toContain(served);
  }
  expect(html, "no English left in the frame as served").not.toMatch(/>(Skip to content|Devotionals|Get started|Quick Links|Privacy Policy)</);
  // On a phone the links are in the menu.
  await page.getByRole("button", { name: "Menú" }).click();
  const main = page.getByRole("navigation", { name: "Principal" });
  for (const name of ["Inicio", "Biblia", "Cuestionarios", "Libros", "Devocionales", "Planes", "Precios", "Muro de oración"]) {
    expect(await main.getByRole("link", { name, exact: true }).count(), name).toBe(1);
  }
  await page.keyboard.press("Escape");
  expect(await page.getByRole("button", { name: "Menú", expanded: false }).count()).toBe(1);
  const footer = page.getByRole("navigation", { name: "Pie de página" });
  expect(await footer.getByRole("link", { name: "Planes de lectura" }).getAttribute("href")).toBe(paths.plans);
  expect(await page.getByRole("contentinfo").textContent()).toContain("Escudriña las Escrituras cada día.");
}

/** The signed-in pages prerendered for issue 23, with their Spanish headings. */
const issue23Pages: [string, string][] = [
  [paths.plans, "Planes de lectura"],
  [paths.devotionals, "Devocionales"],
  [paths.family, "Familia"],
  [paths.account, "Tu cuenta"],
  [paths.prayer, "Muro de oración"],
  [paths.circles, "Círculos de fe"],
  [`${paths.quiz}/flags`, "Preguntas reportadas"],
  // Public pages prerendered for issue 23 (opened here by the signed-in reader too).
  [paths.verse, "Versículo del día"],
  [paths.books, "Libros y artículos"],
];

let spanishPhone: Promise<BrowserContext> | undefined;
/** The file's one Spanish phone for the public pages (support/browser.ts's phoneIn: "es-ES", recording its layout shifts). */
const spanish = (): Promise<BrowserContext> => (spanishPhone ??= phoneIn(browser(), "es-ES"));

/**
 * A Spanish phone signed in as the reader `english` signed in: the session cookie handed over from the English
 * browser that signed in (through the English form), which is then closed.
 */
async function spanishPhoneSignedInAs(english: BrowserContext): Promise<BrowserContext> {
  const context = await phoneIn(browser(), "es-ES");
  await context.addCookies((await english.cookies()).filter((cookie) => cookie.name === "__session"));
  await english.close();
  return context;
}

/** `path` comes as the Spanish page (with `heading` in its HTML, when given), hydrates without a mismatch or a shift, and passes axe. */
async function expectSpanishAppPage(context: BrowserContext, path: string, heading?: string): Promise<void> {
  const page = await context.newPage();
  const { servedLang, servedHeading, errors, cls } = await visit(page, path, "app");
  expect(servedLang, `${path} as served is the Spanish page`).toBe("es");
  if (heading !== undefined) expect(servedHeading?.trim(), `${path}'s Spanish heading is in the HTML as served`).toBe(heading);
  await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBe(servedHeading);
  expect(errors, path).toEqual([]);
  expect(cls, `${path}: layout shift after the first paint`).toBeLessThan(0.05);
  await expectNoAxeViolations(page);
  // No English left in the page's own words, below the fold too (parts render as they near the screen).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(await englishOnSpanishPage(page), `${path}: English in the page's own words`).toEqual([]);
  await page.close();
}

describe("the prerendered pages in Spanish", () => {
  afterAll(async () => {
    await (await spanishPhone)?.close();
  });

  it.each([
    ["/", "landing"],
    [paths.login, "app"],
    [paths.register, "app"],
    [paths.contact, "app"],
  ] as const)("%s comes as Spanish HTML to a Spanish browser, its header and footer too, and hydrates into it without a mismatch or a shift", async (path, live) => {
    const page = await (await spanish()).newPage();
    const { servedLang, servedHeading, html, errors, cls } = await visit(page, path, live);
    expect(servedLang, "the HTML as served is the Spanish page").toBe("es");
    expect(servedHeading?.trim(), "its heading is in the HTML as served").toBeTruthy();
    // Hydrated in the markup's language: the heading is the served one, not swapped.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBe(servedHeading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await expectSpanishFrame(page, html);
    // A hydration mismatch shows up as a console error (React #418).
    expect(errors).toEqual([]);
    expect(cls, "layout shift after the first paint").toBeLessThan(0.05);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("issue 22's new pages (/notes, /c, /wave) come in Spanish to a signed-in Spanish reader, hydrate without a mismatch or a shift, and pass axe", async () => {
    // Signed in through the English form, then the session cookie handed to the Spanish browser.
    const { email } = await registerThroughApi("Febe");
    const english = await newContext(browser(), "phone");
    await signIn(await english.newPage(), email);
    const context = await spanishPhoneSignedInAs(english);
    // /c's Spanish heading is "Eventos de círculos": "Eventos de los círculos" took two lines on a 375 px phone in the
    // metric-matched fallback font and one in Literata, so the page moved up 38 px when the web font arrived (0.063).
    for (const path of [paths.notes, paths.circleEvents, paths.wave]) await expectSpanishAppPage(context, path);
    await context.close();
  });

  it("issue 23's signed-in pages come in Spanish to a signed-in Spanish reader, hydrate without a mismatch or a shift, and pass axe", async () => {
    const { email, uid } = await registerThroughApi("Priscila");
    await makeModerator(uid);
    const english = await newContext(browser(), "phone");
    const seeding = await english.newPage();
    await signIn(seeding, email);
    // A reading plan under way, so /Plans shows what most readers who open it see.
    await callFromPage(seeding, "/reading-plans/start", { planId: "gospels-30-days", timeZone: "UTC" });
    // And a faith circle, so /chat lists one.
    await callFromPage(seeding, "/circles/create", { name: "Estudio del jueves", description: "", timeZone: "UTC" });
    const context = await spanishPhoneSignedInAs(english);
    for (const [path, heading] of issue23Pages) await expectSpanishAppPage(context, path, heading);
    await context.close();
  });

  it("the signed-in home (/dashboard, rendered on the server per visit) comes in Spanish to a Spanish reader, hydrates without a mismatch or a shift, and passes axe", async () => {
    const { email } = await registerThroughApi("Lidia");
    const english = await newContext(browser(), "phone");
    const first = await english.newPage();
    // The first home is the app's (it keeps the reader's zone and translations on the profile, which the server renders with).
    await signIn(first, email);
    await first.getByRole("heading", { name: /Lidia/ }).waitFor();
    const context = await spanishPhoneSignedInAs(english);
    // The view kept on the profile is the English device's (KJV); this phone reads the RV1909, as a reader who signed up
    // in Spanish does. Its home's own call keeps its view, as after a sign-up in Spanish.
    const warm = await context.newPage();
    await warm.goto(paths.about);
    const timeZone = await warm.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await callFromPage(warm, "/dashboard", { timeZone, verseTranslation: "rv1909", devotionalTranslation: "kjv" });
    // A plan begun today, so the home has a reading due: its title and readings come in Spanish.
    await callFromPage(warm, "/reading-plans/start", { planId: "bible-in-a-year", timeZone });
    await warm.close();
    const page = await context.newPage();
    // No language on the profile, none chosen on this device: the browser's Accept-Language ("es-ES") decides.
    const { servedLang, servedHeading, html, errors, cls } = await visit(page, paths.dashboard, "app");
    expect(html, "rendered by the server for this visit").toContain('id="berea-home-state"');
    expect(servedLang, "the home as served is Spanish").toBe("es");
    expect(servedHeading).toMatch(/^(Buenos días|Buenas tardes|Buenas noches), Lidia$/);
    expect(html).toContain(">Lecturas de hoy<");
    expect(html).not.toContain(">Today’s readings<");
    expect(html, "today's devotional card, in Spanish from the server").toContain(">Devocional de hoy<");
    expect(html).not.toContain(">Today’s devotional<");
    expect(html, "the plan's title and readings, in Spanish from the server").toContain(">La Biblia en un año<");
    expect(html).toContain(">Génesis 1<");
    expect(html).not.toMatch(/>(The Bible in a year|Genesis 1)</);
    // Hydrated in Spanish: the heading is the served one, not swapped, and nothing failed to match (React #418).
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBe(servedHeading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    expect(errors).toEqual([]);
    expect(cls, "layout shift after the first paint").toBeLessThan(0.05);
    // Spanish's longer words stay on a phone's screen ("Jugar un cuestionario" beside "Juegos bíblicos" widened the page by 89 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), "no sideways scroll").toBe(0);
    await expectNoAxeViolations(page);
    // The parts that load once the page is live speak Spanish too: the pricing screen below the Free plan's home.
    await page.getByRole("link", { name: "Ver planes" }).click();
    await page.getByRole("heading", { name: "Elige tu plan" }).waitFor();
    expect(await page.getByRole("button", { name: "Completar la compra" }).count()).toBe(1);
    // The plan the reader follows, on /Plans: its title, today's day and readings in Spanish.
    await page.goto(paths.plans);
    const following = page.getByRole("list", { name: "Planes que sigues" });
    const plan = following.getByRole("listitem", { name: "La Biblia en un año" });
    await plan.waitFor();
    await plan.getByText("Génesis 1–3").waitFor();
    expect(await plan.getByRole("link", { name: "Leer Génesis 1" }).count()).toBe(1);
    expect(await following.getByText(/Genesis|The Bible in a year/).count()).toBe(0);
    await context.close();
  });

  it("the landing is in Spanish words, and its switch leads an English reader to the Spanish landing (no Spanish downloaded before)", async () => {
    const english = await phoneIn(browser(), "en-US");
    const page = await english.newPage();
    const first = await visit(page, "/", "landing");
    expect(first.servedLang).toBe("en");
    expect(first.servedHeading).toBe("Search the Scriptures daily");
    expect(first.requests.filter((url) => /copy-es/.test(url)), "an English reader downloads no Spanish").toEqual([]);

    await page.getByRole("button", { name: "Español" }).click();
    // The header and footer change at once (their words are in the landing's bundle)...
    expect(await page.getByRole("button", { name: "Menú" }).count()).toBe(1);
    expect(await page.getByRole("contentinfo").textContent()).toContain("Escudriña las Escrituras cada día.");
    // ...the page takes the Spanish words at once (their chunk), and the choice is kept in the cookie Hosting reads.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Escudriña las Escrituras cada día");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    expect((await english.cookies()).find((cookie) => cookie.name === "firebase-language-override")?.value).toBe("es");

    // The next visit is the Spanish landing itself, served in Spanish.
    const again = await visit(page, "/", "landing");
    expect(again.servedLang).toBe("es");
    expect(again.servedHeading).toBe("Escudriña las Escrituras cada día");
    expect(again.errors).toEqual([]);
    // The day's verse (its island loads as it nears the screen) in the RV1909 and Spanish words, with no i18next.
    await page.evaluate(() => window.scrollTo(0, window.innerHeight));
    const verse = page.getByRole("region", { name: "Versículo del día" });
    await expect.poll(() => verse.locator("cite").innerText(), { timeout: 15_000 }).toMatch(/ · RV1909$/);
    expect(await verse.getByRole("button", { name: "Copiar" }).count()).toBe(1);
    expect(await verse.getByRole("button", { name: "Compartir imagen" }).count()).toBe(1);
    expect(again.requests.filter((url) => /\/assets\/(i18n|i18next|common)-/.test(url)), "the landing loads no i18next").toEqual([]);
    await english.close();
  });
});
