import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentFolders } from "./content-folders.ts";

/** This folder, functions/src/lib, and the repo around it, found from here rather than by the module under test. */
const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, "../../..");

describe("a kind of content's folders", () => {
  it("are the environment's, then the bundled copy beside the module, then the data folder", () => {
    expect(contentFolders({ env: "/srv/articles", bundled: "article-data", data: "articles" })).toEqual([
      "/srv/articles",
      `${here}/article-data/`,
      `${repo}/data/articles/`,
    ]);
  });

  it("skip the environment's when it names none", () => {
    expect(contentFolders({ env: undefined, bundled: "learning-data-es", data: "learning-es" })).toEqual([`${here}/learning-data-es/`, `${repo}/data/learning-es/`]);
  });

  it("end in data/ itself when the content has no folder of its own there", () => {
    expect(contentFolders({ env: undefined, bundled: "devotional-data" })).toEqual([`${here}/devotional-data/`, `${repo}/data/`]);
  });

  it("find the committed content from source", () => {
    const articles = contentFolders({ env: "/nowhere", bundled: "article-data", data: "articles" }).at(-1) ?? "";
    expect(readdirSync(articles).filter((name) => name.endsWith(".json")).length).toBeGreaterThan(0);
    const data = contentFolders({ env: undefined, bundled: "devotional-data" }).at(-1) ?? "";
    expect(existsSync(`${data}devotional-schedule.json`)).toBe(true);
  });
});
