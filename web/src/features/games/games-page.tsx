import { dailyXpCapPerGame, gameIds, gameTitles, type GameId, type GameSummary } from "@berea/contracts/games";
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles, Trophy } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { flushPendingResults, pendingResults, useMyGames } from "./api/games-api.ts";
import { gameInfo, gamePath } from "./game-info.ts";
import styles from "./games.module.css";

/** A game's card; `summary` is null while the player's numbers load (the card keeps its shape, Play waits). */
function GameCard({ game, summary, cap }: { game: GameId; summary: GameSummary | null; cap: number }) {
  const { blurb, Icon } = gameInfo[game];
  const titleId = `game-${game}`;
  return (
    <li className={`card ${styles.gameCard}`} aria-labelledby={titleId}>
      <div className={styles.gameHead}>
        <span className={styles.gameIcon} aria-hidden="true">
          <Icon size={22} strokeWidth={1.5} />
        </span>
        <h2 id={titleId} className={styles.gameTitle}>
          {summary?.title ?? gameTitles[game]}
        </h2>
      </div>
      <p className={styles.muted}>{blurb}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Best</dt>
          <dd>{!summary ? <PendingText like="Not played yet" /> : summary.best ? `${summary.best.points} of ${summary.best.total}` : "Not played yet"}</dd>
        </div>
        <div>
          <dt>XP today</dt>
          <dd>{summary ? `${summary.xpToday} of ${cap}` : <PendingText like={`0 of ${cap}`} />}</dd>
        </div>
      </dl>
      <Link to={gamePath(game)} className="btn btn-primary" aria-describedby={titleId}>
        Play
      </Link>
    </li>
  );
}

/**
 * `/games`: the Bible games hub: the four games, the player's total XP, and
 * each game's best score and XP today. Results kept offline are sent when
 * the page opens.
 */
export default function GamesPage() {
  const mine = useMyGames();
  const data = mine.data ?? null;
  const cap = data?.dailyXpCap ?? dailyXpCapPerGame;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pendingResults().length > 0) void flushPendingResults(queryClient);
  }, [queryClient]);

  return (
    <div className={`container ${styles.page}`}>
      <PageIntro title="Bible games">Short rounds to learn the Bible by heart and by name: the books in order, a verse's words, who said it and where it is written.</PageIntro>
      {mine.isError ? (
        <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />
      ) : (
        // Prerendered before the player's numbers arrive: the same cards, their numbers held open until then.
        <div aria-busy={data ? undefined : true}>
          {data ? null : (
            <p className="visually-hidden" role="status">
              Loading your games
            </p>
          )}
          <section className={`card ${styles.xpCard}`} aria-label="Your XP">
            <Trophy size={28} strokeWidth={1.5} aria-hidden="true" className={styles.trophy} />
            <p className={styles.xpLine}>
              <span className={styles.xpNumber}>{data ? data.totalXp : <PendingText like="0" />}</span> XP in all
            </p>
            <p className={styles.muted}>Each right answer gives 10 XP, a perfect round 10 more, up to {cap} XP a day for each game.</p>
            {data?.gentle ? (
              <p className={styles.gentle}>
                <Sparkles size={16} aria-hidden="true" /> Gentle mode: no timer, and fewer, easier questions.
              </p>
            ) : null}
          </section>
          <ul className={styles.gameGrid} aria-label="Games">
            {gameIds.map((game) => (
              <GameCard key={game} game={game} summary={data?.games.find((candidate) => candidate.game === game) ?? null} cap={cap} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
