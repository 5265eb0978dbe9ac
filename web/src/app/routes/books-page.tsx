import { lazy } from "react";
import { AfterHydration } from "../../components/after-hydration.tsx";
import { ArticlesSectionHeld } from "../../features/articles/articles-section-frame.tsx";
import { useLibraryCatalog } from "../../features/library/api/get-library-catalog.ts";
import { LibraryPage } from "../../features/library/library-page.tsx";
import { useDeferredArrival } from "../../lib/use-deferred-arrival.ts";

/**
 * Below the books: loaded, asked for and rendered once the books are shown and its place nears the screen (on a
 * phone, when the reader scrolls past the books), so the page's first seconds do not build the articles' schemas
 * or lay out 24 cards no one sees yet.
 */
const ArticlesSection = lazy(async () => ({ default: (await import("../../features/articles/articles-section.tsx")).ArticlesSection }));

/** `/Books`: the library's books, then the articles, two features on one page. */
export default function BooksPage() {
  // The books are shown when the catalogue is, deferred as LibraryPage renders it; until then the articles' place is
  // near the screen only because the books are not there yet.
  const booksShown = !useDeferredArrival(useLibraryCatalog()).isPending;
  return (
    <LibraryPage
      articles={
        <AfterHydration fallback={<ArticlesSectionHeld />} after={booksShown}>
          <ArticlesSection />
        </AfterHydration>
      }
    />
  );
}
