import { translationIdSchema, translations } from "@berea/contracts/bible";
import { knownStabilityDays, type MemoryCard, type MemoryMineReply } from "@berea/contracts/memory";
import { useQueryClient } from "@tanstack/react-query";
import { BookHeart, Flame, Trash2 } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useSearchParams } from "react-router";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import { LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { paths } from "../../config/paths.ts";
import { formatterFor } from "../../lib/i18n/format.ts";
import { defaultTranslation } from "../../lib/last-read.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { flushPendingReviews, pendingReviews, useMyMemory, useRemoveMemoryVerse } from "./api/memory-api.ts";
import { AddVerseForm } from "./add-verse-form.tsx";
import { useMemoryT } from "./i18n.ts";
import { cardText } from "./practice.ts";
import { ReviewSession } from "./review-session.tsx";
import styles from "./memory.module.css";

/** When a card comes back: "Due today", or "Next review Mon, Mar 9" in the reader's language. */
function useNextReview(): (card: MemoryCard) => string {
  const { t, i18n } = useMemoryT();
  return (card) => {
    if (card.dueToday) return t("dueToday");
    const [year, month, day] = card.dueDate.split("-").map(Number) as [number, number, number];
    return t("nextReview", { date: formatterFor(i18n.language).date(new Date(year, month - 1, day), t("dayPattern")) });
  };
}

function onOnlineChange(notify: () => void) {
  window.addEventListener("online", notify);
  window.addEventListener("offline", notify);
  return () => {
    window.removeEventListener("online", notify);
    window.removeEventListener("offline", notify);
  };
}
const useOnline = () =>
  useSyncExternalStore(
    onOnlineChange,
    () => navigator.onLine,
    () => true,
  );

/** The streak and the verses known; `mine` is null while they load (the card keeps its shape). */
function StatsCard({ mine }: { mine: MemoryMineReply | null }) {
  const { t } = useMemoryT();
  const stats = mine?.stats ?? null;
  return (
    <section className={`card ${styles.stats}`} aria-label={t("stats.label")} aria-busy={stats ? undefined : true}>
      <div className={styles.stat}>
        <Flame className={styles.flame} size={26} strokeWidth={1.5} aria-hidden="true" />
        <p>
          {stats ? (
            <>
              <strong className={styles.statNumber}>{stats.streak}</strong> <span>{t("stats.inARow", { count: stats.streak })}</span>
            </>
          ) : (
            <PendingText like={t("stats.pendingStreak")} />
          )}
        </p>
      </div>
      <div className={styles.stat}>
        <BookHeart className={styles.known} size={26} strokeWidth={1.5} aria-hidden="true" />
        <p>
          {stats ? (
            <>
              <strong className={styles.statNumber}>{stats.known}</strong> <span>{t("stats.known", { total: stats.total })}</span>
            </>
          ) : (
            <PendingText like={t("stats.pendingKnown")} />
          )}
        </p>
      </div>
      {/* Two lines held for the day's note, whichever it is, so nothing below moves when it arrives. */}
      <p className={`${styles.statNote} ${styles.dayNote}`}>
        {!stats ? (
          <PendingText like={t("stats.streak")} />
        ) : stats.reviewedToday ? (
          t("stats.reviewedToday")
        ) : stats.streak > 0 ? (
          t("stats.streak")
        ) : (
          t("stats.start")
        )}
      </p>
      <p className={styles.statNote}>{t("stats.knownMeans", { days: knownStabilityDays })}</p>
    </section>
  );
}

function VerseList({ cards }: { cards: MemoryCard[] }) {
  const { t } = useMemoryT();
  const nextReview = useNextReview();
  const remove = useRemoveMemoryVerse();
  if (cards.length === 0) return <p className={`card ${styles.muted}`}>{t("verses.empty")}</p>;
  return (
    <ul className={styles.list} aria-label={t("verses.label")}>
      {cards.map((card) => (
        <li key={card.cardId} className={`card ${styles.item}`}>
          <div className={styles.itemHead}>
            <h3 className={styles.itemReference}>
              {card.reference} <span className={styles.translation}>{translations[card.translation].abbreviation}</span>
            </h3>
            <p className={card.dueToday ? `${styles.due} ${styles.dueToday}` : styles.due}>{nextReview(card)}</p>
          </div>
          <p className={`scripture ${styles.itemText}`} lang={translations[card.translation].language}>
            {cardText(card)}
          </p>
          <div className={styles.itemFoot}>
            {card.known ? (
              <span className="badge">{t("verses.known")}</span>
            ) : (
              <span className={styles.muted}>{card.reps === 0 ? t("verses.new") : t("verses.reviewed", { count: card.reps })}</span>
            )}
            <ConfirmAction
              label={t("verses.remove")}
              labelForScreenReaders={t("verses.removeNamed", { reference: card.reference })}
              icon={<Trash2 size={16} aria-hidden="true" />}
              question={t("verses.removeQuestion", { reference: card.reference })}
              confirmLabel={t("verses.remove")}
              cancelLabel={t("verses.cancel")}
              pending={remove.isPending && remove.variables === card.cardId}
              error={remove.variables === card.cardId ? remove.error : null}
              onConfirm={(close) => remove.mutate(card.cardId, { onSuccess: close })}
            >
              {t("verses.removeWarning")}
            </ConfirmAction>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/memory`: the verses the user is learning by heart, today's review
 * (spaced with FSRS on the server), adding a verse, the streak and the
 * verses known. Grades given offline wait on the device and go when it is
 * back online.
 */
export default function MemoryPage() {
  const { t } = useMemoryT();
  const mine = useMyMemory();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [params] = useSearchParams();
  const [session, setSession] = useState<MemoryCard[] | null>(null);
  const [finished, setFinished] = useState<{ graded: number; queued: number } | null>(null);
  const hydrated = useHydrated();
  const [waitingHere, setWaiting] = useState(() => pendingReviews().length);
  // Grades waiting on this device show once the page is live (it is prerendered without them).
  const waiting = hydrated ? waitingHere : 0;

  useEffect(() => {
    if (!online) return;
    void flushPendingReviews(queryClient).then(() => setWaiting(pendingReviews().length));
  }, [online, queryClient]);

  // A link names its translation (the verse of the day's); else the reader's language's Bible (RV1909 in Spanish).
  const initialTranslation = translationIdSchema.catch("kjv").parse(params.get("translation") ?? defaultTranslation());
  const addReference = params.get("add") ?? "";
  const due = mine.data?.cards.filter((card) => card.dueToday) ?? [];

  let review;
  if (mine.isPending) {
    // Prerendered before the reader's verses arrive: the card's shape, its line and button held open.
    review = (
      <div className={`card ${styles.today}`}>
        <p className={styles.todayLine}>
          <PendingText like={t("today.pendingLine")} label={t("today.opening")} />
        </p>
        <span className={`btn btn-primary ${styles.pendingButton}`} aria-hidden="true">
          {t("today.start")}
        </span>
      </div>
    );
  }
  else if (mine.isError) review = <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />;
  else if (session) {
    review = (
      <ReviewSession
        cards={session}
        onFinish={(summary) => {
          setSession(null);
          setFinished(summary);
          setWaiting(pendingReviews().length);
        }}
      />
    );
  } else {
    review = (
      <div className={`card ${styles.today}`}>
        {finished ? (
          <p role="status" className={styles.doneLine}>
            {t("today.done", { count: finished.graded })}
            {finished.queued > 0 ? t("today.waiting", { count: finished.queued }) : ""}
          </p>
        ) : null}
        {due.length > 0 ? (
          <>
            <p className={styles.todayLine}>
              {t("today.ready", { count: due.length })}
            </p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setFinished(null);
                setSession(due);
              }}
            >
              {t("today.start")}
            </button>
          </>
        ) : (
          !finished && (
            <>
              <p className={styles.todayLine}>{mine.data.cards.length === 0 ? t("today.addToBegin") : t("today.nothingDue")}</p>
              {mine.data.cards.length === 0 ? (
                <button type="button" className="btn btn-secondary" onClick={() => document.querySelector<HTMLInputElement>("#memory-add input")?.focus()}>
                  {t("today.addFirst")}
                </button>
              ) : (
                <a className="btn btn-secondary" href="#memory-verses">
                  {t("today.seeVerses")}
                </a>
              )}
            </>
          )
        )}
      </div>
    );
  }

  const atLimit = mine.data?.limit !== null && mine.data !== undefined && mine.data.cards.length >= (mine.data.limit ?? Infinity);
  return (
    <div className={`container ${styles.page}`}>
      <title>{t("documentTitle")}</title>
      <PageIntro title={t("title")}>{t("intro")}</PageIntro>
      {!online || waiting > 0 ? (
        <p className={`card ${styles.offline}`} role="status">
          {online ? t("sending", { count: waiting }) : t("offline")}
        </p>
      ) : null}
      <div className={styles.layout}>
        <section aria-labelledby="memory-today" className={styles.section}>
          <h2 id="memory-today">{t("today.heading")}</h2>
          {review}
        </section>
        {mine.isError ? null : <StatsCard mine={mine.data ?? null} />}
      </div>
      {session ? null : (
        <>
          {/* The page is prerendered for the bare address: a reference from ?add= fills the form once the page is live. */}
          <AddVerseForm
            key={hydrated ? "live" : "prerendered"}
            initialReference={hydrated ? addReference : ""}
            // Prerendered (and hydrated) in the markup's language's Bible, the RV1909 in Spanish; a link's own once live.
            initialTranslation={hydrated ? initialTranslation : defaultTranslation()}
            atLimit={atLimit}
            limit={mine.data?.limit ?? null}
          />
          {mine.data?.limit != null ? (
            <p className={styles.muted}>
              {/* The link ends the sentence in both languages: two strings, not Trans (react-i18next's Trans is 5 KB more for this route). */}
              {t("limit.text", { count: mine.data.cards.length, limit: mine.data.limit })} <Link to={paths.pricingAnchor}>{t("limit.link")}</Link>
              {t("limit.end")}
            </p>
          ) : null}
          <section aria-labelledby="memory-verses" className={styles.section}>
            <h2 id="memory-verses">{t("verses.heading")}</h2>
            {mine.data ? <VerseList cards={mine.data.cards} /> : null}
          </section>
        </>
      )}
    </div>
  );
}
