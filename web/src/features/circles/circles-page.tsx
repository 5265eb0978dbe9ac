import { circleMaxMembers, type CircleMineReply } from "@berea/contracts/circles";
import { UsersRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { paths } from "../../config/paths.ts";
import { useMyCircles } from "./api/get-my-circles.ts";
import { CircleCard } from "./circle-card.tsx";
import { ChatOffNotice } from "./circle-notices.tsx";
import { useCirclesT } from "./i18n.ts";
import { JoinCodeForm } from "./join-code-form.tsx";
import { StartCircleForm } from "./start-circle-form.tsx";
import styles from "./circles.module.css";

/**
 * `/chat`: the reader's faith circles, most recently active first, each
 * opening its chat; then a form to start one and one to join with a code.
 */
export default function CirclesPage() {
  const { t } = useCirclesT();
  const mine = useMyCircles();

  let content: ReactNode;
  if (mine.isPending) content = <LoadingState screen label={t("gathering")} />;
  else if (mine.isError) content = <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (!mine.data.chatAllowed) content = <ChatOffNotice />;
  else content = <MyCircles reply={mine.data} readAt={mine.dataUpdatedAt} />;

  return (
    <div className={`container page ${styles.page}`}>
      <title>{t("documentTitle")}</title>
      <PageIntro title={t("title")}>{t("intro")}</PageIntro>
      {content}
    </div>
  );
}

/** `readAt`: when the list was read (it is read again each minute); the times ago count from then. */
function MyCircles({ reply, readAt }: { reply: CircleMineReply; readAt: number }) {
  const { t } = useCirclesT();
  const { circles, maxCircles } = reply;
  const atLimit = circles.length >= maxCircles;
  const now = new Date(readAt);
  return (
    <>
      <section className="page-section" aria-labelledby="my-circles-title">
        <div className="section-head">
          <h2 id="my-circles-title">{t("list.heading")}</h2>
          {circles.length > 0 ? (
            <p>
              {t("list.openBefore")}
              <Link to={paths.circleEvents}>{t("list.eventsLink")}</Link>
              {t("list.openAfter")}
            </p>
          ) : null}
        </div>
        {circles.length === 0 ? (
          <EmptyState icon={UsersRound} title={t("list.emptyTitle")}>
            {t("list.empty")}
          </EmptyState>
        ) : (
          <ul className="card-grid" aria-label={t("list.label")}>
            {circles.map((circle) => (
              <CircleCard key={circle.id} circle={circle} now={now} />
            ))}
          </ul>
        )}
      </section>
      <section className="page-section" aria-labelledby="new-circle-title">
        <div className="section-head">
          <h2 id="new-circle-title">{t("list.newHeading")}</h2>
          <p>{t("list.limits", { maxCircles, maxMembers: circleMaxMembers })}</p>
        </div>
        {atLimit ? (
          <p className={`card ${styles.limit}`} role="status">
            {t("list.atLimit", { maxCircles })}
          </p>
        ) : (
          <div className={styles.forms}>
            <StartCircleForm />
            <JoinCodeForm />
          </div>
        )}
      </section>
    </>
  );
}
