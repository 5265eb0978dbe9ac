import { describe, expect, it } from "vitest";
import { gameIds } from "../../contracts/src/games.ts";
import { heldPages } from "../../contracts/src/held-pages.ts";
import { prerenderedPages } from "../../web/src/app/prerendered/pages.ts";
import { routerPages, sampleAddress, unsampledRoutes, type BenchReaderData } from "./app-routes.ts";

const reader: BenchReaderData = { userPlanId: "plan-1", circleId: "circle-1", inviteCode: "CODE1234", challengeRunId: "run-1" };

describe("the pages the web bench measures", () => {
  it("are every page route of the app's router, each with an address to open, signed in where the router guards it", async () => {
    const pages = await routerPages();
    expect(unsampledRoutes(pages)).toEqual([]);
    const byPattern = new Map(pages.map((page) => [page.pattern, page]));
    // A few the router is known to have, read from it rather than listed: the landing open to all, the home and memory guarded.
    expect(byPattern.get("/")?.signedIn).toBe(false);
    expect(byPattern.get("/dashboard")?.signedIn).toBe(true);
    expect(byPattern.get("/memory")?.signedIn).toBe(true);
    expect(byPattern.get("/wave")?.signedIn).toBe(false);
    // /Articles only redirects to /Books: nothing of its own to measure.
    expect(byPattern.has("/Articles")).toBe(false);
    const addresses = pages.map((page) => sampleAddress(page, reader));
    expect(addresses.filter((address) => address.includes(":"))).toEqual([]);
    expect(addresses).toContain("/Plans/plan-1");
    expect(new Set(addresses).size).toBe(addresses.length);
  }, 60_000);

  it("paints every route with a parameter from HTML: a held page, a page per value (the games), or the reader's chapter rendered on the server", async () => {
    const painted = new Set<string>([...heldPages.map((page) => page.pattern), "/Bible/:translation/:book/:chapter?"]);
    const perValue = new Set(prerenderedPages.map((page) => page.path));
    const pages = await routerPages();
    const withParameters = pages.filter((page) => page.pattern.includes(":") && page.pattern !== "*");
    expect(withParameters.length).toBeGreaterThan(5);
    const unpainted = withParameters.filter((page) => !painted.has(page.pattern) && !gameIds.every((game) => perValue.has(page.pattern.replace(":game", game))));
    expect(unpainted.map((page) => page.pattern)).toEqual([]);
  }, 60_000);

  it("names a route with parameters that has no sample, rather than measuring it as written", () => {
    expect(() => sampleAddress({ pattern: "/new/:thing", signedIn: true }, reader)).toThrow("The route /new/:thing has parameters but no sample address");
  });
});
