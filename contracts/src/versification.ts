import type { TranslationId } from "./bible.ts";

/**
 * Verse numbering across the translations. Every translation in
 * data/bible is laid out in KJV slots (data/bible/versification.json); the
 * KJV and the WEB number their slots as the KJV does, but in 22 chapters the
 * RV1909 keeps the Spanish edition's divisions in those slots (Jonah 1:17 in
 * the KJV is Jonás 2:1). Notes and highlights are kept in the KJV's
 * numbering, the canonical one, so a note made in one translation lands on
 * the same words in the others.
 */

/** A verse in a chapter. */
export interface VersePoint {
  chapter: number;
  verse: number;
}

/**
 * The RV1909 slots that do not hold the KJV verse of the same number, with
 * the KJV verses (chapter.verse, same book) each one holds; an empty string
 * is a slot the RV1909 leaves empty. Generated from versification.json's
 * `rv1909.mapping` and `emptySlots` (versification.test.ts checks it still
 * says the same).
 */
export const rv1909Slots: Readonly<Record<string, string>> = {
  "1Chr.1.30": "1.30 1.31",
  "1Chr.1.31": "1.32",
  "1Chr.21.16": "21.15",
  "1Chr.21.17": "21.16",
  "1Chr.21.18": "21.17",
  "1Chr.21.19": "21.18",
  "1Chr.21.20": "21.19",
  "1Chr.21.21": "21.20",
  "1Chr.21.22": "21.21",
  "1Chr.21.23": "21.22",
  "1Chr.21.24": "21.23",
  "1Chr.21.25": "21.24",
  "1Chr.21.26": "21.25",
  "1Chr.21.27": "21.26",
  "1Chr.21.28": "21.27",
  "1Chr.21.29": "21.28",
  "1Chr.21.30": "21.29 21.30",
  "1Kgs.22.44": "22.43",
  "1Kgs.22.45": "22.44",
  "1Kgs.22.46": "22.45",
  "1Kgs.22.47": "22.46",
  "1Kgs.22.48": "22.47",
  "1Kgs.22.49": "22.48",
  "1Kgs.22.50": "22.49",
  "1Kgs.22.51": "22.50",
  "1Kgs.22.52": "22.51",
  "1Kgs.22.53": "22.52 22.53",
  "1Sam.23.29": "",
  "1Sam.24.1": "23.29",
  "1Sam.24.10": "24.9",
  "1Sam.24.11": "24.10",
  "1Sam.24.12": "24.11",
  "1Sam.24.13": "24.12",
  "1Sam.24.14": "24.13",
  "1Sam.24.15": "24.14",
  "1Sam.24.16": "24.15",
  "1Sam.24.17": "24.16",
  "1Sam.24.18": "24.17",
  "1Sam.24.19": "24.18",
  "1Sam.24.2": "24.1",
  "1Sam.24.20": "24.19",
  "1Sam.24.21": "24.20",
  "1Sam.24.22": "24.21 24.22",
  "1Sam.24.3": "24.2",
  "1Sam.24.4": "24.3",
  "1Sam.24.5": "24.4",
  "1Sam.24.6": "24.5",
  "1Sam.24.7": "24.6",
  "1Sam.24.8": "24.7",
  "1Sam.24.9": "24.8",
  "2Chr.33.10": "33.10 33.11",
  "2Chr.33.11": "33.12",
  "2Chr.33.12": "33.13",
  "2Chr.33.13": "33.14",
  "2Chr.33.14": "33.15",
  "2Chr.33.15": "33.16",
  "2Chr.33.16": "33.17",
  "2Chr.33.17": "33.18",
  "2Chr.33.18": "33.19",
  "2Chr.33.19": "33.20",
  "2Chr.33.20": "33.21",
  "2Chr.33.21": "33.22",
  "2Chr.33.22": "33.23",
  "2Chr.33.23": "33.24",
  "2Chr.33.24": "33.25",
  "2Chr.33.25": "",
  "2Cor.13.12": "13.12 13.13",
  "2Cor.13.13": "13.14",
  "2Cor.13.14": "",
  "2Sam.20.25": "20.25 20.26",
  "2Sam.20.26": "",
  "Acts.19.40": "19.40 19.41",
  "Acts.19.41": "",
  "Hos.11.12": "",
  "Hos.12.1": "11.12",
  "Hos.12.10": "12.9",
  "Hos.12.11": "12.10",
  "Hos.12.12": "12.11",
  "Hos.12.13": "12.12",
  "Hos.12.14": "12.13 12.14",
  "Hos.12.2": "12.1",
  "Hos.12.3": "12.2",
  "Hos.12.4": "12.3",
  "Hos.12.5": "12.4",
  "Hos.12.6": "12.5",
  "Hos.12.7": "12.6",
  "Hos.12.8": "12.7",
  "Hos.12.9": "12.8",
  "Job.35.15": "35.15 35.16",
  "Job.35.16": "",
  "Job.38.39": "",
  "Job.38.40": "",
  "Job.38.41": "",
  "Job.39.1": "38.39",
  "Job.39.10": "39.7",
  "Job.39.11": "39.8",
  "Job.39.12": "39.9",
  "Job.39.13": "39.10",
  "Job.39.14": "39.11",
  "Job.39.15": "39.12",
  "Job.39.16": "39.13",
  "Job.39.17": "39.14",
  "Job.39.18": "39.15",
  "Job.39.19": "39.16",
  "Job.39.2": "38.40",
  "Job.39.20": "39.17",
  "Job.39.21": "39.18",
  "Job.39.22": "39.19",
  "Job.39.23": "39.20",
  "Job.39.24": "39.21",
  "Job.39.25": "39.22",
  "Job.39.26": "39.23",
  "Job.39.27": "39.24",
  "Job.39.28": "39.25",
  "Job.39.29": "39.26",
  "Job.39.3": "38.41",
  "Job.39.30": "39.27 39.28 39.29 39.30 40.1 40.2 40.3 40.4 40.5",
  "Job.39.4": "39.1",
  "Job.39.5": "39.2",
  "Job.39.6": "39.3",
  "Job.39.7": "39.4",
  "Job.39.8": "39.5",
  "Job.39.9": "39.6",
  "Job.40.1": "40.6",
  "Job.40.10": "40.15",
  "Job.40.11": "40.16",
  "Job.40.12": "40.17",
  "Job.40.13": "40.18",
  "Job.40.14": "40.19",
  "Job.40.15": "40.20",
  "Job.40.16": "40.21",
  "Job.40.17": "40.22",
  "Job.40.18": "40.23",
  "Job.40.19": "40.24",
  "Job.40.2": "40.7",
  "Job.40.20": "",
  "Job.40.21": "",
  "Job.40.22": "",
  "Job.40.23": "",
  "Job.40.24": "",
  "Job.40.3": "40.8",
  "Job.40.4": "40.9",
  "Job.40.5": "40.10",
  "Job.40.6": "40.11",
  "Job.40.7": "40.12",
  "Job.40.8": "40.13",
  "Job.40.9": "40.14",
  "Jonah.1.17": "",
  "Jonah.2.1": "1.17",
  "Jonah.2.10": "2.9 2.10",
  "Jonah.2.2": "2.1",
  "Jonah.2.3": "2.2",
  "Jonah.2.4": "2.3",
  "Jonah.2.5": "2.4",
  "Jonah.2.6": "2.5",
  "Jonah.2.7": "2.6",
  "Jonah.2.8": "2.7",
  "Jonah.2.9": "2.8",
  "Judg.14.19": "14.18",
  "Judg.14.20": "14.19 14.20",
  "Num.12.16": "",
  "Num.13.1": "12.16",
  "Num.13.10": "13.9",
  "Num.13.11": "13.10",
  "Num.13.12": "13.11",
  "Num.13.13": "13.12",
  "Num.13.14": "13.13",
  "Num.13.15": "13.14",
  "Num.13.16": "13.15",
  "Num.13.17": "13.16",
  "Num.13.18": "13.17",
  "Num.13.19": "13.18",
  "Num.13.2": "13.1",
  "Num.13.20": "13.19",
  "Num.13.21": "13.20",
  "Num.13.22": "13.21",
  "Num.13.23": "13.22",
  "Num.13.24": "13.23",
  "Num.13.25": "13.24",
  "Num.13.26": "13.25",
  "Num.13.27": "13.26",
  "Num.13.28": "13.27",
  "Num.13.29": "13.28",
  "Num.13.3": "13.2",
  "Num.13.30": "13.29",
  "Num.13.31": "13.30",
  "Num.13.32": "13.31",
  "Num.13.33": "13.32 13.33",
  "Num.13.4": "13.3",
  "Num.13.5": "13.4",
  "Num.13.6": "13.5",
  "Num.13.7": "13.6",
  "Num.13.8": "13.7",
  "Num.13.9": "13.8",
  "Num.29.40": "",
  "Num.30.1": "29.40",
  "Num.30.10": "30.9",
  "Num.30.11": "30.10",
  "Num.30.12": "30.11",
  "Num.30.13": "30.12",
  "Num.30.14": "30.13",
  "Num.30.15": "30.14",
  "Num.30.16": "30.15 30.16",
  "Num.30.2": "30.1",
  "Num.30.3": "30.2",
  "Num.30.4": "30.3",
  "Num.30.5": "30.4",
  "Num.30.6": "30.5",
  "Num.30.7": "30.6",
  "Num.30.8": "30.7",
  "Num.30.9": "30.8",
};

