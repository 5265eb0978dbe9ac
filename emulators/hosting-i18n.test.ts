import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { localizedFile, localizedRoot, prerenderedLanguages, prerenderedPageAt, prerenderedPages } from "../web/src/app/prerendered/pages.ts";
import { paths } from "../web/src/config/paths.ts";
import { hostingStaticFile, i18nRootOf, requestLanguages, trailingSlashRedirect } from "./hosting-i18n.ts";

/** What the build writes (pages.ts): every prerendered page, and the landing, in every language; the root's own files. */
const built = new Set<string>([
  "/index.html",
  "/app.html",
  "/favicon.svg",
  ...prerenderedPages.map((page) => `/${page.file}`),
  ...prerenderedLanguages.flatMap((language) => ["/", ...prerenderedPages.map((page) => page.path)].map((path) => `/${localizedFile(path, language)}`)),
]);
const isFile = (path: string) => built.has(path);
const served = (path: string, request: { cookie?: string; acceptLanguage?: string }) => hostingStaticFile(path, request, "/localized", isFile);

describe("the request's languages (Hosting's i18n rewrites)", () => {
  it("are the override cookie's when it is set, whatever Accept-Language says", () => {
    expect(requestLanguages({ cookie: "theme=dark; firebase-language-override=es", acceptLanguage: "en-US,en;q=0.9" })).toEqual(["es"]);
    expect(requestLanguages({ cookie: "firebase-language-override=fr,es" })).toEqual(["fr", "es"]);
  });

  it("else Accept-Language's, in order, without regions or quality values, each once", () => {
    expect(requestLanguages({ acceptLanguage: "es-ES,es;q=0.9,en;q=0.8" })).toEqual(["es", "en"]);
    expect(requestLanguages({ cookie: "theme=dark", acceptLanguage: "fr-CA, es;q=0.5" })).toEqual(["fr", "es"]);
    expect(requestLanguages({})).toEqual([]);
  });
});

describe("the file Hosting serves (local server)", () => {
  it("serves the Spanish page for its own address to a reader who chose Spanish (the cookie)", () => {
    expect(served("/", { cookie: "firebase-language-override=es", acceptLanguage: "en-US" })).toBe("/localized/es_ALL/index.html");
    expect(served("/login", { cookie: "firebase-language-override=es" })).toBe("/localized/es_ALL/login/index.html");
    expect(served("/bl", { cookie: "firebase-language-override=es" })).toBe("/localized/es_ALL/bl/index.html");
  });

  it("follows Accept-Language without the cookie, and the cookie over it", () => {
    expect(served("/quiz", { acceptLanguage: "es-MX,es;q=0.9" })).toBe("/localized/es_ALL/quiz/index.html");
    expect(served("/quiz", { cookie: "firebase-language-override=en", acceptLanguage: "es-MX,es;q=0.9" })).toBe("/localized/en_ALL/quiz/index.html");
  });

  it("gives English to a browser that asks English before Spanish (English has its folder too)", () => {
    expect(served("/", { acceptLanguage: "en-US,es;q=0.8" })).toBe("/localized/en_ALL/index.html");
  });

  it("falls back to the public folder's own files for a language without a folder, or no language at all", () => {
    expect(served("/", { acceptLanguage: "fr-FR" })).toBe("/index.html");
    expect(served("/", {})).toBe("/index.html");
    // The rewrites decide: `/login` → /login.html, anything else → the `pages` function.
    expect(served("/login", { acceptLanguage: "de" })).toBeNull();
    expect(served("/Bible", { cookie: "firebase-language-override=es" })).toBeNull();
  });

  it("serves a file of the public folder itself before a localized index (an exact match wins)", () => {
    expect(served("/favicon.svg", { cookie: "firebase-language-override=es" })).toBe("/favicon.svg");
  });

  it("is off without hosting.i18n", () => {
    expect(hostingStaticFile("/login", { cookie: "firebase-language-override=es" }, null, isFile)).toBeNull();
  });
});

describe("an address with a trailing slash (firebase.json's trailingSlash: false)", () => {
  const redirect = (path: string, request: { cookie?: string; acceptLanguage?: string }, search = "") => trailingSlashRedirect(path, search, request, "/localized", isFile);

  it("is written to its folder's index without the slash: /tos/ is localized/<language>_ALL/tos/index.html", () => {
    expect(paths.terms).toBe("/tos/");
    expect(localizedFile(paths.terms, "es")).toBe("localized/es_ALL/tos/index.html");
    expect(localizedFile(paths.privacy, "en")).toBe("localized/en_ALL/privacy/index.html");
  });

  it("is redirected to the address without it where a language's folder has the page, which then serves it", () => {
    expect(redirect("/tos/", { acceptLanguage: "es-ES" })).toBe("/tos");
    expect(redirect("/privacy/", { cookie: "firebase-language-override=en" }, "?from=login")).toBe("/privacy?from=login");
    expect(redirect("/login/", { acceptLanguage: "en-US" })).toBe("/login");
    expect(served("/tos", { acceptLanguage: "es-ES" })).toBe("/localized/es_ALL/tos/index.html");
    expect(served("/tos", {})).toBeNull();
  });

  it("is left to the rewrites where no folder has it, and they give the page with or without the slash", () => {
    expect(redirect("/tos/", { acceptLanguage: "fr-FR" })).toBeNull();
    expect(redirect("/tos/", {})).toBeNull();
    expect(redirect("/Plans/abc/", { acceptLanguage: "es" })).toBeNull();
    expect(redirect("/", { acceptLanguage: "es" })).toBeNull();
    expect(redirect("/tos", { acceptLanguage: "es" })).toBeNull();
    expect(prerenderedPageAt("/tos/")?.file).toBe("tos.html");
    expect(prerenderedPageAt("/tos")?.file).toBe("tos.html");
    expect(prerenderedPageAt("/login/")?.file).toBe("login.html");
    expect(prerenderedPageAt("/tos/x")).toBeUndefined();
  });
});

describe("firebase.json", () => {
  it("points Hosting's i18n rewrites at the folder the build writes the localized pages to", () => {
    const root = fileURLToPath(new URL("../firebase.json", import.meta.url));
    expect(i18nRootOf(root)?.replace(/^\/+|\/+$/g, "")).toBe(localizedRoot);
  });
});
