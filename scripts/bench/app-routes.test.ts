import { describe, expect, it } from "vitest";
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

  it("names a route with parameters that has no sample, rather than measuring it as written", () => {
    expect(() => sampleAddress({ pattern: "/new/:thing", signedIn: true }, reader)).toThrow("The route /new/:thing has parameters but no sample address");
  });
});
