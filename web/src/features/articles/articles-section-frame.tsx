import type { ReactNode } from "react";
import { LoadingState } from "../../components/load-states.tsx";
import { useArticlesT } from "./i18n.ts";

/**
 * "Articles and insights" on /Books around its body: the heading, the
 * introduction and `note` (what the reader's plan allows). On its own, with
 * no contract's schemas, so /Books can show it held while the list's code
 * and the list load once the section nears the screen (app/routes/books-page.tsx).
 */
export function ArticlesSectionFrame({ note, children }: { note?: ReactNode; children: ReactNode }) {
  const { t } = useArticlesT();
  return (
    <section id="articles" className="page-section" aria-labelledby="articles-title">
      <div className="section-head">
        <h2 id="articles-title">{t("section.heading")}</h2>
        <p>{t("section.intro")}</p>
        {note}
      </div>
      {children}
    </section>
  );
}

/** The section as it is while its list loads, before the reader's plan is known. */
export function ArticlesSectionHeld() {
  const { t } = useArticlesT();
  return (
    <ArticlesSectionFrame>
      <LoadingState label={t("section.loading")} />
    </ArticlesSectionFrame>
  );
}
