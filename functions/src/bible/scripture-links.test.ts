import { describe, expect, it } from "vitest";
import { linkedWithin, linkParagraphs, linkSegments, referenceTarget } from "./scripture-links.ts";

/**
 * The references in the books' and articles' text, found where they are
 * served (they were found in the browser before issue 23), with the real
 * parser and the committed Bible data.
 */

const linked = async (text: string, language: "en" | "es" = "en") => (await linkParagraphs([text], language))[0];
/** The linked runs only, as "words -> target". */
const links = async (text: string, language: "en" | "es" = "en") =>
  ((await linked(text, language)) ?? []).flatMap((segment) =>
    segment.to ? [`${segment.text} -> ${segment.to.translation ? `${segment.to.translation} ` : ""}${segment.to.book} ${segment.to.chapter}${segment.to.start ? `:${segment.to.start}-${segment.to.end}` : ""}`] : [],
  );

describe("linkParagraphs", () => {
  it("splits a paragraph into its text and its references, the text kept whole", async () => {
    const text = "See Nu 12:11,12 and Psalm 32:30 for this.";
    const segments = await linked(text);
    expect(segments?.map((segment) => segment.text).join("")).toBe(text);
    expect(segments?.[0]).toEqual({ text: "See " });
    expect(segments?.[1]).toEqual({ text: "Nu 12:11", to: { book: "Num", chapter: 12, start: 11, end: 11 } });
  });

  it("links each reference of a sequence on its own words ('Jos 11:21; 15:50' is two links)", async () => {
    expect(await links("Jos 11:21; 15:50.")).toEqual(["Jos 11:21 -> Josh 11:21-21", "15:50 -> Josh 15:50-50"]);
    expect(await links("Nu 12:11,12")).toEqual(["Nu 12:11 -> Num 12:11-11", "12 -> Num 12:12-12"]);
  });

  it("links a whole chapter without verses, however it is named", async () => {
    expect(await links("Rom. 5 and Psalm 23:1-6")).toEqual(["Rom. 5 -> Rom 5", "Psalm 23:1-6 -> Ps 23"]);
  });

  it("opens a reference in the translation it names when Berea carries it, else in the reader's own", async () => {
    expect(await links("Psalm 103:1, KJV")).toEqual(["Psalm 103:1, KJV -> kjv Ps 103:1-1"]);
    expect(await links("Gen 1:1 (RV1909)")).toEqual(["Gen 1:1 -> Gen 1:1-1"]);
  });

  it("links a range into a later chapter to this chapter's part of it", async () => {
    expect(await links("John 3:16-4:2")).toEqual(["John 3:16-4:2 -> John 3:16-36"]);
  });

  it("finds Spanish book names in a Spanish text only", async () => {
    expect(await links("Lee Juan 20:31 y Salmo 23.", "es")).toEqual(["Juan 20:31 -> John 20:31-31", "Salmo 23 -> Ps 23"]);
    expect(await linked("Lee Juan 20:31 y Salmo 23.", "en")).toBeNull();
  });

  it("gives null for a paragraph without a reference, a heading's empty text, and a verse the chapter does not have", async () => {
    expect(await linkParagraphs(["Nothing to see here.", "", "Ps 23:9"], "en")).toEqual([null, null, null]);
  });
});

describe("referenceTarget", () => {
  it("reads the parser's OSIS into a book the Bible has, a chapter in it and verses in that chapter", () => {
    expect(referenceTarget("John.3.16-John.3.18")).toEqual({ book: "John", chapter: 3, start: 16, end: 18 });
    expect(referenceTarget("Ps.23.1-Ps.23.6")).toEqual({ book: "Ps", chapter: 23 });
    expect(referenceTarget("Ps.23.40")).toEqual({ book: "Ps", chapter: 23 });
    expect(referenceTarget("Ps.151")).toBeUndefined();
    expect(referenceTarget("Tob.1.1")).toBeUndefined();
  });
});

describe("linkSegments", () => {
  it("skips a reference that overlaps one before it or falls outside the text", () => {
    const text = "Gen 1:1 and more";
    const found = [
      { osis: "Gen.1.1", indices: [0, 7] as [number, number], translations: [""] },
      { osis: "Gen.1.2", indices: [4, 9] as [number, number], translations: [""] },
      { osis: "Gen.1.3", indices: [12, 40] as [number, number], translations: [""] },
    ];
    expect(linkSegments(text, found)).toEqual([{ text: "Gen 1:1", to: { book: "Gen", chapter: 1, start: 1, end: 1 } }, { text: " and more" }]);
  });
});

describe("linkedWithin", () => {
  it("answers null while a long text's references are still being found, then the kept links", async () => {
    // Long enough to take more than a slice (20 ms) to parse: the finding yields, and a wait of 0 ms is over first.
    const paragraphs = Array.from({ length: 4_000 }, (_, index) => `Lineage of Ex 6:16-20; Jos 21:4, 10 and 1Ch 6:2, 3; 23:13 (entry ${index}).`);
    expect(await linkedWithin("test/long", "en", () => paragraphs, 0)).toBeNull();
    const links = await linkedWithin("test/long", "en", () => paragraphs, 60_000);
    expect(links).toHaveLength(paragraphs.length);
    expect(links?.every((segments) => segments?.some((segment) => segment.to))).toBe(true);
    // Kept: ready at once the next time.
    expect(await linkedWithin("test/long", "en", () => [], 0)).toBe(links);
  }, 60_000);
});
