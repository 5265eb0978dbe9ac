import { useEffect, useState } from "react";

/**
 * The id of the section being read: the first of `ids` whose element crosses
 * a band near the top of the window (below the sticky header), or the last
 * one that did while the reader scrolls through a long section. The table of
 * contents highlights it. Give its component a `key` per page, so a new page
 * starts at its first section.
 */
export function useSectionInView(ids: readonly string[]): string | undefined {
  const key = ids.join("\n");
  const [active, setActive] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    const order = key.split("\n");
    if (typeof IntersectionObserver === "undefined") return;
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        const first = order.find((id) => crossing.has(id));
        if (first) setActive(first);
      },
      // The band: from just under the header to 40% down the window.
      { rootMargin: "-20% 0px -60% 0px" },
    );
    for (const id of order) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return active;
}
