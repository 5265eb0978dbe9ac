import { gameIds, type GameAnswerReply, type GameFinishReply, type GameId, type GameItem, type GamePassage, type GameRound } from "@berea/contracts/games";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Check, Timer, X } from "lucide-react";
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import { useLanguage } from "../../lib/language.ts";
import { answerItem, finishRound, startRound } from "./api/games-api.ts";
import { answerOf, clock, isComplete, move, newBoard, place, takeBack, type OrderBoard } from "./game-logic.ts";
import { useGamesT } from "./i18n.ts";
import styles from "./games.module.css";

/** The doorway back into the text: the item's verse in its chapter (the reader's address as lib/reader-paths.ts makes it, without loading the book list). */
function PassageLink({ passage }: { passage: GamePassage }) {
  const { t } = useGamesT();
  const href = `${paths.bible}/${passage.translation}/${passage.bookName.replace(/\s+/g, "-")}/${passage.chapter}#${passage.verse}`;
  return (
    // A new tab, so the round (and its timer) stays where it is.
    <a href={href} target="_blank" rel="noopener">
      {t("play.readInChapter", { reference: passage.reference })}
      <span className="visually-hidden">{t("play.newTab")}</span>
    </a>
  );
}

/** The right answer, said after a wrong one. */
function SolutionLine({ game, solution }: { game: GameId; solution: readonly string[] }) {
  const { t } = useGamesT();
  // No break inside a book's name ("1 Corinthians").
  if (game === "books-order") return t("play.orderIs", { order: solution.map((name) => name.replace(/ /g, "\u00a0")).join(", ") });
  if (game === "verse-scramble") return t("play.itReads", { words: solution.join(" ") });
  return t("play.answerIs", { answer: solution[0] ?? "" });
}

const isGameId = (value: string | undefined): value is GameId => gameIds.some((game) => game === value);

