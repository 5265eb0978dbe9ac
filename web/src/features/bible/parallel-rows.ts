import type { ChapterAsset } from "@berea/contracts/bible";

/**
 * Lines two translations up verse by verse. Every chapter file is in KJV
 * slots; where RV1909's slots hold other verses than KJV's (its chapter
 * breaks differ), the file carries alignment rows, and a row may join
 * several verses so that no screen ever shows different verses side by side.
 */

export interface CellPart {
  /** The verse label to show: "16", or "13:1" when the text sits in another chapter. */
  label: string;
  text: string;
}

export interface ParallelCell {
  parts: CellPart[];
  /** Shown when the translation has no text for the row. */
  note?: string;
}

export interface ParallelRow {
  /** KJV verse numbers of the row (the slot numbers of both files). */
  verses: number[];
  cells: [ParallelCell, ParallelCell];
}

const missingNote = "Not in this translation.";

function slotCell(asset: ChapterAsset, verses: number[]): ParallelCell {
  const parts = verses
    .map((verse) => ({ label: String(verse), text: asset.verses[verse - 1] ?? "" }))
    .filter((part) => part.text !== "");
  if (parts.length > 0) return { parts };
  const note = verses.map((verse) => asset.notes?.[verse]).find((text) => text !== undefined);
  return { parts, note: note ?? missingNote };
}

function alignedCell(asset: ChapterAsset, row: NonNullable<ChapterAsset["alignment"]>[number]): ParallelCell {
  const parts = row.labels
    .map((label, index) => {
      const [chapter, verse] = label.split(":");
      return { label: Number(chapter) === asset.chapter ? (verse ?? label) : label, text: row.texts[index] ?? "" };
    })
    .filter((part) => part.text !== "");
  return parts.length > 0 ? { parts } : { parts, note: missingNote };
}

export function parallelRows(left: ChapterAsset, right: ChapterAsset, verseCount: number): ParallelRow[] {
  const aligned = [left, right].find((asset) => asset.alignment !== undefined);
  const groups = aligned?.alignment ?? Array.from({ length: verseCount }, (_, index) => ({ kjv: [index + 1], labels: [], texts: [] }));
  const byKjv = new Map(groups.map((row) => [row.kjv.join(","), row]));
  return groups.map((group) => {
    const cell = (asset: ChapterAsset): ParallelCell => {
      const row = asset === aligned ? byKjv.get(group.kjv.join(",")) : undefined;
      return row ? alignedCell(asset, row) : slotCell(asset, group.kjv);
    };
    return { verses: group.kjv, cells: [cell(left), cell(right)] };
  });
}
