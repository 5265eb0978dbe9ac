import { useEffect, useState } from "react";

/**
 * The words a page shows in a language loaded on demand: `ready` once they
 * have loaded; while `loading` (that language's, one promise per language)
 * is under way, the words already shown, so the page neither blanks nor
 * suspends when its reader switches language. Only a first render without
 * any words suspends. Written out rather than left to `useDeferredValue`,
 * which the Preact build of the static pages does not defer
 * (scripts/web/landing-vite-plugin.ts).
 */
export function useShownWords<T>(ready: T | undefined, loading: Promise<T>): T {
  const [shown, setShown] = useState<T | undefined>(ready);
  useEffect(() => {
    let current = true;
    void loading.then((words) => {
      if (current) setShown(words);
    });
    return () => {
      current = false;
    };
  }, [loading]);
  const words = ready ?? shown;
  if (words !== undefined) return words;
  // Suspense's protocol, as the quiz's topic catalogue does: the pending load is thrown to the nearest boundary.
  throw loading;
}