const parsePoint = (text: string): VersePoint => {
  const [chapter, verse] = text.split(".").map(Number);
  return { chapter: chapter ?? 0, verse: verse ?? 0 };
};

/** The KJV verses a translation's verse holds: itself, except in the RV1909's differing slots (none for an empty slot). */
export function canonicalVerses(translation: TranslationId, book: string, chapter: number, verse: number): VersePoint[] {
  if (translation !== "rv1909") return [{ chapter, verse }];
  const mapped = rv1909Slots[`${book}.${chapter}.${verse}`];
  if (mapped === undefined) return [{ chapter, verse }];
  return mapped === "" ? [] : mapped.split(" ").map(parsePoint);
}

/** -1, 0 or 1 as `a` comes before, at or after `b`. */
export function compareVersePoints(a: VersePoint, b: VersePoint): number {
  return a.chapter === b.chapter ? Math.sign(a.verse - b.verse) : Math.sign(a.chapter - b.chapter);
}

/**
 * A range of a translation's verses in one chapter, in KJV numbering: from
 * the first KJV verse the first one holds to the last the last one holds
 * (it may cross a KJV chapter break: RV1909 Jonás 2:1-3 is KJV Jonah
 * 1:17-2:2). Undefined when the range holds no text at all.
 */
export function canonicalRange(translation: TranslationId, book: string, chapter: number, verseStart: number, verseEnd: number): { start: VersePoint; end: VersePoint } | undefined {
  const points: VersePoint[] = [];
  for (let verse = verseStart; verse <= verseEnd; verse += 1) points.push(...canonicalVerses(translation, book, chapter, verse));
  if (points.length === 0) return undefined;
  points.sort(compareVersePoints);
  const start = points[0];
  const end = points[points.length - 1];
  return start && end ? { start, end } : undefined;
}

/** Whether a translation's verse holds any of the KJV range's verses: where a note shows in that translation. */
export function verseInRange(translation: TranslationId, book: string, chapter: number, verse: number, range: { start: VersePoint; end: VersePoint }): boolean {
  return canonicalVerses(translation, book, chapter, verse).some((point) => compareVersePoints(point, range.start) >= 0 && compareVersePoints(point, range.end) <= 0);
}
