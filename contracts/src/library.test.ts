import { describe, expect, it } from "vitest";
import { libraryChapterBlockSchema } from "./library.ts";

describe("a library chapter's block", () => {
  it("carries a paragraph's text as it is written, or as runs with its references", () => {
    expect(libraryChapterBlockSchema.parse({ type: "paragraph", text: "Blessed is the man." })).toEqual({ type: "paragraph", text: "Blessed is the man." });
    const runs = [{ text: "Compare " }, { text: "Jos 1:8", to: { book: "Josh", chapter: 1, start: 8, end: 8 } }];
    expect(libraryChapterBlockSchema.parse({ type: "paragraph", text: runs })).toEqual({ type: "paragraph", text: runs });
  });

  it("keeps the text once: what else a paragraph brings is dropped", () => {
    const runs = [{ text: "Romans 5", to: { book: "Rom", chapter: 5 } }];
    expect(libraryChapterBlockSchema.parse({ type: "paragraph", text: runs, segments: runs })).toEqual({ type: "paragraph", text: runs });
  });

  it("refuses a paragraph of no runs, and a heading as runs", () => {
    expect(libraryChapterBlockSchema.safeParse({ type: "paragraph", text: [] }).success).toBe(false);
    expect(libraryChapterBlockSchema.safeParse({ type: "heading", level: 2, text: [{ text: "Exposition" }] }).success).toBe(false);
  });
});
