import { Lock } from "lucide-react";
import { Link } from "react-router";
import { LoadingState, LoadProblem } from "../../components/load-states.tsx";
import { PageIntro } from "../../components/page-intro.tsx";
import { useLearningTracks } from "./api/learning.ts";
import { useLearnT } from "./i18n.ts";
import { learnPath, lessonPath } from "./learn-links.ts";
import styles from "./learn.module.css";

/**
 * `/bl`: every lesson of the learning tracks as a study guide, with its
 * table of contents; each entry links to its place in the guide once the
 * lesson is open.
 */
export default function StudyGuidesPage() {
  const { t } = useLearnT();
  const tracks = useLearningTracks();
  return (
    <div className={`container ${styles.page}`}>
      <title>{t("guides.documentTitle")}</title>
      <PageIntro title={t("guides.title")}>
        {t("guides.introBefore")}
        <Link to={learnPath}>{t("guides.introLink")}</Link>
        {t("guides.introAfter")}
      </PageIntro>
      {tracks.isPending ? (
        <LoadingState label={t("guides.loading")} />
      ) : tracks.isError ? (
        <LoadProblem error={tracks.error} onRetry={() => void tracks.refetch()} />
      ) : (
        tracks.data.tracks.map((track) => (
          <section key={track.id} className="page-section" aria-labelledby={`guides-${track.id}`}>
            <div className="section-head">
              <h2 id={`guides-${track.id}`}>{track.title}</h2>
            </div>
            <ol className={styles.guides}>
              {track.lessons.map((lesson) => (
                <li key={lesson.id} className={`card ${styles.guideCard}`}>
                  <h3 className={styles.guideTitle}>
                    {lesson.open ? (
                      <Link to={lessonPath(lesson.id)}>{lesson.title}</Link>
                    ) : (
                      <>
                        <Lock size={16} aria-label={t("guides.notOpen")} /> {lesson.title}
                      </>
                    )}
                  </h3>
                  <p className={styles.muted}>{lesson.summary}</p>
                  <ol className={styles.guideToc} aria-label={t("guides.contents", { title: lesson.title })}>
                    {lesson.sections.map((section) => (
                      <li key={section.id}>{lesson.open ? <Link to={lessonPath(lesson.id, section.id)}>{section.heading}</Link> : section.heading}</li>
                    ))}
                  </ol>
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
