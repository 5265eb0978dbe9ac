import type { ChapterAsset, TranslationId } from "@berea/contracts/bible";
import { translations } from "@berea/contracts/bible";
import type { MouseEvent, ReactNode } from "react";
import { parallelRows } from "./parallel-rows.ts";
import styles from "./reader.module.css";

interface ChapterViewProps {
  asset: ChapterAsset;
  /** The second column of the parallel view. */
  parallel?: ChapterAsset;
  verseCount: number;
  selected: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  onToggle: (verses: number[]) => void;
}

/** One chapter, or two translations side by side, with selectable verses. */
export function ChapterView({ asset, parallel, verseCount, selected, highlighted, onToggle }: ChapterViewProps) {
  if (parallel) return <ParallelView {...{ asset, parallel, verseCount, selected, highlighted, onToggle }} />;
  return (
    <div className={styles.text} lang={translations[asset.translation].language}>
      {asset.title ? <p className={styles.psalmTitle}>{asset.title}</p> : null}
      {asset.verses.map((text, index) => {
        const verse = index + 1;
        const heading = asset.headings?.[verse];
        const note = asset.notes?.[verse];
        if (text === "" && !note) return heading ? <h3 key={verse} className={styles.heading}>{heading}</h3> : null;
        return (
          <VerseBlock key={verse} verses={[verse]} heading={heading} {...{ selected, highlighted, onToggle }}>
            {text === "" ? <span className={styles.note}>{note}</span> : text}
          </VerseBlock>
        );
      })}
      {asset.subscription ? <p className={styles.subscription}>{asset.subscription}</p> : null}
    </div>
  );
}

function ParallelView({ asset, parallel, verseCount, selected, highlighted, onToggle }: ChapterViewProps & { parallel: ChapterAsset }) {
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
        return (
          <div
            key={key}
            id={`v${row.verses[0] ?? 0}`}
            className={[styles.parallelRow, isSelected ? styles.selected : "", isHighlighted ? styles.highlighted : ""].join(" ")}
            onClick={(event) => toggleFromClick(event, () => onToggle(row.verses))}
          >
            {row.cells.map((cell, index) => {
              const translation = index === 0 ? asset.translation : parallel.translation;
              return (
                <p key={translation} className={styles.cell} lang={translations[translation].language}>
                  {cell.parts.map((part, partIndex) => (
                    <span key={part.label}>
                      {index === 0 && partIndex === 0 ? (
                        <VerseToggle verses={row.verses} pressed={isSelected} onToggle={onToggle} label={part.label} />
                      ) : (
                        <sup className={styles.verseNumber}>{part.label}</sup>
                      )}{" "}
                      {part.text}{" "}
                    </span>
                  ))}
                  {index === 0 && cell.parts.length === 0 ? (
                    <VerseToggle verses={row.verses} pressed={isSelected} onToggle={onToggle} label={row.verses.join("-")} />
                  ) : null}
                  {cell.note ? <span className={styles.note}>{cell.note}</span> : null}
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

function VerseToggle({ verses, pressed, onToggle, label }: { verses: number[]; pressed: boolean; onToggle: (verses: number[]) => void; label: string }) {
  return (
    <button
      type="button"
      className={styles.verseNumber}
      aria-pressed={pressed}
      aria-label={`Select verse ${verses.join(" and ")}`}
      onClick={() => onToggle(verses)}
    >
      {label}
    </button>
  );
}

interface VerseBlockProps {
  verses: number[];
  heading?: string;
  selected: ReadonlySet<number>;
  highlighted: ReadonlySet<number>;
  onToggle: (verses: number[]) => void;
  children: ReactNode;
}

function VerseBlock({ verses, heading, selected, highlighted, onToggle, children }: VerseBlockProps) {
  const verse = verses[0] ?? 0;
  const isSelected = selected.has(verse);
  return (
    <>
      {heading ? <h3 className={styles.heading}>{heading}</h3> : null}
      <p
        id={`v${verse}`}
        className={[styles.verse, isSelected ? styles.selected : "", highlighted.has(verse) ? styles.highlighted : ""].join(" ")}
        onClick={(event) => toggleFromClick(event, () => onToggle(verses))}
      >
        <VerseToggle verses={verses} pressed={isSelected} onToggle={onToggle} label={String(verse)} /> {children}
      </p>
    </>
  );
}
