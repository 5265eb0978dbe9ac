import { CheckCircle2, Circle, Lock } from "lucide-react";
import { Link } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { useLearningTracks, type LearningTracksReply } from "./api/learning.ts";
import { useLearnT } from "./i18n.ts";
import { lessonPath, studyGuidesPath } from "./learn-links.ts";
import styles from "./learn.module.css";

type Track = LearningTracksReply["tracks"][number];

/** `/learn`: the guided learning tracks, each lesson passed, open or waiting for the one before it. */
export default function LearnPage() {
  const { t } = useLearnT();
  const tracks = useLearningTracks();
  return (
    <div className={`container ${styles.page}`}>
      <title>{t("tracks.documentTitle")}</title>
      <PageIntro title={t("tracks.title")}>
        {t("tracks.intro")} <Link to={studyGuidesPath}>{t("tracks.browse")}</Link>
        {t("tracks.browseEnd")}
      </PageIntro>
      {tracks.isPending ? (
        <LoadingState label={t("tracks.loading")} />
      ) : tracks.isError ? (
        <LoadProblem error={tracks.error} onRetry={() => void tracks.refetch()} />
      ) : (
        <ul className={styles.tracks}>
          {tracks.data.tracks.map((track) => (
            <TrackCard key={track.id} track={track} />
          ))}
        </ul>
      )}
    </div>
  );
}

function TrackCard({ track }: { track: Track }) {
  const { t } = useLearnT();
  const titleId = `track-${track.id}`;
  const next = track.lessons.find((lesson) => lesson.open && !lesson.passed);
  return (
    <li className={`card ${styles.track}`} aria-labelledby={titleId}>
      <div className={styles.trackHead}>
        <h2 id={titleId}>{track.title}</h2>
        <p className={styles.muted}>{track.summary}</p>
        <p className={styles.progressLine}>
          <progress className="meter" max={track.lessons.length} value={track.passed} aria-label={t("tracks.progressLabel", { title: track.title, passed: track.passed, total: track.lessons.length })}
          />
          <span>{t("tracks.passed", { passed: track.passed, total: track.lessons.length })}</span>
        </p>
      </div>
      <ol className={styles.lessons}>
        {track.lessons.map((lesson) => (
          <li key={lesson.id} className={styles.lessonRow} data-state={lesson.passed ? "passed" : lesson.open ? "open" : "closed"}>
            {lesson.passed ? (
              <CheckCircle2 size={18} aria-hidden="true" className={styles.passedIcon} />
            ) : lesson.open ? (
              <Circle size={18} aria-hidden="true" />
            ) : (
              <Lock size={18} aria-hidden="true" />
            )}
            {lesson.open ? (
              <Link to={lessonPath(lesson.id)}>
                {lesson.number}. {lesson.title}
              </Link>
            ) : (
              <span className={styles.closedLesson}>
                {lesson.number}. {lesson.title}
              </span>
            )}
            <span className="visually-hidden">{lesson.passed ? t("tracks.lessonPassed") : lesson.open ? t("tracks.lessonOpen") : t("tracks.lessonClosed")}</span>
          </li>
        ))}
      </ol>
      {next ? (
        <Link className="btn btn-primary" to={lessonPath(next.id)}>
          {next.number === 1 ? t("tracks.start") : t("tracks.continue", { number: next.number })}
        </Link>
      ) : null}
    </li>
  );
}
