import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChapterAsset } from "../../contracts/src/bible.ts";
import { buildChapterAssets, chapterAssetPath, readBibleData, type ChapterAssets } from "./chapter-assets.ts";

const dataDir = fileURLToPath(new URL("../../data/bible/", import.meta.url));
let assets: ChapterAssets;
const asset = (translation: "kjv" | "web" | "rv1909", book: string, chapter: number): ChapterAsset => {
  const json = assets.files.get(chapterAssetPath(assets.folders[translation], book, chapter));
  if (json === undefined) throw new Error(`no asset for ${translation} ${book} ${chapter}`);
  return JSON.parse(json) as ChapterAsset;
};

beforeAll(() => {
  assets = buildChapterAssets(dataDir);
});

describe("chapter assets", () => {
  it("writes one file per translation and chapter, in content-hashed folders that are stable between builds", () => {
    expect(assets.files.size).toBe(3 * 1189);
    for (const folder of Object.values(assets.folders)) expect(folder).toMatch(/^(kjv|web|rv1909)-[0-9a-f]{10}$/);
    expect(buildChapterAssets(dataDir).folders).toEqual(assets.folders);
  });

  it("holds every verse slot of the chapter, with titles and headings", () => {
    for (const book of assets.books) {
      for (let chapter = 1; chapter <= book.chapters; chapter += 1) {
        expect(asset("kjv", book.id, chapter).verses.length).toBe(book.verses[chapter - 1]);
      }
    }
    expect(asset("kjv", "Ps", 3).title).toBe("A Psalm of David, when he fled from Absalom his son.");
    expect(asset("kjv", "Ps", 119).headings?.["9"]).toBe("ב BETH.");
    expect(asset("kjv", "John", 3).verses[15]).toMatch(/^For God so loved the world/);
  });

  it("keeps a typical chapter far under 3 KB gzipped", () => {
    const json = assets.files.get(chapterAssetPath(assets.folders.kjv, "John", 3)) ?? "";
    expect(gzipSync(json).length).toBeLessThan(3 * 1024);
  });

  it("notes the verses the WEB leaves out or prints elsewhere", () => {
    expect(asset("web", "Acts", 8).verses[36]).toBe("");
    expect(asset("web", "Acts", 8).notes?.["37"]).toMatch(/^The World English Bible does not include this verse\. Its footnote: TR adds/);
    expect(asset("web", "Rom", 16).notes?.["25"]).toBe("The World English Bible prints this verse as Romans 14:24.");
    expect(asset("kjv", "Acts", 8).notes).toBeUndefined();
  });

  it("lines RV1909 up with every KJV verse, exactly once, in each chapter numbered differently", () => {
    const { versification, books } = readBibleData(dataDir);
    const chapters = new Set(versification.rv1909.chapters);
    for (const key of chapters) {
      const [bookId = "", chapterText = ""] = key.split(".");
      const chapter = Number(chapterText);
      const count = books.find((book) => book.id === bookId)?.verses[chapter - 1] ?? 0;
      const rows = asset("rv1909", bookId, chapter).alignment ?? [];
      const covered = rows.flatMap((row) => row.kjv).sort((a, b) => a - b);
      expect(covered, key).toEqual(Array.from({ length: count }, (_, index) => index + 1));
      for (const row of rows) {
        expect(row.texts.length).toBe(row.labels.length);
        for (const text of row.texts) expect(text, `${key} ${row.labels.join(",")}`).not.toBe("");
      }
    }
    // KJV Num 12:16 is the first verse of chapter 13 in the RV1909.
    const row = asset("rv1909", "Num", 12).alignment?.find((entry) => entry.kjv.includes(16));
    expect(row?.labels).toEqual(["13:1"]);
    expect(row?.texts[0]).toContain("Haseroth");
    expect(asset("rv1909", "John", 3).alignment).toBeUndefined();
  });
});
