import { dailyXpCapPerGame, gameIds, type GameId, type GameSummary } from "@berea/contracts/games";
import { useQueryClient } from "@tanstack/react-query";
import { Sparkles, Trophy } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { PendingText } from "../../components/pending-text.tsx";
import { flushPendingResults, pendingResults, useMyGames } from "./api/games-api.ts";
import { gameIcons, gamePath } from "./game-info.ts";
import { useGamesT } from "./i18n.ts";
import styles from "./games.module.css";

/** A game's card; `summary` is null while the player's numbers load (the card keeps its shape, Play waits). */
function GameCard({ game, summary, cap }: { game: GameId; summary: GameSummary | null; cap: number }) {
  const { t } = useGamesT();
  const Icon = gameIcons[game];
  const titleId = `game-${game}`;
  return (
    <li className={`card ${styles.gameCard}`} aria-labelledby={titleId}>
      <div className={styles.gameHead}>
        <span className={styles.gameIcon} aria-hidden="true">
          <Icon size={22} strokeWidth={1.5} />
        </span>
        <h2 id={titleId} className={styles.gameTitle}>
          {t(`titles.${game}`)}
        </h2>
      </div>
      <p className={styles.muted}>{t(`blurbs.${game}`)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("hub.best")}</dt>
          <dd>
            {!summary ? (
              <PendingText like={t("hub.notPlayed")} />
            ) : summary.best ? (
              t("hub.of", { points: summary.best.points, total: summary.best.total })
            ) : (
              t("hub.notPlayed")
            )}
          </dd>
        </div>
        <div>
          <dt>{t("hub.xpToday")}</dt>
          <dd>{summary ? t("hub.of", { points: summary.xpToday, total: cap }) : <PendingText like={t("hub.of", { points: 0, total: cap })} />}</dd>
        </div>
      </dl>
      <Link to={gamePath(game)} className="btn btn-primary" aria-describedby={titleId}>
        {t("hub.play")}
      </Link>
    </li>
  );
}

/** The width the total XP holds open while it loads. */
const zero = "0";

/**
 * `/games`: the Bible games hub: the four games, the player's total XP, and
 * each game's best score and XP today. Results kept offline are sent when
 * the page opens.
 */
export default function GamesPage() {
  const { t } = useGamesT();
  const mine = useMyGames();
  const data = mine.data ?? null;
  const cap = data?.dailyXpCap ?? dailyXpCapPerGame;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (pendingResults().length > 0) void flushPendingResults(queryClient);
  }, [queryClient]);

  return (
    <div className={`container ${styles.page}`}>
      <PageIntro title={t("title")}>{t("intro")}</PageIntro>
      {mine.isError ? (
        <LoadProblem error={mine.error} onRetry={() => void mine.refetch()} />
      ) : (
        // Prerendered before the player's numbers arrive: the same cards, their numbers held open until then.
        <div aria-busy={data ? undefined : true}>
          {data ? null : (
            <p className="visually-hidden" role="status">
              {t("hub.loading")}
            </p>
          )}
          <section className={`card ${styles.xpCard}`} aria-label={t("hub.xpLabel")}>
            <Trophy size={28} strokeWidth={1.5} aria-hidden="true" className={styles.trophy} />
            <p className={styles.xpLine}>
              <span className={styles.xpNumber}>{data ? data.totalXp : <PendingText like={zero} />}</span>
              {t("hub.xpInAll")}
            </p>
            <p className={styles.muted}>{t("hub.xpRules", { cap })}</p>
            {data?.gentle ? (
              <p className={styles.gentle}>
                <Sparkles size={16} aria-hidden="true" /> {t("hub.gentle")}
              </p>
            ) : null}
          </section>
          <ul className={styles.gameGrid} aria-label={t("hub.games")}>
            {gameIds.map((game) => (
              <GameCard key={game} game={game} summary={data?.games.find((candidate) => candidate.game === game) ?? null} cap={cap} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
