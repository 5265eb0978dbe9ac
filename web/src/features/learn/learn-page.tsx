import { CheckCircle2, Circle, Lock } from "lucide-react";
import { Link } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { useLearningTracks, type LearningTracksReply } from "./api/learning.ts";
import { lessonPath, studyGuidesPath } from "./learn-links.ts";
import styles from "./learn.module.css";

type Track = LearningTracksReply["tracks"][number];

/** `/learn`: the guided learning tracks, each lesson passed, open or waiting for the one before it. */
export default function LearnPage() {
  const tracks = useLearningTracks();
  return (
    <div className={`container ${styles.page}`}>
      <title>Learn · Berea</title>
      <PageIntro title="Guided learning">
        Short courses through the Bible, a lesson at a time: read the passage, study the guide, then check what you learned. Four right
        answers of five open the next lesson. <Link to={studyGuidesPath}>Browse every study guide</Link>.
      </PageIntro>
      {tracks.isPending ? (
        <LoadingState label="Loading the tracks …" />
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
  const titleId = `track-${track.id}`;
  const next = track.lessons.find((lesson) => lesson.open && !lesson.passed);
  return (
    <li className={`card ${styles.track}`} aria-labelledby={titleId}>
      <div className={styles.trackHead}>
        <h2 id={titleId}>{track.title}</h2>
        <p className={styles.muted}>{track.summary}</p>
        <p className={styles.progressLine}>
          <progress className="meter" max={track.lessons.length} value={track.passed} aria-label={`${track.title}: ${track.passed} of ${track.lessons.length} lessons passed`} />
          <span>
            {track.passed} of {track.lessons.length} lessons passed
          </span>
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
            <span className="visually-hidden">{lesson.passed ? " (passed)" : lesson.open ? " (open)" : " (opens when the lesson before it is passed)"}</span>
          </li>
        ))}
      </ol>
      {next ? (
        <Link className="btn btn-primary" to={lessonPath(next.id)}>
          {next.number === 1 ? "Start the track" : `Continue with lesson ${next.number}`}
        </Link>
      ) : null}
    </li>
  );
}
