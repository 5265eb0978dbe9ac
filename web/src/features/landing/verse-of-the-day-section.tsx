import { lazy, Suspense } from "react";
import styles from "./verse-of-the-day-section.module.css";

const VerseOfTheDayCard = lazy(async () => ({ default: (await import("../verse/verse-of-the-day-card.tsx")).VerseOfTheDayCard }));

/** The day's verse under the hero; its code loads after the page, in a box that keeps its size. */
export function VerseOfTheDaySection() {
  return (
    <div className={`container ${styles.section}`}>
      <Suspense fallback={<div className={styles.placeholder} />}>
        <VerseOfTheDayCard translation="kjv" />
      </Suspense>
    </div>
  );
}
