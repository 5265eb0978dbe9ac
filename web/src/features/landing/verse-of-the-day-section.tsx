import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import styles from "./verse-of-the-day-section.module.css";

const VerseOfTheDayIsland = lazy(() => import("./verse-of-the-day-island.tsx"));

const neverChanges = () => () => {};

/** How far below the screen the section starts loading, so it is usually ready by the time it scrolls in. */
const loadAhead = "200px";

/**
 * The day's verse under the hero. Its code and data (the API client, its
 * schemas, the query cache: more than the rest of the landing page) load
 * when the section comes near the screen, like a lazy image: at once on a
 * wide screen, on a phone once the reader scrolls past the hero. The box
 * keeps its size meanwhile.
 */
export function VerseOfTheDaySection() {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  // Where nothing can tell when the section is near (old browsers, tests), it loads at once.
  const canWatch = useSyncExternalStore(neverChanges, () => typeof IntersectionObserver === "function", () => true);
  const near = seen || !canWatch;

  useEffect(() => {
    const element = ref.current;
    if (!element || !canWatch) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setSeen(true);
      },
      { rootMargin: `${loadAhead} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canWatch]);

  const placeholder = <div className={styles.placeholder} />;
  return (
    <div ref={ref} className={`container ${styles.section}`} data-island="">
      {near ? (
        <Suspense fallback={placeholder}>
          <VerseOfTheDayIsland />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
