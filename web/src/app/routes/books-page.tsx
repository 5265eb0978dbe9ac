import { ArticlesSection } from "../../features/articles/articles-section.tsx";
import { LibraryPage } from "../../features/library/library-page.tsx";

/** `/Books`: the library's books, then the articles, two features on one page. */
export default function BooksPage() {
  return <LibraryPage articles={<ArticlesSection />} />;
}
