import { lazy, Suspense } from "react";
import styles from "./verse-of-the-day-section.module.css";

const VerseOfTheDayCard = lazy(async () => ({ default: (await import("../verse/verse-of-the-day-card.tsx")).VerseOfTheDayCard }));

/** The day's verse under the hero; its code loads after the page, in a box that keeps its size. */
export function VerseOfTheDaySection() {
  return (
    <section className={`container ${styles.section}`} aria-label="Verse of the day">
      <Suspense fallback={<div className={styles.placeholder} />}>
        <VerseOfTheDayCard translation="kjv" />
      </Suspense>
    </section>
  );
}