/** An order item: tap pieces onto the answer line, move them with the arrows, then check. */
function OrderItem({ item, verdict, onAnswer, busy }: { item: GameItem; verdict: GameAnswerReply | null; onAnswer: (answer: string[]) => void; busy: boolean }) {
  const { t } = useGamesT();
  const [board, setBoard] = useState<OrderBoard>(() => newBoard(item.pieces));
  const done = verdict !== null;
  return (
    <div className={styles.orderItem}>
      <div>
        <h3 className={styles.boardLabel} id="answer-line">
          {t("play.yourOrder")}
        </h3>
        {board.placed.length === 0 ? <p className={styles.muted}>{t("play.tapPieces")}</p> : null}
        <ol className={styles.placed} aria-labelledby="answer-line">
          {board.placed.map((piece, index) => {
            const right = verdict?.placesRight?.[index];
            return (
              <li key={piece.id} className={styles.placedPiece} data-verdict={right === undefined ? undefined : right ? "right" : "wrong"}>
                <button type="button" className={styles.pieceLabel} disabled={done} onClick={() => setBoard((current) => takeBack(current, piece.id, item.pieces))} aria-label={t("play.takeBack", { piece: piece.label })}>
                  {piece.label}
                </button>
                {right === undefined ? null : <span className="visually-hidden">{right ? t("play.rightPlace") : t("play.wrongPlace")}</span>}
                {done ? null : (
                  <span className={styles.moveButtons}>
                    <button type="button" className="btn btn-ghost" disabled={index === 0} onClick={() => setBoard((current) => move(current, piece.id, -1))} aria-label={t("play.moveUp", { piece: piece.label })}>
                      <ArrowUp size={16} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={index === board.placed.length - 1}
                      onClick={() => setBoard((current) => move(current, piece.id, 1))}
                      aria-label={t("play.moveDown", { piece: piece.label })}
                    >
                      <ArrowDown size={16} aria-hidden="true" />
                    </button>
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      {done ? null : (
        <>
          <div>
            <h3 className={styles.boardLabel} id="piece-pool">
              {t("play.pieces")}
            </h3>
            <ul className={styles.pool} aria-labelledby="piece-pool">
              {board.pool.map((piece) => (
                <li key={piece.id}>
                  <button type="button" className={styles.poolPiece} onClick={() => setBoard((current) => place(current, piece.id))} aria-label={t("play.place", { piece: piece.label })}>
                    {piece.label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <button type="button" className="btn btn-primary" disabled={!isComplete(board) || busy} onClick={() => onAnswer(answerOf(board))}>
            {t("play.check")}
          </button>
        </>
      )}
    </div>
  );
}

/** A choice item: one of the options, by tap, or by the number keys. */
function ChoiceItem({ item, verdict, chosen, onAnswer, busy }: { item: GameItem; verdict: GameAnswerReply | null; chosen: string | null; onAnswer: (answer: string[]) => void; busy: boolean }) {
  const { t } = useGamesT();
  const done = verdict !== null;
  // Listening from before the item is painted: a number pressed as soon as the options show is never lost.
  useLayoutEffect(() => {
    if (done || busy) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const piece = item.pieces[Number(event.key) - 1];
      if (piece && !(event.target instanceof HTMLInputElement)) onAnswer([piece.id]);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [done, busy, item, onAnswer]);
  return (
    <ul className={styles.choices} aria-label={t("play.options")}>
      {item.pieces.map((piece, index) => {
        const isSolution = done && verdict.solution[0] === piece.label;
        const isWrongPick = done && chosen === piece.id && !verdict.correct;
        return (
          <li key={piece.id}>
            <button
              type="button"
              className={styles.choice}
              data-verdict={isSolution ? "right" : isWrongPick ? "wrong" : undefined}
              disabled={done || busy}
              aria-pressed={chosen === piece.id}
              onClick={() => onAnswer([piece.id])}
            >
              <span className={styles.choiceKey} aria-hidden="true">
                {index + 1}
              </span>
              {piece.label}
              {isSolution ? <Check size={18} aria-label={t("play.theRightAnswer")} /> : isWrongPick ? <X size={18} aria-label={t("play.yourAnswer")} /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Results({ reply, onAgain }: { reply: GameFinishReply | "queued"; onAgain: () => void }) {
  const { t } = useGamesT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`card ${styles.results}`} aria-labelledby="results-title">
      <h2 id="results-title" ref={heading} tabIndex={-1}>
        {t("results.heading")}
      </h2>
      {reply === "queued" ? (
        <p>{t("results.queued")}</p>
      ) : (
        <>
          <p className={styles.score}>
            {t("results.score", { points: reply.result.points, total: reply.result.total })}
          </p>
          <p className={styles.xpEarned} data-testid="xp-earned">
            +{reply.result.xp} XP
          </p>
          {reply.result.newBest ? <p className={styles.best}>{t("results.best")}</p> : null}
          {reply.result.points === 0 ? <p className={styles.muted}>{t("results.none")}</p> : null}
          {reply.result.capped ? <p className={styles.muted}>{t("results.capped", { cap: reply.stats.dailyXpCap })}</p> : null}
          <p className={styles.muted}>{t("results.total", { xp: reply.stats.totalXp })}</p>
        </>
      )}
      <div className={styles.resultActions}>
        <button type="button" className="btn btn-primary" onClick={onAgain}>
          {t("results.again")}
        </button>
        <Link to={paths.games} className="btn btn-secondary">
          {t("results.allGames")}
        </Link>
      </div>
    </section>
  );
}

/** Seconds left of a round's time, from when it showed; `onTimeUp` once it reaches 0. Mount it afresh (a `key`) for each round. */
function useCountdown(limit: number | null, running: boolean, onTimeUp: () => void): number | null {
  const [left, setLeft] = useState(limit);
  const timeUp = useEffectEvent(onTimeUp);
  useEffect(() => {
    if (limit === null || !running) return;
    const started = performance.now();
    const tick = window.setInterval(() => {
      const remaining = limit - (performance.now() - started) / 1000;
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        window.clearInterval(tick);
        timeUp();
      }
    }, 250);
    return () => window.clearInterval(tick);
  }, [limit, running]);
  return left;
}

/** One round, item by item: the timer, each answer checked at once, then the result. */
function RoundPlay({ game, round, onAgain }: { game: GameId; round: GameRound; onAgain: () => void }) {
  const { t } = useGamesT();
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [verdict, setVerdict] = useState<GameAnswerReply | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [points, setPoints] = useState(0);
  const [busy, setBusy] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [result, setResult] = useState<GameFinishReply | "queued" | null>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const prompt = useRef<HTMLHeadingElement>(null);
  const finishing = useRef(false);

  const finish = useCallback(() => {
    if (finishing.current) return;
    finishing.current = true;
    setBusy(true);
    finishRound(queryClient, round.roundId).then(
      (reply) => {
        setResult(reply);
        setBusy(false);
      },
      (error: unknown) => {
        finishing.current = false;
        setBusy(false);
        setAnswerError(error instanceof Error ? error.message : t("play.saveFailed"));
      },
    );
  }, [queryClient, round, t]);

  const left = useCountdown(round.timeLimitSeconds, result === null, finish);

  useEffect(() => {
    // The verdict is announced (role=status); focus goes to Next, so Enter moves on.
    if (verdict) nextButton.current?.focus();
  }, [verdict]);
  useEffect(() => {
    prompt.current?.focus();
  }, [index]);

  const answer = useCallback(
    (pieces: string[]) => {
      if (busy) return;
      setBusy(true);
      setAnswerError(null);
      setChosen(pieces.length === 1 ? (pieces[0] ?? null) : null);
      answerItem(round.roundId, index, pieces).then(
        (reply) => {
          setVerdict(reply);
          setPoints(reply.points);
          setBusy(false);
        },
        (error: unknown) => {
          setBusy(false);
          setAnswerError(error instanceof Error ? error.message : t("play.checkFailed"));
        },
      );
    },
    [round, busy, index, t],
  );

  const item = round.items[index];
  const last = index === round.items.length - 1;
  const next = () => {
    if (last) {
      finish();
      return;
    }
    setIndex((current) => current + 1);
    setVerdict(null);
    setChosen(null);
  };

  if (result) return <Results reply={result} onAgain={onAgain} />;
  return (
    <>
      <div className={styles.status}>
        <p>
          {round.items.length > 1 ? t("play.itemOf", { number: index + 1, total: round.items.length }) : ""}
          <span data-testid="points">{points}</span> {t("play.points", { count: points })}
        </p>
        {left === null ? (
          <p className={styles.muted}>{t("play.noTimer")}</p>
        ) : (
          <p className={styles.timer} data-low={left <= 10} role="timer" aria-label={t("play.timeLeft", { time: clock(left) })}>
            <Timer size={18} aria-hidden="true" /> {clock(left)}
          </p>
        )}
      </div>
      {item ? (
        <section className={`card ${styles.item}`} aria-labelledby="item-prompt">
          <h2 id="item-prompt" ref={prompt} tabIndex={-1} className={item.kind === "choice" ? `scripture ${styles.prompt}` : styles.prompt}>
            {item.prompt}
          </h2>
          {item.detail ? <p className={styles.detail}>{item.detail}</p> : null}
          {item.kind === "order" ? (
            <OrderItem key={index} item={item} verdict={verdict} onAnswer={answer} busy={busy} />
          ) : (
            <ChoiceItem item={item} verdict={verdict} chosen={chosen} onAnswer={answer} busy={busy} />
          )}
          {answerError ? (
            <p role="alert" className={styles.error}>
              {answerError}
            </p>
          ) : null}
          {/* Always in the page, so the verdict put into it is announced. */}
          <div className={verdict ? styles.feedback : undefined} data-verdict={verdict ? (verdict.correct ? "right" : "wrong") : undefined} role="status">
            {verdict ? (
              <>
                <p className={styles.verdict}>{verdict.correct ? t("play.right") : t("play.notQuite")}</p>
                {verdict.correct ? null : <p className={game === "verse-scramble" ? "scripture" : undefined}><SolutionLine game={game} solution={verdict.solution} /></p>}
                {verdict.counted ? null : <p className={styles.muted}>{t("play.timeUp")}</p>}
                {verdict.passage ? <PassageLink passage={verdict.passage} /> : null}
                <button type="button" ref={nextButton} className="btn btn-primary" onClick={next} disabled={busy}>
                  {last ? t("play.seeResult") : t("play.next")}
                </button>
              </>
            ) : null}
          </div>
        </section>
      ) : null}
    </>
  );
}

/** `/games/:game`: one round of a game, with a timer (none in the gentle mode), feedback after each answer and the result with its XP; "Play again" makes a new round. */
export default function GamePlayPage() {
  const { t } = useGamesT();
  const { game } = useParams();
  // The round is made in the reader's language: in Spanish its words are Spanish and its verses the RV1909's.
  const lang = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const valid = isGameId(game);
  const round = useQuery({
    queryKey: ["games", "round", game, lang, attempt],
    queryFn: () => (isGameId(game) ? startRound(game, lang) : Promise.reject(new Error("No such game."))),
    enabled: valid,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (!valid) {
    return (
      <div className={`container ${styles.page} ${styles.playPage}`}>
        <h1>{t("play.noSuchGame")}</h1>
        <Link to={paths.games}>{t("play.seeGames")}</Link>
      </div>
    );
  }
  return (
    <div className={`container ${styles.page} ${styles.playPage}`}>
      <header className={styles.playHead}>
        <h1>{t(`titles.${game}`)}</h1>
        <Link to={paths.games}>{t("play.allGames")}</Link>
      </header>
      {round.isPending ? (
        <HeldContent label={t("play.making")} />
      ) : round.isError ? (
        <LoadProblem error={round.error} onRetry={() => void round.refetch()} />
      ) : (
        <RoundPlay key={round.data.roundId} game={game} round={round.data} onAgain={() => setAttempt((count) => count + 1)} />
      )}
    </div>
  );
}
