import type { TranslationId } from "@berea/contracts/bible";
import type { TextSegment } from "@berea/contracts/scripture-links";
import { Link } from "react-router";
import { readingHref } from "../lib/reader-paths.ts";
import styles from "./linked-text.module.css";

/**
 * A paragraph's text with its Bible references as links into the reader, as
 * the API found them (functions/src/bible/scripture-links.ts): each opens in
 * the translation it names, else in `translation` (the reader's last).
 */
export function LinkedText({ segments, translation }: { segments: readonly TextSegment[]; translation: TranslationId }) {
  return segments.map((segment, index) => {
    const to = segment.to ? readingHref(segment.to, segment.to.translation ?? translation) : undefined;
    return to ? (
      <Link key={index} to={to} className={styles.reference}>
        {segment.text}
      </Link>
    ) : (
      segment.text
    );
  });
}
