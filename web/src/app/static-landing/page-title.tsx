import { useEffect } from "react";

let renderedTitle: string | undefined;

/** Keeps the title a page names while it renders in the prerender (on the server only: there is no effect there). */
function recordTitle(title: string): void {
  renderedTitle = title;
}

/** The title the last page rendered in the prerender named (entry-prerender.tsx writes it into the head). */
export function takeRenderedTitle(): string | undefined {
  const title = renderedTitle;
  renderedTitle = undefined;
  return title;
}

/**
 * components/page-title.tsx in the static pages' Preact build: Preact does
 * not hoist a `<title>` into the head. The prerender writes the page's title
 * into the head itself (`takeRenderedTitle`); once live, the page keeps
 * `document.title` in the language it shows.
 */
export function PageTitle({ children }: { children: string }) {
  if (typeof window === "undefined") recordTitle(children);
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}
