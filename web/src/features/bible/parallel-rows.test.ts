import type { ChapterAsset } from "@berea/contracts/bible";
import { describe, expect, it } from "vitest";
import { parallelRows, type ParallelCell } from "./parallel-rows.ts";

const missing = "Not in this translation.";

/** A cell as "label text" strings, or its note. */
const show = (cell: ParallelCell | undefined) => (cell ? { parts: cell.parts.map((part) => `${part.label} ${part.text}`), note: cell.note } : undefined);

describe("parallelRows", () => {
  it("lines two plain chapters up one verse to a row", () => {
    const kjv: ChapterAsset = { translation: "kjv", book: "Jude", chapter: 1, verses: ["K1", "K2", "K3"] };
    const web: ChapterAsset = { translation: "web", book: "Jude", chapter: 1, verses: ["W1", "W2", "W3"] };
    const rows = parallelRows(kjv, web, 3);

    expect(rows.map((row) => row.verses)).toEqual([[1], [2], [3]]);
    expect(rows.map((row) => row.cells.map(show))).toEqual([
      [{ parts: ["1 K1"], note: undefined }, { parts: ["1 W1"], note: undefined }],
      [{ parts: ["2 K2"], note: undefined }, { parts: ["2 W2"], note: undefined }],
      [{ parts: ["3 K3"], note: undefined }, { parts: ["3 W3"], note: undefined }],
    ]);
  });

  it("makes as many rows as the chapter has verses, even when a file is short", () => {
    const kjv: ChapterAsset = { translation: "kjv", book: "Jude", chapter: 1, verses: ["K1", "K2"] };
    const web: ChapterAsset = { translation: "web", book: "Jude", chapter: 1, verses: ["W1"] };
    const rows = parallelRows(kjv, web, 2);
    expect(rows).toHaveLength(2);
    expect(show(rows[1]?.cells[1])).toEqual({ parts: [], note: missing });
  });

  it("shows the WEB's note for a slot it leaves empty, and the plain note when there is none", () => {
    const kjv: ChapterAsset = { translation: "kjv", book: "Acts", chapter: 8, verses: ["K1", "K2", "K3"] };
    const web: ChapterAsset = {
      translation: "web",
      book: "Acts",
      chapter: 8,
      verses: ["W1", "", ""],
      notes: { "2": "The World English Bible does not include this verse." },
    };
    const rows = parallelRows(kjv, web, 3);

    expect(show(rows[0]?.cells[1])).toEqual({ parts: ["1 W1"], note: undefined });
    expect(show(rows[1]?.cells[0])).toEqual({ parts: ["2 K2"], note: undefined });
    expect(show(rows[1]?.cells[1])).toEqual({ parts: [], note: "The World English Bible does not include this verse." });
    expect(show(rows[2]?.cells[1])).toEqual({ parts: [], note: missing });
  });

  it("shows the note on whichever side the WEB is", () => {
    const web: ChapterAsset = { translation: "web", book: "Luke", chapter: 17, verses: ["W1", ""], notes: { "2": "Some manuscripts add a verse." } };
    const kjv: ChapterAsset = { translation: "kjv", book: "Luke", chapter: 17, verses: ["K1", "K2"] };
    const rows = parallelRows(web, kjv, 2);
    expect(show(rows[1]?.cells[0])).toEqual({ parts: [], note: "Some manuscripts add a verse." });
    expect(show(rows[1]?.cells[1])).toEqual({ parts: ["2 K2"], note: undefined });
  });

  describe("with an RV1909 chapter whose numbering differs", () => {
    // Numbers 12: KJV's verse 16 is RV1909's 13:1.
    const kjv: ChapterAsset = { translation: "kjv", book: "Num", chapter: 12, verses: ["K14", "K15", "K16"] };
    const rv: ChapterAsset = {
      translation: "rv1909",
      book: "Num",
      chapter: 12,
      verses: ["R14", "R15", ""],
      alignment: [
        { kjv: [1], labels: ["12:1"], texts: ["R14"] },
        { kjv: [2], labels: ["12:2"], texts: ["R15"] },
        { kjv: [3], labels: ["13:1"], texts: ["Y partió el pueblo."] },
      ],
    };

    it("labels a verse from the other chapter as chapter:verse and the chapter's own verses by number (RV1909 on the right)", () => {
      const rows = parallelRows(kjv, rv, 3);
      expect(rows.map((row) => row.verses)).toEqual([[1], [2], [3]]);
      expect(rows.map((row) => show(row.cells[1]))).toEqual([
        { parts: ["1 R14"], note: undefined },
        { parts: ["2 R15"], note: undefined },
        { parts: ["13:1 Y partió el pueblo."], note: undefined },
      ]);
      expect(rows.map((row) => show(row.cells[0]))).toEqual([
        { parts: ["1 K14"], note: undefined },
        { parts: ["2 K15"], note: undefined },
        { parts: ["3 K16"], note: undefined },
      ]);
    });

    it("does the same with RV1909 on the left", () => {
      const rows = parallelRows(rv, kjv, 3);
      expect(rows.map((row) => show(row.cells[0]))).toEqual([
        { parts: ["1 R14"], note: undefined },
        { parts: ["2 R15"], note: undefined },
        { parts: ["13:1 Y partió el pueblo."], note: undefined },
      ]);
      expect(show(rows[2]?.cells[1])).toEqual({ parts: ["3 K16"], note: undefined });
    });
  });

  it("joins several KJV verses into one row when RV1909 holds them in one verse", () => {
    // Numbers 13: KJV 13:1 is RV1909 13:2, and KJV 32-33 are RV1909's verse 33.
    const kjv: ChapterAsset = { translation: "kjv", book: "Num", chapter: 13, verses: ["K1", "K2", "K3"] };
    const web: ChapterAsset = { translation: "web", book: "Num", chapter: 13, verses: ["W1", "W2", "W3"] };
    const rv: ChapterAsset = {
      translation: "rv1909",
      book: "Num",
      chapter: 13,
      verses: ["R2", "R3", ""],
      alignment: [
        { kjv: [1], labels: ["13:2"], texts: ["R2"] },
        { kjv: [2, 3], labels: ["13:3"], texts: ["R3"] },
      ],
    };
    for (const [left, right, rvSide, otherSide] of [
      [web, rv, 1, 0],
      [rv, kjv, 0, 1],
    ] as const) {
      const rows = parallelRows(left, right, 3);
      expect(rows.map((row) => row.verses)).toEqual([[1], [2, 3]]);
      expect(show(rows[0]?.cells[rvSide])).toEqual({ parts: ["2 R2"], note: undefined });
      expect(show(rows[1]?.cells[rvSide])).toEqual({ parts: ["3 R3"], note: undefined });
      const other = otherSide === 0 ? left : right;
      const letter = other.translation === "web" ? "W" : "K";
      expect(show(rows[1]?.cells[otherSide])).toEqual({ parts: [`2 ${letter}2`, `3 ${letter}3`], note: undefined });
    }
  });

  it("gives several RV1909 verses in one row, across a chapter break, each its own label", () => {
    // Job 39:27-40:5 style: one row holds the end of one chapter and the start of the next.
    const kjv: ChapterAsset = { translation: "kjv", book: "Job", chapter: 40, verses: ["K1", "K2"] };
    const rv: ChapterAsset = {
      translation: "rv1909",
      book: "Job",
      chapter: 40,
      verses: ["", ""],
      alignment: [{ kjv: [1, 2], labels: ["39:33", "39:34", "40:1"], texts: ["A", "B", "C"] }],
    };
    const rows = parallelRows(kjv, rv, 2);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.verses).toEqual([1, 2]);
    expect(show(rows[0]?.cells[1])).toEqual({ parts: ["39:33 A", "39:34 B", "1 C"], note: undefined });
  });

  it("notes an alignment row that has no RV1909 text", () => {
    const kjv: ChapterAsset = { translation: "kjv", book: "Num", chapter: 12, verses: ["K1"] };
    const rv: ChapterAsset = { translation: "rv1909", book: "Num", chapter: 12, verses: [""], alignment: [{ kjv: [1], labels: [], texts: [] }] };
    expect(show(parallelRows(kjv, rv, 1)[0]?.cells[1])).toEqual({ parts: [], note: missing });
  });
});
