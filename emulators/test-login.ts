import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { languageFrom, type Language } from "@berea/contracts/languages";
import { buildSync } from "esbuild";
import express from "express";
import { testLoginWords } from "./test-login/words.ts";

/** Where `npm start` serves the spec's test login screen: an operator tool of the local stack, never in the web build. */
export const testLoginPath = "/_local/test-login";

const folder = new URL("./test-login/", import.meta.url);
const file = (name: string) => readFileSync(new URL(name, folder), "utf8");

/**
 * The spec's test login screen (verification endpoint, email, password;
 * 'Logging in...', 'Welcome, {email}', 'Authentication failed.'): a page of
 * its own (emulators/test-login/), not a route of the React app, so the
 * production build cannot contain it. It signs in to the Auth emulator at
 * `authEmulatorHost` and posts the ID token to the endpoint typed in. It
 * speaks the visitor's language (Accept-Language, as the API's replies do);
 * its script is TypeScript, bundled for the browser once when the server starts.
 */
export function testLoginRouter({ authEmulatorHost }: { authEmulatorHost: string }): express.Router {
  const router = express.Router();
  const template = file("index.html").replace("%AUTH_EMULATOR_HOST%", authEmulatorHost.replace(/[^\w.:[\]-]/g, ""));
  const pages: Record<Language, string> = { en: page(template, "en"), es: page(template, "es") };
  const script = bundledScript();
  // Its own policy: its own script and style only; it may reach the Auth emulator and whatever endpoint the operator types.
  const policy = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src *; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
  const send = (type: string, body: string) => (_req: express.Request, res: express.Response) => {
    res.set({ "Content-Type": type, "Content-Security-Policy": policy, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).send(body);
  };
  router.get(testLoginPath, (req, res) => {
    res.vary("Accept-Language");
    send("text/html; charset=utf-8", pages[languageFrom((req.get("accept-language") ?? "").split(","))])(req, res);
  });
  router.get(`${testLoginPath}/test-login.js`, send("text/javascript; charset=utf-8", script));
  router.get(`${testLoginPath}/test-login.css`, send("text/css; charset=utf-8", file("test-login.css")));
  return router;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page in `language`: its words in place of the template's `%NAME%`s (the note is the words' own markup). */
function page(template: string, language: Language): string {
  const words = testLoginWords[language];
  const fields: Record<string, string> = {
    LANG: language,
    TITLE: escapeHtml(words.title),
    EYEBROW: escapeHtml(words.eyebrow),
    HEADING: escapeHtml(words.heading),
    NOTE: words.noteHtml,
    ENDPOINT: escapeHtml(words.endpoint),
    EMAIL: escapeHtml(words.email),
    PASSWORD: escapeHtml(words.password),
    SUBMIT: escapeHtml(words.submit),
  };
  return template.replace(/%([A-Z]+)%/g, (whole, name: string) => fields[name] ?? whole);
}

/** The page's script (test-login/test-login.ts with its words), bundled for the browser. */
function bundledScript(): string {
  const result = buildSync({
    entryPoints: [fileURLToPath(new URL("test-login.ts", folder))],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("The test login screen's script did not bundle.");
  return output.text;
}
