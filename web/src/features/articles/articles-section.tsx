import { articleTopics, freeArticlesPerMonth, type ArticleSummary, type ArticleTopic } from "@berea/contracts/content";
import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useReaderPlan, type ReaderPlan } from "../../lib/reader-plan.ts";
import { useArticleList } from "./api/list-articles.ts";
import { articlePath } from "./article-links.ts";
import { isArticleTopic, tagLabel, topicNames } from "./article-topics.ts";
import styles from "./articles.module.css";

/**
 * "Articles and insights" on /Books: every article with its topic, tags and
 * reading time, filtered by topic (`?topic=` keeps the choice in the address).
 */
export function ArticlesSection() {
  const plan = useReaderPlan();
  const list = useArticleList();
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
  if (list.isPending) body = <LoadingState label="Gathering the articles …" />;
  else if (list.isError) body = <LoadProblem error={list.error} onRetry={() => void list.refetch()} />;
  else {
    const shown = topic ? list.data.articles.filter((article) => article.topic === topic) : list.data.articles;
    body = (
      <>
        <div className={styles.filter} role="group" aria-label="Filter articles by topic">
          <TopicButton pressed={topic === null} onClick={() => choose(null)}>
            All topics
          </TopicButton>
          {articleTopics.map((each) => (
            <TopicButton key={each} pressed={topic === each} onClick={() => choose(each)}>
              {topicNames[each]}
            </TopicButton>
          ))}
        </div>
        <p className={styles.count} role="status">
          {topic ? `${shown.length} ${shown.length === 1 ? "article" : "articles"} on ${topicNames[topic].toLowerCase()}` : `${shown.length} articles`}
        </p>
        <ul className="card-grid">
          {shown.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section id="articles" className="page-section" aria-labelledby="articles-title">
      <div className="section-head">
        <h2 id="articles-title">Articles and insights</h2>
        <p>Short, plain pieces on reading the Bible, prayer, church history, apologetics and everyday Christian life.</p>
        <PlanNote plan={plan} />
      </div>
      {body}
    </section>
  );
}

function PlanNote({ plan }: { plan: ReaderPlan }) {
  if (plan === "free") {
    return (
      <p className={styles.planNote}>
        Your Free plan opens {freeArticlesPerMonth} whole articles each month. <Link to={paths.pricingAnchor}>Premium</Link> opens them all.
      </p>
    );
  }
  if (plan === "signed-out") {
    return (
      <p className={styles.planNote}>
        <Link to={paths.login}>Sign in</Link> to read. A free account opens {freeArticlesPerMonth} whole articles each month.
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
  const titleId = `article-${article.id}`;
  return (
    <li className="card card-tile" aria-labelledby={titleId}>
      <p className="eyebrow">{topicNames[article.topic]}</p>
      <h3 id={titleId} className={styles.cardTitle}>
        <Link to={articlePath(article.id)}>{article.title}</Link>
      </h3>
      <p className={styles.summary}>{article.summary}</p>
      <div className={styles.cardFoot}>
        <span className={styles.minutes}>
          <Clock size={14} aria-hidden="true" />
          {article.readingMinutes} min read
        </span>
        <ul className={styles.tags} aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag}>{tagLabel(tag)}</li>
          ))}
        </ul>
      </div>
    </li>
  );
}
