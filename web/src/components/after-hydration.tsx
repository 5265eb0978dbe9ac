import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated.ts";

/** How far below (or above) the screen a part starts loading: one screen's height, so it is there before it is seen. */
const nearMargin = "100% 0px";

/**
 * A lazily loaded part of a page, below the fold, that the server may render
 * (app/server/). The server and the hydrating browser both show `fallback`;
 * the part loads once the page is React's and its place is within a screen
 * of the viewport, so a visit spends its first seconds on what it shows
 * rather than on what is three screens down. A server render cannot wait for
 * a lazy module, and a Suspense boundary it left unfinished would make
 * hydration start that part over and report it as an error.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  const place = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom), as soon as the page is React's.
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={place} className="after-hydration">
      {hydrated && near ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
