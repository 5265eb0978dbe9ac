import { readFileSync } from "node:fs";
import express from "express";

/** Where `npm start` serves the spec's test login screen: an operator tool of the local stack, never in the web build. */
export const testLoginPath = "/_local/test-login";

const folder = new URL("./test-login/", import.meta.url);
const file = (name: string) => readFileSync(new URL(name, folder), "utf8");

/**
 * The spec's test login screen (verification endpoint, email, password;
 * 'Logging in...', 'Welcome, {email}', 'Authentication failed.'): a page of
 * its own (emulators/test-login/), not a route of the React app, so the
 * production build cannot contain it. It signs in to the Auth emulator at
 * `authEmulatorHost` and posts the ID token to the endpoint typed in.
 */
export function testLoginRouter({ authEmulatorHost }: { authEmulatorHost: string }): express.Router {
  const router = express.Router();
  const html = file("index.html").replace("%AUTH_EMULATOR_HOST%", authEmulatorHost.replace(/[^\w.:[\]-]/g, ""));
  // Its own policy: its own script and style only; it may reach the Auth emulator and whatever endpoint the operator types.
  const policy = "default-src 'none'; script-src 'self'; style-src 'self'; connect-src *; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
  const send = (type: string, body: string) => (_req: express.Request, res: express.Response) => {
    res.set({ "Content-Type": type, "Content-Security-Policy": policy, "Cache-Control": "no-store", "X-Robots-Tag": "noindex" }).send(body);
  };
  router.get(testLoginPath, send("text/html; charset=utf-8", html));
  router.get(`${testLoginPath}/test-login.js`, send("text/javascript; charset=utf-8", file("test-login.js")));
  router.get(`${testLoginPath}/test-login.css`, send("text/css; charset=utf-8", file("test-login.css")));
  return router;
}
