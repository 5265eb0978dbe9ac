import { Link } from "react-router";
import type { TextSegment } from "../lib/scripture-links.ts";
import styles from "./linked-text.module.css";

/** A paragraph's text with its Bible references as links into the reader. */
export function LinkedText({ segments }: { segments: TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.to ? (
      <Link key={index} to={segment.to} className={styles.reference}>
        {segment.text}
      </Link>
    ) : (
      segment.text
    ),
  );
}
