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
import { useHydrated } from "../../lib/use-hydrated.ts";
import { flushPendingReviews, pendingReviews, useMyMemory, useRemoveMemoryVerse } from "./api/memory-api.ts";
import { AddVerseForm } from "./add-verse-form.tsx";
import { cardText } from "./practice.ts";
import { ReviewSession } from "./review-session.tsx";
import styles from "./memory.module.css";

const dayFormat = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const formatDay = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`));

function nextReview(card: MemoryCard): string {
  if (card.dueToday) return "Due today";
  return `Next review ${formatDay(card.dueDate)}`;
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

const statNotes = {
  reviewedToday: "You have reviewed today. Well done.",
  streak: "Review today when you can, and the streak carries on.",
  start: "Review a verse to begin a streak.",
};

/** The streak and the verses known; `mine` is null while they load (the card keeps its shape). */
function StatsCard({ mine }: { mine: MemoryMineReply | null }) {
  const stats = mine?.stats ?? null;
  return (
    <section className={`card ${styles.stats}`} aria-label="Your progress" aria-busy={stats ? undefined : true}>
      <div className={styles.stat}>
        <Flame className={styles.flame} size={26} strokeWidth={1.5} aria-hidden="true" />
        <p>
          {stats ? (
            <>
              <strong className={styles.statNumber}>{stats.streak}</strong> <span>{stats.streak === 1 ? "day" : "days"} in a row</span>
            </>
          ) : (
            <PendingText like="0 days in a row" />
          )}
        </p>
      </div>
      <div className={styles.stat}>
        <BookHeart className={styles.known} size={26} strokeWidth={1.5} aria-hidden="true" />
        <p>
          {stats ? (
            <>
              <strong className={styles.statNumber}>{stats.known}</strong> <span>of {stats.total} known</span>
            </>
          ) : (
            <PendingText like="0 of 0 known" />
          )}
        </p>
      </div>
      {/* Two lines held for the day's note, whichever it is, so nothing below moves when it arrives. */}
      <p className={`${styles.statNote} ${styles.dayNote}`}>
        {!stats ? <PendingText like={statNotes.streak} /> : stats.reviewedToday ? statNotes.reviewedToday : stats.streak > 0 ? statNotes.streak : statNotes.start}
      </p>
      <p className={styles.statNote}>A verse counts as known once it is likely to stay with you for {knownStabilityDays} days or more.</p>
    </section>
  );
}

function VerseList({ cards }: { cards: MemoryCard[] }) {
  const remove = useRemoveMemoryVerse();
  if (cards.length === 0) return <p className={`card ${styles.muted}`}>No verses yet. Add one above: a verse you love, or one you want to carry with you.</p>;
  return (
    <ul className={styles.list} aria-label="Your memory verses">
      {cards.map((card) => (
        <li key={card.cardId} className={`card ${styles.item}`}>
          <div className={styles.itemHead}>
            <h3 className={styles.itemReference}>
              {card.reference} <span className={styles.translation}>{translations[card.translation].abbreviation}</span>
            </h3>
            <p className={card.dueToday ? `${styles.due} ${styles.dueToday}` : styles.due}>{nextReview(card)}</p>
          </div>
          <p className={`scripture ${styles.itemText}`}>{cardText(card)}</p>
          <div className={styles.itemFoot}>
            {card.known ? <span className="badge">Known</span> : <span className={styles.muted}>{card.reps === 0 ? "New" : `Reviewed ${card.reps} ${card.reps === 1 ? "time" : "times"}`}</span>}
            <ConfirmAction
              label="Remove"
              labelForScreenReaders={`Remove ${card.reference}`}
              icon={<Trash2 size={16} aria-hidden="true" />}
              question={`Remove ${card.reference}?`}
              confirmLabel="Remove"
              pending={remove.isPending && remove.variables === card.cardId}
              error={remove.variables === card.cardId ? remove.error : null}
              onConfirm={(close) => remove.mutate(card.cardId, { onSuccess: close })}
            >
              Its review history goes with it.
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

  const initialTranslation = translationIdSchema.catch("kjv").parse(params.get("translation") ?? "kjv");
  const due = mine.data?.cards.filter((card) => card.dueToday) ?? [];

  let review;
  if (mine.isPending) {
    // Prerendered before the reader's verses arrive: the card's shape, its line and button held open.
    review = (
      <div className={`card ${styles.today}`}>
        <p className={styles.todayLine}>
          <PendingText like="1 verse is ready for review today." label="Opening your verses …" />
        </p>
        <span className={`btn btn-primary ${styles.pendingButton}`} aria-hidden="true">
          Start today&rsquo;s review
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
            That is today&rsquo;s review done: {finished.graded} {finished.graded === 1 ? "verse" : "verses"}.
            {finished.queued > 0 ? ` ${finished.queued} ${finished.queued === 1 ? "grade waits" : "grades wait"} on this device until you are back online.` : ""}
          </p>
        ) : null}
        {due.length > 0 ? (
          <>
            <p className={styles.todayLine}>
              {due.length} {due.length === 1 ? "verse is" : "verses are"} ready for review today.
            </p>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setFinished(null);
                setSession(due);
              }}
            >
              Start today&rsquo;s review
            </button>
          </>
        ) : (
          !finished && (
            <>
              <p className={styles.todayLine}>{mine.data.cards.length === 0 ? "Add a verse to begin." : "Nothing is due today. Each verse comes back when it is time."}</p>
              {mine.data.cards.length === 0 ? (
                <button type="button" className="btn btn-secondary" onClick={() => document.querySelector<HTMLInputElement>("#memory-add input")?.focus()}>
                  Add your first verse
                </button>
              ) : (
                <a className="btn btn-secondary" href="#memory-verses">
                  See your verses
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
      <title>Scripture memory · Berea</title>
      <PageIntro title="Scripture memory">
        Hide God&rsquo;s word in your heart, a few minutes a day. Each verse returns just before you would forget it: read it, then first letters, then a few words
        hidden, until you can type it from memory.
      </PageIntro>
      {!online || waiting > 0 ? (
        <p className={`card ${styles.offline}`} role="status">
          {online
            ? `Sending ${waiting} ${waiting === 1 ? "grade" : "grades"} saved on this device …`
            : "You are offline. Your grades are kept on this device and sent when you are back online."}
        </p>
      ) : null}
      <div className={styles.layout}>
        <section aria-labelledby="memory-today" className={styles.section}>
          <h2 id="memory-today">Today</h2>
          {review}
        </section>
        {mine.isError ? null : <StatsCard mine={mine.data ?? null} />}
      </div>
      {session ? null : (
        <>
          {/* The page is prerendered for the bare address: a reference from ?add= fills the form once the page is live. */}
          <AddVerseForm
            key={hydrated ? "live" : "prerendered"}
            initialReference={hydrated ? (params.get("add") ?? "") : ""}
            initialTranslation={hydrated ? initialTranslation : "kjv"}
            atLimit={atLimit}
          />
          {mine.data?.limit != null ? (
            <p className={styles.muted}>
              {mine.data.cards.length} of {mine.data.limit} verses on the Free plan. Premium and Family keep as many as you like: <Link to={paths.pricingAnchor}>see Premium</Link>.
            </p>
          ) : null}
          <section aria-labelledby="memory-verses" className={styles.section}>
            <h2 id="memory-verses">Your verses</h2>
            {mine.data ? <VerseList cards={mine.data.cards} /> : null}
          </section>
        </>
      )}
    </div>
  );
}
