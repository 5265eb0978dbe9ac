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
 * hydration start that part over and report it as an error. `after` false
 * holds it (and its place's watch) until what comes above it has taken its
 * room, so a part that starts near the screen only because the page above is
 * still loading does not load then.
 */
export function AfterHydration({ fallback, children, after = true }: { fallback: ReactNode; children: ReactNode; after?: boolean }) {
  const hydrated = useHydrated();
  const place = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers, jsdom), as soon as the page is React's.
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");

  useEffect(() => {
    const element = place.current;
    if (near || !after || !element) return;
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
  }, [near, after]);

  return (
    <div ref={place} className="after-hydration">
      {hydrated && near && after ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  );
}
