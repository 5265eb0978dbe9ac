import { prayerMineLimit, type PrayerRequestView } from "@berea/contracts/prayer";
import { HandHeart, MessageCircleOff } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useMyPrayerRequests } from "./api/get-my-prayer-requests.ts";
import { usePrayerWall } from "./api/get-prayer-wall.ts";
import { useReportedRequests } from "./api/get-reported-requests.ts";
import { usePrayerT } from "./i18n.ts";
import { PrayerRequestCard } from "./prayer-request-card.tsx";
import { PrayerTabs, prayerTabs, tabFromQuery, tabId, type PrayerTab } from "./prayer-tabs.tsx";
import { useMinuteClock } from "./prayer-time.ts";
import { ReviewList } from "./review-list.tsx";
import { ShareRequestForm } from "./share-request-form.tsx";
import styles from "./prayer.module.css";

/**
 * `/prayer`: the prayer wall. A form to share a request (or, for a Family
 * member whose owner turned chat off, why not), then two tabs kept in the
 * address (`?tab=mine`): the wall, newest first, a page at a time, and the
 * reader's own requests; a moderator has a third, the reported requests to
 * review (`?tab=reports`).
 */
export default function PrayerPage() {
  const { t } = usePrayerT();
  const [params, setParams] = useSearchParams();
  const wall = usePrayerWall();
  const moderator = wall.data?.pages[0]?.moderator ?? false;
  const asked = tabFromQuery(params.get("tab"));
  // "Reports" is a moderator's; anyone else who follows such a link sees the wall.
  const tab = asked === "reports" && wall.data && !moderator ? "wall" : asked;
  const mine = useMyPrayerRequests(tab === "mine");
  const reports = useReportedRequests(tab === "reports" && moderator);

  const selectTab = (next: PrayerTab) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === "wall") changed.delete("tab");
        else changed.set("tab", next);
        return changed;
      },
      { replace: true },
    );

  let content: ReactNode;
  if (!wall.data && !wall.isError) content = <LoadingState screen label={t("loading.wall")} />;
  else if (!wall.data) content = <LoadProblem error={wall.error} onRetry={() => void wall.refetch()} />;
  else {
    const first = wall.data.pages[0];
    const canPost = first?.canPost ?? false;
    content = (
      <>
        {canPost ? <ShareRequestForm postsLeftToday={first?.postsLeftToday ?? 0} /> : <SharingOffNotice />}
        <RequestTabs tabs={prayerTabs(moderator).map(({ tab: each }) => ({ tab: each, label: t(`tabs.${each}`) }))} tab={tab} onSelect={selectTab}>
          {tab === "reports" ? (
            reports.data ? (
              <ReviewList requests={reports.data.requests} />
            ) : reports.isError ? (
              <LoadProblem error={reports.error} onRetry={() => void reports.refetch()} />
            ) : (
              <LoadingState label={t("loading.reports")} short />
            )
          ) : tab === "wall" ? (
            <>
              <RequestList requests={wall.data.pages.flatMap((page) => page.requests)} empty={t("empty.wall")} />
              {wall.hasNextPage ? (
                <div className={styles.more}>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    disabled={wall.isFetchingNextPage}
                    aria-busy={wall.isFetchingNextPage}
                    onClick={() => void wall.fetchNextPage()}
                  >
                    {wall.isFetchingNextPage ? <span className="spinner" aria-hidden="true" /> : null}
                    {t("showOlder")}
                  </button>
                  {wall.isFetchNextPageError ? (
                    <p className="field-error" role="alert">
                      {errorMessage(wall.error)}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          ) : mine.data ? (
            <>
              <RequestList requests={mine.data.requests} empty={t("empty.mine")} />
              {mine.data.requests.length >= prayerMineLimit ? <p className={styles.muted}>{t("mineLimit", { limit: prayerMineLimit })}</p> : null}
            </>
          ) : mine.isError ? (
            <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />
          ) : (
            <LoadingState label={t("loading.mine")} short />
          )}
        </RequestTabs>
      </>
    );
  }

  return (
    <div className={`container page ${styles.page}`}>
      <title>{t("documentTitle")}</title>
      <PageIntro title={t("title")}>{t("intro")}</PageIntro>
      {content}
    </div>
  );
}

/** For a Family member whose owner turned chat off: what is still open to them, without blame. */
function SharingOffNotice() {
  const { t } = usePrayerT();
  return (
    <p className={`card ${styles.notice}`} role="note">
      <MessageCircleOff className={styles.noticeIcon} size={24} aria-hidden="true" />
      <span>{t("sharingOff")}</span>
    </p>
  );
}

function RequestTabs({
  tabs,
  tab,
  onSelect,
  children,
}: {
  tabs: readonly { tab: PrayerTab; label: string }[];
  tab: PrayerTab;
  onSelect: (tab: PrayerTab) => void;
  children: ReactNode;
}) {
  const id = useId();
  const panelId = `${id}-panel`;
  const label = tabs.find((entry) => entry.tab === tab)?.label;
  return (
    <div className={styles.requests}>
      <PrayerTabs tabs={tabs} selected={tab} onSelect={onSelect} idPrefix={id} panelId={panelId} />
      <div id={panelId} role="tabpanel" className={styles.panel} aria-labelledby={tabId(id, tab)}>
        <h2 className="visually-hidden">{label}</h2>
        {children}
      </div>
    </div>
  );
}

/** The requests, newest first, or a line for none; "how long ago" moves on each minute. */
function RequestList({ requests, empty }: { requests: PrayerRequestView[]; empty: string }) {
  const now = useMinuteClock();
  if (requests.length === 0) {
    return <EmptyState icon={HandHeart}>{empty}</EmptyState>;
  }
  return (
    <ul className={styles.list}>
      {requests.map((request) => (
        <li key={request.id}>
          <PrayerRequestCard request={request} now={now} />
        </li>
      ))}
    </ul>
  );
}
