import type { BrowserContext, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { paths } from "../web/src/config/paths.ts";
import { chromiumForFile, collectErrors, expectNoAxeViolations, phoneIn } from "./support/browser.ts";
import { layoutShift } from "./support/layout-shifts.ts";

/**
 * The marketing pages in Spanish (features/marketing, issue 22): /about,
 * /careers, /tos and /privacy are prerendered in Spanish and hydrated on Preact (app/static-landing/static-pages.ts),
 * their words a chunk per language for the long ones (marketing-copy.ts), so a
 * Spanish phone gets the Spanish HTML, which hydrates in Spanish without a
 * mismatch or a shift; the 404, rendered in the browser from app.html, speaks
 * the browser's language. As e2e/spanish-pages.test.ts does for the others.
 */
const browser = chromiumForFile();

interface Visit {
  html: string;
  servedLang: string | undefined;
  servedTitle: string | undefined;
  servedDescription: string | undefined;
  servedHeading: string | undefined;
  errors: string[];
  requests: string[];
  cls: number;
}

/** Opens `path`, waits for the app to be live and the network to settle, and reports the HTML as served and what happened. */
async function visit(page: Page, path: string): Promise<Visit> {
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  const response = await page.goto(path);
  const html = (await response?.text()) ?? "";
  // The root as served: `<div id="root">`, or a held page's `<div id="root" data-held="">`.
  const root = html.slice(html.indexOf('<div id="root"'));
  await page.waitForSelector("html[data-app='live']", { state: "attached" });
  await page.waitForLoadState("networkidle");
  return {
    html,
    servedLang: /<html lang="([^"]*)"/.exec(html)?.[1],
    servedTitle: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    servedDescription: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    servedHeading: /<h1[^>]*>([^<]+)</.exec(root)?.[1]?.trim(),
    errors,
    requests,
    cls: await layoutShift(page),
  };
}

let spanishPhone: Promise<BrowserContext> | undefined;
/** The file's one Spanish phone (support/browser.ts's phoneIn: "es-ES", recording its layout shifts). */
const spanish = (): Promise<BrowserContext> => (spanishPhone ??= phoneIn(browser(), "es-ES"));

/** Each page, its Spanish heading and title, words of its Spanish text, and English words that must not be left in it. */
const pages: { path: string; heading: string; title: string; spanish: string[]; english: RegExp }[] = [
  {
    path: paths.about,
    heading: "Te damos la bienvenida a Berea",
    title: "Quiénes somos · Berea",
    // Hechos 17:11 in the RV1909.
    spanish: ["escudriñando cada día las Escrituras, si estas cosas eran así", "Lo que encontrarás en Berea", "Únete a la comunidad"],
    english: /Welcome to Berea|searched the scriptures|What you will find/,
  },
  {
    path: paths.careers,
    heading: "Trabajar en Berea",
    title: "Trabaja con nosotros · Berea",
    spanish: ["Ahora mismo no tenemos puestos abiertos", "Escribe a support@berea.app"],
    english: /Working on Berea|no open roles/,
  },
  {
    path: paths.terms,
    heading: "Términos del servicio",
    title: "Términos del servicio · Berea",
    spanish: ["Última actualización:", "22 de noviembre de 2026", "15. Contacto", "Cancelaciones y reembolsos"],
    english: /Terms of Service|Last updated|Cancelling and refunds/,
  },
  {
    path: paths.privacy,
    heading: "Política de privacidad",
    title: "Política de privacidad · Berea",
    spanish: ["27 de noviembre de 2026", "12. Contacto", "Cuenta eliminada"],
    english: /Privacy Policy<|Last updated|What we collect/,
  },
];

describe("the marketing pages in Spanish", () => {
  afterAll(async () => {
    await (await spanishPhone)?.close();
  });

  it.each(pages)("$path comes as the Spanish page to a Spanish phone and hydrates into it without a mismatch or a shift", async ({ path, heading, title, spanish: words, english }) => {
    const page = await (await spanish()).newPage();
    const served = await visit(page, path);
    expect(served.servedLang, "the HTML as served is the Spanish page").toBe("es");
    expect(served.servedHeading, "its Spanish heading is in the HTML as served").toBe(heading);
    expect(served.servedTitle).toBe(title);
    expect(served.servedDescription, "the description in Spanish").toMatch(/^Cuestionarios bíblicos/);
    const root = served.html.slice(served.html.indexOf('<div id="root">'));
    for (const text of words) expect(root, "as served").toContain(text);
    expect(root, "no English words left as served").not.toMatch(english);
    // Hydrated in the markup's language: the heading is the served one, not swapped, and the words stay Spanish.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).first().textContent()).toBe(heading);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    expect(await page.title()).toBe(title);
    expect(await page.locator("main").textContent()).not.toMatch(english);
    // A console error fails the page; that hydration keeps every element of the markup is e2e/site.test.ts's check.
    expect(served.errors).toEqual([]);
    expect(served.cls, "layout shift after the first paint").toBeLessThan(0.05);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("an unknown address shows a Spanish phone the 404 in Spanish, from the HTML as served (the held not-found page)", async () => {
    const page = await (await spanish()).newPage();
    const served = await visit(page, "/esta-pagina-no-existe");
    expect(served.html, "the not-found page, held (contracts/held-pages.ts's notFoundPage)").toContain('<div id="root" data-held="">');
    expect([served.servedLang, served.servedHeading], "the Spanish not-found page as served").toEqual(["es", "¡Página no disponible!"]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("¡Página no disponible!");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    expect(await page.title()).toBe("Página no disponible · Berea");
    expect(await page.getByText("No encontramos la página que buscabas.", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/");
    expect(served.errors).toEqual([]);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it("an English reader on /tos gets no Spanish until they switch, then the whole document turns Spanish in place", async () => {
    const english = await phoneIn(browser(), "en-US");
    const page = await english.newPage();
    const served = await visit(page, paths.terms);
    expect(served.servedLang).toBe("en");
    expect(served.servedHeading).toBe("Terms of Service");
    expect(served.errors).toEqual([]);
    expect(served.requests.filter((url) => /terms-es|privacy-es|about-es/.test(url)), "an English reader downloads no Spanish").toEqual([]);
    await page.getByRole("button", { name: "Español" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Términos del servicio");
    expect(await page.getByRole("article").textContent()).toContain("Última actualización: 22 de noviembre de 2026");
    // The title follows in an effect: within a frame on Preact (the page's renderer on a first visit: static-pages.ts).
    await expect.poll(() => page.title()).toBe("Términos del servicio · Berea");
    await english.close();
  });
});
