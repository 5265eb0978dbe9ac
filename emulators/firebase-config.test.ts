import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { heldPages, rewriteSource } from "../contracts/src/held-pages.ts";
import { prerenderedPages, servedPath, serverRenderedHome } from "../web/src/app/prerendered/pages.ts";
import { headerMatcher, loadFirebaseJson, localContentSecurityPolicy } from "./hosting-headers.ts";

/** What Firebase Hosting will send, read from the deployed configuration itself. */
const root = fileURLToPath(new URL("..", import.meta.url));
const firebaseJson = loadFirebaseJson(`${root}firebase.json`);
const headersFor = headerMatcher(firebaseJson);

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? "", values]),
  );

describe("firebase.json security headers", () => {
  const page = headersFor("/dashboard");
  const csp = directives(page["Content-Security-Policy"] ?? "");

  it("sets a CSP that allows only what the app loads", () => {
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", "https://js.stripe.com", "https://apis.google.com"]);
    expect(csp.get("frame-src")).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://*.firebaseapp.com"]));
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://api.stripe.com"]));
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("forbids framing, sniffing and leaky referrers, and pins HTTPS", () => {
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(page["X-Frame-Options"]).toBe("DENY");
    expect(page["X-Content-Type-Options"]).toBe("nosniff");
    expect(page["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(page["Strict-Transport-Security"]).toMatch(/^max-age=(\d+); includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(page["Strict-Transport-Security"] ?? "")?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });

  it("turns off the powerful browser features the app does not use", () => {
    const policy = new Map(
      (page["Permissions-Policy"] ?? "").split(",").map((part) => {
        const [feature = "", allow = ""] = part.trim().split("=");
        return [feature, allow];
      }),
    );
    expect(policy.get("camera")).toBe("()");
    expect(policy.get("microphone")).toBe("()");
    expect(policy.get("geolocation")).toBe("()");
    // Card payments: this origin and Stripe's frame only.
    expect(policy.get("payment")).toBe('(self "https://js.stripe.com")');
  });

  it("sends the same security headers on every kind of file Hosting serves, not just pages", () => {
    const security = ["Content-Security-Policy", "Strict-Transport-Security", "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"];
    for (const path of ["/", "/index.html", "/app.html", "/login", "/assets/index-abc123.js", "/assets/bible/kjv-0123456789/John/3.json", "/sw.js", "/manifest.webmanifest"]) {
      const headers = headersFor(path);
      for (const name of security) expect(headers[name], `${name} on ${path}`).toBe(page[name]);
    }
  });

  it("caches hashed assets for a year and never caches the pages (index.html, app.html, the prerendered app pages)", () => {
    expect(headersFor("/assets/index-abc123.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor("/index.html")["Cache-Control"]).toBe("no-cache");
    expect(headersFor("/app.html")["Cache-Control"]).toBe("no-cache");
    for (const { file } of prerenderedPages) expect(headersFor(`/${file}`)["Cache-Control"], file).toBe("no-cache");
    expect(headersFor("/dashboard")["Cache-Control"]).toBeUndefined();
  });
});

describe("firebase.json routing", () => {
  const config = JSON.parse(readFileSync(`${root}firebase.json`, "utf8")) as {
    hosting: { public: string; rewrites: { source: string; function?: { functionId: string }; destination?: string }[] };
    emulators: Record<string, { port?: number }>;
  };

  it("sends /api/** to the api function first, and every other address last to the pages function, which answers app.html or the not-found page (index.html is the prerendered landing)", () => {
    const rewrites = config.hosting.rewrites;
    expect(rewrites[0]).toMatchObject({ source: "/api/**", function: { functionId: "api" } });
    expect(rewrites.at(-1)).toEqual({ source: "**", function: { functionId: "pages", region: "us-central1" } });
    expect(config.hosting.public).toBe("web/dist");
  });

  it("serves each prerendered app page for its address, before the SPA fallback", () => {
    const pageRewrites = config.hosting.rewrites.filter((rewrite) => rewrite.destination);
    // The address as Hosting serves it: `trailingSlash: false` redirects `/tos/` to `/tos`, and the source `/tos` matches both.
    expect(pageRewrites).toEqual(prerenderedPages.map(({ path, file }) => ({ source: servedPath(path), destination: `/${file}` })));
    for (const { source } of pageRewrites) expect(source, "a rewrite's source has no trailing slash").toMatch(/^\/[^*]*[^/*]$/);
  });

  it("sends the signed-in home to the pages function, which renders it for each visit, before the SPA fallback", () => {
    const rewrites = config.hosting.rewrites;
    const home = rewrites.findIndex((rewrite) => rewrite.source === serverRenderedHome.path);
    expect(rewrites[home]).toMatchObject({ function: { functionId: "pages" } });
    expect(home).toBeLessThan(rewrites.length - 1);
  });

  it("sends each held page's addresses to the pages function, which answers in the visitor's language, before the SPA fallback", () => {
    const rewrites = config.hosting.rewrites;
    const toPages = rewrites.filter((rewrite) => rewrite.function?.functionId === "pages").map((rewrite) => rewrite.source);
    expect(toPages).toEqual([serverRenderedHome.path, "/Bible/*/*/*", ...heldPages.map(({ pattern }) => rewriteSource(pattern)), "**"]);
    for (const { pattern } of heldPages) expect(rewrites.findIndex((rewrite) => rewrite.source === rewriteSource(pattern)), pattern).toBeLessThan(rewrites.length - 1);
  });

  it("configures the auth, functions, hosting and firestore emulators", () => {
    expect(config.emulators.auth?.port).toBe(9099);
    expect(config.emulators.firestore?.port).toBe(8080);
    expect(config.emulators.functions).toBeDefined();
    expect(config.emulators.hosting).toBeDefined();
  });
});

describe("local CSP", () => {
  it("adds the emulator origin and drops upgrade-insecure-requests for plain http on loopback", () => {
    const local = directives(localContentSecurityPolicy(headersFor("/")["Content-Security-Policy"] ?? "", ["http://127.0.0.1:9099"]));
    expect(local.get("connect-src")).toContain("http://127.0.0.1:9099");
    expect(local.get("frame-src")).toContain("http://127.0.0.1:9099");
    expect(local.has("upgrade-insecure-requests")).toBe(false);
    expect(local.get("frame-ancestors")).toEqual(["'none'"]);
  });
});
