import { describe, expect, it } from "vitest";
import { pageSize, routeSizes, staticClosure, withBootScript, type Manifest } from "./check-js-budgets.ts";
import type { RouteBudget } from "./js-budgets.ts";

/** A tiny app: an entry with a shared runtime, two lazy pages, one with a chunk it loads later. */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    src: "index.html",
    isEntry: true,
    imports: ["_runtime.js"],
    dynamicImports: ["src/home.tsx", "src/quiz.tsx"],
  },
  "_runtime.js": { file: "assets/runtime.js", imports: [] },
  "_icons.js": { file: "assets/icons.js", imports: ["_runtime.js"] },
  "_later.js": { file: "assets/later.js", imports: ["_runtime.js"] },
  "_styles.css": { file: "assets/styles.css" },
  "src/home.tsx": {
    file: "assets/home.js",
    src: "src/home.tsx",
    isDynamicEntry: true,
    imports: ["index.html", "_runtime.js", "_icons.js", "_styles.css"],
    dynamicImports: ["_later.js"],
  },
  "src/quiz.tsx": { file: "assets/quiz.js", src: "src/quiz.tsx", isDynamicEntry: true, imports: ["index.html", "_icons.js"] },
};

const sizes: Record<string, number> = {
  "assets/index.js": 50 * 1024,
  "assets/runtime.js": 4 * 1024,
  "assets/icons.js": 1024,
  "assets/later.js": 30 * 1024,
  "assets/home.js": 10 * 1024,
  "assets/quiz.js": 20 * 1024,
};
const gzipSize = (file: string) => sizes[file] ?? Number.NaN;

describe("route initial JavaScript", () => {
  it("is the entry, the route's chunk and their static imports, each counted once, without CSS or later chunks", () => {
    expect(staticClosure(manifest, ["index.html", "src/home.tsx"])).toEqual(["assets/index.js", "assets/runtime.js", "assets/home.js", "assets/icons.js"]);
  });

  it("sizes every lazy route against its budget and names the one over it", () => {
    const budgets: RouteBudget[] = [
      { route: "/", module: "src/home.tsx", budgetKB: 65 },
      { route: "/quiz", module: "src/quiz.tsx", budgetKB: 70 },
    ];
    const result = routeSizes(manifest, budgets, gzipSize);
    expect(result.map(({ route, bytes, over }) => ({ route, kb: bytes / 1024, over }))).toEqual([
      { route: "/", kb: 65, over: false },
      { route: "/quiz", kb: 75, over: true },
    ]);
  });

  it("gives a route with no row the default budget, and refuses a row for a module that is not a lazy route", () => {
    const [home, quiz] = routeSizes(manifest, [{ route: "/", module: "src/home.tsx", budgetKB: 64 }], gzipSize, 100);
    expect(home).toMatchObject({ route: "/", over: true, defaultBudget: false });
    expect(quiz).toMatchObject({ route: "src/quiz.tsx", budgetBytes: 100 * 1024, over: false, defaultBudget: true });
    expect(() => routeSizes(manifest, [{ route: "/gone", module: "src/gone.tsx", budgetKB: 1 }], gzipSize)).toThrow(/\/gone: src\/gone\.tsx is not a lazily loaded route/);
  });

  it("counts a prerendered page's boot script with its route, once, against the route's budget", () => {
    const [home] = routeSizes(manifest, [{ route: "/", module: "src/home.tsx", budgetKB: 66 }], gzipSize);
    if (!home) throw new Error("no size for /");
    const sizeOf = (file: string) => (file === "assets/boot.js" ? 1024 : gzipSize(file));
    const booted = withBootScript(home, ["assets/boot.js", "assets/runtime.js"], sizeOf);
    expect(booted).toMatchObject({ route: "/ (prerendered)", bytes: 66 * 1024, over: false });
    expect(booted.files).toEqual(["assets/boot.js", "assets/runtime.js", ...home.files.filter((file) => file !== "assets/runtime.js")]);
    expect(withBootScript(home, ["assets/boot.js", "assets/extra.js"], (file) => (file === "assets/extra.js" ? 1024 : sizeOf(file))).over).toBe(true);
  });

  it("sizes a separately built page (the prerendered landing) from its own entry, and refuses a module that is not an entry", () => {
    const landing: Manifest = {
      "src/landing.tsx": { file: "assets/landing.js", src: "src/landing.tsx", isEntry: true, imports: ["_runtime.js"], dynamicImports: ["_later.js"] },
      "_runtime.js": { file: "assets/runtime.js" },
      "_later.js": { file: "assets/later.js" },
    };
    const sizeOf = (file: string) => ({ "assets/landing.js": 80 * 1024, "assets/runtime.js": 4 * 1024, "assets/later.js": 30 * 1024 })[file] ?? Number.NaN;
    expect(pageSize(landing, { route: "/", module: "src/landing.tsx", budgetKB: 84 }, sizeOf)).toMatchObject({ files: ["assets/landing.js", "assets/runtime.js"], bytes: 84 * 1024, over: false });
    expect(pageSize(landing, { route: "/", module: "src/landing.tsx", budgetKB: 83.9 }, sizeOf).over).toBe(true);
    expect(() => pageSize(landing, { route: "/", module: "_runtime.js", budgetKB: 1 }, sizeOf)).toThrow(/is not an entry/);
  });
});
