import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { prefersReducedMotion } from "./reduced-motion.ts";

type CountUpOptions = { from: number; to: number; durationMs: number };

/** Whether animation is possible does not change while the page is open. */
const neverChanges = () => () => {};

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** Animate only where the browser can tell us the element is on screen and motion is welcome. */
function canAnimate(): boolean {
  return typeof IntersectionObserver === "function" && !prefersReducedMotion();
}

/**
 * Counts from `from` to `to` once the element behind `ref` scrolls into view.
 * Without IntersectionObserver, or under prefers-reduced-motion, it shows the
 * final number straight away.
 */
export function useCountUp<T extends Element>({ from, to, durationMs }: CountUpOptions) {
  const ref = useRef<T>(null);
  // Prerendered markup shows the final number (nothing animates there); the page starts counting once it has scripts.
  const animated = useSyncExternalStore(neverChanges, canAnimate, () => false);
  const [counted, setValue] = useState<number | null>(null);
  const value = counted ?? (animated ? from : to);

  useEffect(() => {
    const element = ref.current;
    if (!element || !canAnimate()) return;
    let frame = 0;

    const run = () => {
      let startedAt: number | null = null;
      const step = (now: number) => {
        startedAt ??= now;
        const progress = durationMs <= 0 ? 1 : Math.min(1, (now - startedAt) / durationMs);
        setValue(Math.round(from + (to - from) * easeOutCubic(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        run();
      },
      { threshold: 0.3 },
    );
    observer.observe(element);

    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [from, to, durationMs]);

  return { ref, value };
}
