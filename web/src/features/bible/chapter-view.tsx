import type { ChapterAsset, TranslationId } from "@berea/contracts/bible";
import { translations } from "@berea/contracts/bible";
import { StickyNote } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { useBibleT } from "./i18n.ts";
import { parallelRows } from "./parallel-rows.ts";
import styles from "./reader.module.css";

/** A verse's highlight and the notes on it (the reader's own, from notes-sync). */
export interface VerseMark {
  colour: "yellow" | "green" | "blue" | "pink" | "purple" | null;
  /** Notes with text on this verse: the marker opens the first. */
  noteIds: string[];
}
export type VerseMarks = ReadonlyMap<number, VerseMark>;

/** The words on a verse's buttons, made once per chapter rather than in each of its (up to 176) verses. */
interface VerseLabels {
  select: (verses: number[]) => string;
  noteOn: (verses: number[]) => string;
  note: string;
}

function useVerseLabels(): VerseLabels {
  const { t } = useBibleT();
  const list = (verses: number[]) => verses.join(t("verses.and"));
  return { select: (verses) => t("verses.select", { verses: list(verses) }), noteOn: (verses) => t("verses.yourNoteOn", { verses: list(verses) }), note: t("verses.yourNote") };
}

const markClass = (mark: VerseMark | undefined) => (mark?.colour ? `${styles.mark} ${styles[`mark-${mark.colour}`] ?? ""}` : "");

interface ChapterViewProps {
  asset: ChapterAsset;
  /** The second column of the parallel view. */
  parallel?: ChapterAsset;
  verseCount: number;
  selected: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  onToggle: (verses: number[]) => void;
  /** The reader's highlights and notes, by verse. */
  marks?: VerseMarks;
  /** Opens a note from its marker. */
  onOpenNote?: (id: string) => void;
}

/** One chapter, or two translations side by side, with selectable verses. */
export function ChapterView({ asset, parallel, verseCount, selected, highlighted, onToggle, marks, onOpenNote }: ChapterViewProps) {
  const labels = useVerseLabels();
  if (parallel) return <ParallelView {...{ asset, parallel, verseCount, selected, highlighted, onToggle, marks, onOpenNote, labels }} />;
  return (
    <div className={styles.text} lang={translations[asset.translation].language}>
      {asset.title ? <p className={styles.psalmTitle}>{asset.title}</p> : null}
      {asset.verses.map((text, index) => {
        const verse = index + 1;
        const heading = asset.headings?.[verse];
        const note = asset.notes?.[verse];
        if (text === "" && !note) return heading ? <h3 key={verse} className={styles.heading}>{heading}</h3> : null;
        return (
          <VerseBlock key={verse} verses={[verse]} heading={heading} mark={marks?.get(verse)} {...{ selected, highlighted, onToggle, onOpenNote, labels }}>
            {text === "" ? <span className={styles.note}>{note}</span> : text}
          </VerseBlock>
        );
      })}
      {asset.subscription ? <p className={styles.subscription}>{asset.subscription}</p> : null}
    </div>
  );
}

