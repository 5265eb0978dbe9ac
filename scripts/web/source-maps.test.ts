import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import picomatch from "picomatch";
import { resolveConfig } from "vite";
import { describe, expect, it } from "vitest";
import { browserBuild } from "./landing-vite-plugin.ts";

/**
 * Source maps are not published: the web build makes none (the app's build
 * and the prerendered pages' own builds), and should one ever appear in
 * web/dist, firebase.json's Hosting `ignore` keeps it out of the deploy.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

describe("source maps", () => {
  it("are not made by the production web build", async () => {
    const config = await resolveConfig({ configFile: `${root}web/vite.config.ts`, root: `${root}web`, logLevel: "silent" }, "build", "production");
    expect(config.build.sourcemap).toBe(false);
  });

  it("are not made by the landing and prerendered pages' builds", () => {
    expect(browserBuild("dist", "manifest.json", { landing: "boot.ts" }).sourcemap).toBe(false);
  });

  it("are left out of the Hosting deploy by firebase.json", () => {
    const hosting = (JSON.parse(readFileSync(`${root}firebase.json`, "utf8")) as { hosting: { ignore: string[] } }).hosting;
    const ignored = picomatch(hosting.ignore, { dot: true });
    for (const file of ["assets/index-Bx1y2z3.js.map", "assets/landing-Ab12.css.map", "sw.js.map"]) expect(ignored(file), file).toBe(true);
    for (const file of ["assets/index-Bx1y2z3.js", "app.html", "sw.js", "manifest.webmanifest"]) expect(ignored(file), file).toBe(false);
  });
});
