import { describe, expect, it } from "vitest";
import { afterSignInPath } from "./after-sign-in-path.ts";

describe("afterSignInPath", () => {
  it("goes back to the page on this site that sent the person to sign in", () => {
    expect(afterSignInPath("/Books/treasury-of-david/3")).toBe("/Books/treasury-of-david/3");
    expect(afterSignInPath("/Books?topic=prayer#articles")).toBe("/Books?topic=prayer#articles");
  });

  it("goes to the dashboard when there is no page, or one that could leave the site", () => {
    for (const next of [null, "", "Books", "//evil.example/", "/\\evil.example", "https://evil.example/", "/javascript:alert(1)"]) {
      expect(afterSignInPath(next)).toBe("/dashboard");
    }
  });
});
