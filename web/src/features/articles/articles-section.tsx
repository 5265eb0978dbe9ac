import { articleTopics, freeArticlesPerMonth, type ArticleSummary, type ArticleTopic } from "@berea/contracts/content";
import { Clock } from "lucide-react";
import { useDeferredValue, type ReactNode } from "react";
import { Trans } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useLanguage } from "../../lib/language.ts";
import { useReaderPlan, type ReaderPlan } from "../../lib/reader-plan.ts";
import { useDeferredArrival } from "../../lib/use-deferred-arrival.ts";
import { useArticleList } from "./api/list-articles.ts";
import { ArticlesSectionFrame } from "./articles-section-frame.tsx";
import { articlePath } from "./article-links.ts";
import { isArticleTopic, tagLabel } from "./article-topics.ts";
import { useArticlesT } from "./i18n.ts";
import styles from "./articles.module.css";

/**
 * "Articles and insights" on /Books: every article with its topic, tags and
 * reading time, filtered by topic (`?topic=` keeps the choice in the address).
 */
export function ArticlesSection() {
  const { t } = useArticlesT();
  // Deferred, as the library's catalogue above (library-page.tsx): the list renders in the background when it comes.
  const plan = useDeferredValue(useReaderPlan());
  const list = useDeferredArrival(useArticleList(useLanguage()));
  const [params, setParams] = useSearchParams();
  const requested = params.get("topic");
  const topic = isArticleTopic(requested) ? requested : null;

  const choose = (next: ArticleTopic | null) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set("topic", next);
    else updated.delete("topic");
    setParams(updated, { replace: true, preventScrollReset: true });
  };

  let body: ReactNode;
  if (list.isPending) body = <LoadingState label={t("section.loading")} />;
  else if (list.isError) body = <LoadProblem error={list.error} onRetry={() => void list.refetch()} />;
  else {
    const shown = topic ? list.data.articles.filter((article) => article.topic === topic) : list.data.articles;
    body = (
      <>
        <div className={styles.filter} role="group" aria-label={t("section.filter")}>
          <TopicButton pressed={topic === null} onClick={() => choose(null)}>
            {t("section.allTopics")}
          </TopicButton>
          {articleTopics.map((each) => (
            <TopicButton key={each} pressed={topic === each} onClick={() => choose(each)}>
              {t(`topics.${each}`)}
            </TopicButton>
          ))}
        </div>
        <p className={styles.count} role="status">
          {topic ? t("section.countOn", { count: shown.length, topic: t(`topics.${topic}`).toLowerCase() }) : t("section.count", { count: shown.length })}
        </p>
        <ul className="card-grid">
          {shown.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      </>
    );
  }

  return <ArticlesSectionFrame note={<PlanNote plan={plan} />}>{body}</ArticlesSectionFrame>;
}

function PlanNote({ plan }: { plan: ReaderPlan }) {
  const { t } = useArticlesT();
  if (plan === "free") {
    return (
      <p className={styles.planNote}>
        <Trans t={t} i18nKey="section.free" values={{ count: freeArticlesPerMonth }} components={{ premium: <Link to={paths.pricingAnchor} /> }} />
      </p>
    );
  }
  if (plan === "signed-out") {
    return (
      <p className={styles.planNote}>
        <Trans t={t} i18nKey="section.signedOut" values={{ count: freeArticlesPerMonth }} components={{ login: <Link to={paths.login} /> }} />
      </p>
    );
  }
  return null;
}

function TopicButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.topicButton} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useArticlesT();
  const titleId = `article-${article.id}`;
  return (
    <li className="card card-tile" aria-labelledby={titleId}>
      <p className="eyebrow">{t(`topics.${article.topic}`)}</p>
      <h3 id={titleId} className={styles.cardTitle}>
        <Link to={articlePath(article.id)}>{article.title}</Link>
      </h3>
      <p className={styles.summary}>{article.summary}</p>
      <div className={styles.cardFoot}>
        <span className={styles.minutes}>
          <Clock size={14} aria-hidden="true" />
          {t("page.minutes", { count: article.readingMinutes })}
        </span>
        <ul className={styles.tags} aria-label={t("page.tags")}>
          {article.tags.map((tag) => (
            <li key={tag}>{tagLabel(tag)}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