function ParallelView({ asset, parallel, verseCount, selected, highlighted, onToggle, marks, onOpenNote, labels }: ChapterViewProps & { parallel: ChapterAsset; labels: VerseLabels }) {
  const rows = parallelRows(asset, parallel, verseCount);
  const column = (translation: TranslationId) => (
    <span className={styles.columnHeading} lang={translations[translation].language}>
      {translations[translation].abbreviation}
    </span>
  );
  return (
    <div className={styles.parallel}>
      <div className={styles.parallelHeader} aria-hidden="true">
        {column(asset.translation)}
        {column(parallel.translation)}
      </div>
      {asset.title || parallel.title ? (
        <div className={styles.parallelRow}>
          <p className={styles.psalmTitle}>{asset.title}</p>
          <p className={styles.psalmTitle}>{parallel.title}</p>
        </div>
      ) : null}
      {rows.map((row) => {
        const key = row.verses.join("-");
        const isSelected = row.verses.some((verse) => selected.has(verse));
        const isHighlighted = row.verses.some((verse) => highlighted.has(verse));
        const mark = row.verses.map((verse) => marks?.get(verse)).find((found) => found !== undefined);
        return (
          <div
            key={key}
            id={`v${row.verses[0] ?? 0}`}
            className={[styles.parallelRow, isSelected ? styles.selected : "", isHighlighted ? styles.highlighted : "", markClass(mark)].join(" ")}
            onClick={(event) => toggleFromClick(event, () => onToggle(row.verses))}
          >
            {row.cells.map((cell, index) => {
              const translation = index === 0 ? asset.translation : parallel.translation;
              return (
                <p key={translation} className={styles.cell} lang={translations[translation].language}>
                  {cell.parts.map((part, partIndex) => (
                    <span key={part.label}>
                      {index === 0 && partIndex === 0 ? (
                        <VerseToggle verses={row.verses} pressed={isSelected} onToggle={onToggle} label={part.label} labels={labels} />
                      ) : (
                        <sup className={styles.verseNumber}>{part.label}</sup>
                      )}{" "}
                      {part.text}{" "}
                    </span>
                  ))}
                  {index === 0 && cell.parts.length === 0 ? (
                    <VerseToggle verses={row.verses} pressed={isSelected} onToggle={onToggle} label={row.verses.join("-")} labels={labels} />
                  ) : null}
                  {cell.note ? <span className={styles.note}>{cell.note}</span> : null}
                  {index === 0 ? <NoteMarker mark={mark} verses={row.verses} onOpenNote={onOpenNote} labels={labels} /> : null}
                </p>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

/** Clicking anywhere in a verse selects it, except on a link or the toggle itself. */
function toggleFromClick(event: MouseEvent, toggle: () => void) {
  if ((event.target as HTMLElement).closest("a, button")) return;
  if (window.getSelection()?.toString()) return; // the reader is selecting text to copy by hand
  toggle();
}

function VerseToggle({ verses, pressed, onToggle, label, labels }: { verses: number[]; pressed: boolean; onToggle: (verses: number[]) => void; label: string; labels: VerseLabels }) {
  return (
    <button
      type="button"
      className={styles.verseNumber}
      aria-pressed={pressed}
      aria-label={labels.select(verses)}
      onClick={() => onToggle(verses)}
    >
      {label}
    </button>
  );
}

/** The marker on a verse with a note: opens it. */
function NoteMarker({ mark, verses, onOpenNote, labels }: { mark: VerseMark | undefined; verses: number[]; onOpenNote: ((id: string) => void) | undefined; labels: VerseLabels }) {
  const id = mark?.noteIds[0];
  if (!id || !onOpenNote) return null;
  return (
    <button type="button" className={styles.noteMarker} aria-label={labels.noteOn(verses)} title={labels.note} onClick={() => onOpenNote(id)}>
      <StickyNote size={16} strokeWidth={1.5} aria-hidden="true" />
    </button>
  );
}

interface VerseBlockProps {
  verses: number[];
  heading?: string;
  selected: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  onToggle: (verses: number[]) => void;
  mark: VerseMark | undefined;
  onOpenNote: ((id: string) => void) | undefined;
  labels: VerseLabels;
  children: ReactNode;
}

function VerseBlock({ verses, heading, selected, highlighted, onToggle, mark, onOpenNote, labels, children }: VerseBlockProps) {
  const verse = verses[0] ?? 0;
  const isSelected = selected.has(verse);
  return (
    <>
      {heading ? <h3 className={styles.heading}>{heading}</h3> : null}
      <p
        id={`v${verse}`}
        className={[styles.verse, isSelected ? styles.selected : "", highlighted.has(verse) ? styles.highlighted : "", markClass(mark)].join(" ")}
        onClick={(event) => toggleFromClick(event, () => onToggle(verses))}
      >
        <VerseToggle verses={verses} pressed={isSelected} onToggle={onToggle} label={String(verse)} labels={labels} /> {children}
        <NoteMarker mark={mark} verses={verses} onOpenNote={onOpenNote} labels={labels} />
      </p>
    </>
  );
}
