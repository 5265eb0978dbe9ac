import { freeArticlesPerMonth, type ArticleView } from "@berea/contracts/content";
import { ArrowLeft, Clock } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { UpgradePrompt } from "../../components/upgrade-prompt.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { englishTeamName } from "../../lib/berea-team.ts";
import { LinkedText } from "../../components/linked-text.tsx";
import { formatterFor } from "../../lib/i18n/format.ts";
import { langOfPart, useLanguage } from "../../lib/language.ts";
import { lastReadTranslation } from "../../lib/last-read.ts";
import { useArticle } from "./api/get-article.ts";
import { articlesListPath, isArticleId } from "./article-links.ts";
import { tagLabel } from "./article-topics.ts";
import { useArticlesT } from "./i18n.ts";
import styles from "./articles.module.css";

const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === "not-found";

/**
 * `/Articles/:slug`: one article. Premium and Family read every article in
 * full; the Free plan reads four whole articles a calendar month (the server
 * counts them) and past that gets the opening and a kind way to Premium.
 * Reading needs an account (the route's session guard).
 */
export default function ArticlePage() {
  const { slug = "" } = useParams();
  const valid = isArticleId(slug);
  const { t } = useArticlesT();
  const article = useArticle(slug, valid, useLanguage());

  let body: ReactNode;
  let title = t("page.title");
  if (!valid || isNotFound(article.error)) body = <ArticleNotFound />;
  else if (article.isPending) body = <HeldContent label={t("page.loading")} />;
  else if (article.isError) body = <LoadProblem error={article.error} onRetry={() => void article.refetch()} />;
  else {
    title = t("page.titleWith", { title: article.data.title });
    body = <ArticleText view={article.data} />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>{title}</title>
      <Link className="icon-link" to={articlesListPath()}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t("page.back")}
      </Link>
      {body}
    </div>
  );
}

function ArticleText({ view }: { view: ArticleView }) {
  const { t, i18n } = useArticlesT();
  const [translation] = useState(lastReadTranslation);
  // An article not yet translated comes in English: its words are marked so (a screen reader reads them as English) and the page says why.
  const writtenIn = langOfPart(view.language, i18n.language);
  return (
    <article className={styles.article} aria-labelledby="article-title">
      <header className={styles.articleHeader}>
        <p className={`eyebrow ${styles.topic}`}>
          <Link to={articlesListPath(view.topic)}>{t(`topics.${view.topic}`)}</Link>
        </p>
        <h1 id="article-title" lang={writtenIn}>
          {view.title}
        </h1>
        <p className={styles.byline}>
          {view.author === englishTeamName ? t("page.bereaTeam") : view.author}
          <span aria-hidden="true">{" · "}</span>
          <span className="visually-hidden">{", "}</span>
          <Clock size={14} aria-hidden="true" />
          {t("page.minutes", { count: view.readingMinutes })}
        </p>
        {writtenIn ? <p className={styles.notTranslated}>{t("page.notTranslated")}</p> : null}
        {view.full && view.freeLeft !== null ? <FreeMeter freeLeft={view.freeLeft} /> : null}
      </header>
      <div className={styles.body} data-full={view.full}>
        {view.sections.map((section, index) => (
          // A section named by its heading is in the article's language (its label is the heading's words); the opening's label is the page's.
          <section key={index} aria-label={section.heading ?? (index === 0 ? t("page.opening") : undefined)} lang={section.heading ? writtenIn : undefined}>
            {section.heading ? <h2>{section.heading}</h2> : null}
            {section.paragraphs.map((paragraph, at) => {
              // The Scripture it quotes, found by the API (a paragraph without any comes as plain text).
              const segments = section.links?.[at];
              return (
                <p key={at} lang={writtenIn}>
                  {segments ? <LinkedText segments={segments} translation={translation} /> : paragraph}
                </p>
              );
            })}
          </section>
        ))}
      </div>
      {view.full ? (
        <ul className={styles.tags} aria-label={t("page.tags")}>
          {view.tags.map((tag) => (
            <li key={tag}>{tagLabel(tag)}</li>
          ))}
        </ul>
      ) : (
        <ArticleUpgradePrompt />
      )}
    </article>
  );
}

/** "2 of 4 free articles this month": how much of the month's Free reading is used, counting this one. */
function FreeMeter({ freeLeft }: { freeLeft: number }) {
  const { t } = useArticlesT();
  const used = freeArticlesPerMonth - freeLeft;
  return (
    <p className={styles.meter}>
      <span className={styles.meterDots} aria-hidden="true">
        {Array.from({ length: freeArticlesPerMonth }, (_, index) => (
          <span key={index} data-used={index < used} />
        ))}
      </span>
      {t("page.freeMeter", { used, total: freeArticlesPerMonth })}
    </p>
  );
}

/** The first day of next month, when the Free plan's articles start again. */
const nextMonthFirst = (now: Date): Date => new Date(now.getFullYear(), now.getMonth() + 1, 1);

/** That day in words, in `language` with the namespace's pattern: "1 December", "1 de diciembre". */
export function nextMonthStart(now: Date = new Date(), language = "en", pattern = "d MMMM"): string {
  return formatterFor(language).date(nextMonthFirst(now), pattern);
}

function ArticleUpgradePrompt() {
  const { t, i18n } = useArticlesT();
  return (
    <UpgradePrompt
      title={t("upgrade.title")}
      message={t("upgrade.message", { total: freeArticlesPerMonth })}
      note={t("upgrade.note", { date: nextMonthStart(new Date(), i18n.language, t("upgrade.datePattern")) })}
      back={{ to: articlesListPath(), label: t("upgrade.back") }}
    />
  );
}

function ArticleNotFound() {
  const { t } = useArticlesT();
  return (
    <div className={`card ${styles.problem}`}>
      <h1>{t("page.notFoundTitle")}</h1>
      <p>{t("page.notFoundBody")}</p>
      <Link className="btn btn-primary" to={articlesListPath()}>
        {t("page.seeAll")}
      </Link>
    </div>
  );
}
