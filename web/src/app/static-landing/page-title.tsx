import { useEffect } from "react";

/**
 * components/page-title.tsx in the landing's Preact build: Preact does not
 * hoist a `<title>` into the head. The prerender writes the title into the
 * head itself (entry-prerender.tsx); once live, the page keeps
 * `document.title` in the language it shows.
 */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
