import { describe, expect, it } from "vitest";
import { heldPageAt, matchesPattern, rewriteSource, routerMatches } from "./held-pages.ts";

describe("held pages' addresses", () => {
  it("matches one non-empty segment per parameter, with or without a trailing slash", () => {
    expect(matchesPattern("/Devotionals/:id", "/Devotionals/advent-01")).toBe(true);
    expect(matchesPattern("/Devotionals/:id", "/Devotionals/advent-01/")).toBe(true);
    expect(matchesPattern("/Devotionals/:id", "/Devotionals")).toBe(false);
    expect(matchesPattern("/Devotionals/:id", "/Devotionals//")).toBe(false);
    expect(matchesPattern("/Devotionals/:id", "/Devotionals/advent-01/more")).toBe(false);
    expect(matchesPattern("/Devotionals/:id", "/devotionals/advent-01")).toBe(false);
  });

  it("finds the page an address belongs to, as the router would", () => {
    expect(heldPageAt("/Books/henry-concise-commentary")?.file).toBe("book.html");
    expect(heldPageAt("/Books/henry-concise-commentary/3")?.file).toBe("book-chapter.html");
    expect(heldPageAt("/chat/join/CIR-7K3QX9PD")?.file).toBe("circle-join.html");
    expect(heldPageAt("/chat/pRwuvq2PvhF1vN43MpLh")?.file).toBe("circle-chat.html");
    expect(heldPageAt("/Books")).toBeUndefined();
    expect(heldPageAt("/dashboard")).toBeUndefined();
  });

  it("writes each parameter as one `*` for firebase.json", () => {
    expect(rewriteSource("/Books/:bookId/:chapter")).toBe("/Books/*/*");
    expect(rewriteSource("/chat/join/:code")).toBe("/chat/join/*");
  });

  it("tells the addresses the router answers as React Router matches them: any case, an optional last parameter, a trailing slash", () => {
    expect(routerMatches("/Plans", "/plans")).toBe(true);
    expect(routerMatches("/Plans", "/PLANS/")).toBe(true);
    expect(routerMatches("/Bible/:translation/:book/:chapter?", "/Bible/kjv/John")).toBe(true);
    expect(routerMatches("/Bible/:translation/:book/:chapter?", "/bible/kjv/John/3")).toBe(true);
    expect(routerMatches("/Bible/:translation/:book/:chapter?", "/Bible/kjv")).toBe(false);
    expect(routerMatches("/Bible/:translation/:book/:chapter?", "/Bible/kjv/John/3/4")).toBe(false);
    expect(routerMatches("/", "/")).toBe(true);
    expect(routerMatches("/", "/no-such-page")).toBe(false);
    expect(routerMatches("/Plans/:userPlanId", "/Plans//")).toBe(false);
    expect(routerMatches("/subscription", "/subscriptions")).toBe(false);
  });
});
