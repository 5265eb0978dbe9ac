import { defaultTranslationFor, type Language } from "@berea/contracts/languages";
import { masteryQuestionCount } from "@berea/contracts/learning";
import { translations } from "@berea/contracts/translations";
import { ArrowLeft, ArrowRight, Lock } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { useLanguage } from "../../lib/language.ts";
import { isClosed, isMissing, useLesson, type LessonTranslation, type LessonView } from "./api/learning.ts";
import { useLearnT } from "./i18n.ts";
import { learnPath, lessonPath, studyGuidesPath } from "./learn-links.ts";
import { MasteryCheck } from "./mastery-check.tsx";
import { TableOfContents } from "./table-of-contents.tsx";
import styles from "./learn.module.css";

const lessonIdPattern = /^[a-z0-9-]{1,80}$/;
/** The translations a lesson's passage is read in (named by their abbreviations, the same in every language); the reader's language's own first. */
const lessonTranslationsFor = (lang: Language): readonly LessonTranslation[] => (lang === "es" ? ["rv1909", "kjv", "web"] : ["kjv", "web", "rv1909"]);

/**
 * `/learn/:lessonId`: one lesson as a long-form study guide: the passage,
 * the teaching in sections with a table of contents that follows the reader,
 * and the mastery check that opens the next lesson.
 */
export default function LessonPage() {
  const { t } = useLearnT();
  const { lessonId = "" } = useParams();
  const valid = lessonIdPattern.test(lessonId);
  const lang = useLanguage();
  // The passage in the reader's language's Bible (RV1909 for Spanish) until they choose another.
  const [chosen, setTranslation] = useState<LessonTranslation | null>(null);
  const translation = chosen ?? defaultTranslationFor[lang];
  const lesson = useLesson(lessonId, translation);

  let body: ReactNode;
  let title = t("lesson.documentTitle");
  if (!valid || isMissing(lesson.error)) {
    body = (
      <Notice title={t("lesson.notFound")}>
        <p>{t("lesson.notFoundExplain")}</p>
      </Notice>
    );
  } else if (lesson.isPending) {
    body = <HeldContent label={t("lesson.opening")} />;
  } else if (isClosed(lesson.error)) {
    body = (
      <Notice title={t("lesson.closed")} icon>
        <p>{lesson.error.message}</p>
      </Notice>
    );
  } else if (lesson.isError) {
    body = <LoadProblem error={lesson.error} onRetry={() => void lesson.refetch()} />;
  } else {
    title = t("lesson.documentTitleNamed", { title: lesson.data.title });
    body = <StudyGuide lesson={lesson.data} translation={translation} onTranslation={setTranslation} switching={lesson.isPlaceholderData} />;
  }

  return (
    <div className={`container ${styles.page}`}>
      <title>{title}</title>
      <Link className="icon-link" to={learnPath}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t("lesson.allTracks")}
      </Link>
      {body}
    </div>
  );
}

function Notice({ title, icon = false, children }: { title: string; icon?: boolean; children: ReactNode }) {
  const { t } = useLearnT();
  return (
    <div className={`card ${styles.notice}`}>
      <h1 className={styles.noticeTitle}>
        {icon ? <Lock size={22} aria-hidden="true" /> : null}
        {title}
      </h1>
      {children}
      <Link className="btn btn-primary" to={learnPath}>
        {t("lesson.seeTracks")}
      </Link>
    </div>
  );
}

function StudyGuide({ lesson, translation, onTranslation, switching }: { lesson: LessonView; translation: LessonTranslation; onTranslation: (next: LessonTranslation) => void; switching: boolean }) {
  const { t } = useLearnT();
  const lang = useLanguage();
  const entries = [
    { id: "reading", label: t("lesson.theReading") },
    ...lesson.sections.map((section) => ({ id: section.id, label: section.heading })),
    { id: "mastery-check", label: t("check.title") },
  ];
  return (
    <div className={styles.guide}>
      <header className={styles.guideHeader}>
        <p className="page-eyebrow">
          {t("lesson.eyebrow", { track: lesson.track.title, number: lesson.number, total: lesson.track.lessons })}
        </p>
        <h1 id="lesson-title">{lesson.title}</h1>
        <p className={styles.lede}>{lesson.summary}</p>
        {lesson.passed ? (
          <p className={styles.passedNote}>
            {t("lesson.passed", { score: lesson.bestScore ?? masteryQuestionCount, total: masteryQuestionCount })}
          </p>
        ) : null}
      </header>
      <aside className={styles.guideAside}>
        <TableOfContents key={lesson.id} entries={entries} />
      </aside>
      <div className={styles.article}>
        <section id="reading" className={styles.reading} aria-labelledby="reading-title" aria-busy={switching}>
          <div className={styles.readingHead}>
            <h2 id="reading-title">{t("lesson.readingTitle", { passage: lesson.passage.label })}</h2>
            <label className={styles.translation}>
              <span className="visually-hidden">{t("lesson.translation")}</span>
              <select className="input" value={translation} onChange={(event) => onTranslation(lessonTranslationsFor(lang).find((option) => option === event.target.value) ?? translation)}>
                {lessonTranslationsFor(lang).map((option) => (
                  <option key={option} value={option}>
                    {option.toUpperCase()}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="scripture" lang={translations[lesson.passage.translation].language}>
            {lesson.passage.verses.map((verse) => (
              <span key={verse.verse}>
                <sup className={styles.verseNumber}>{verse.verse}</sup>
                {verse.text}{" "}
              </span>
            ))}
          </p>
        </section>

        {lesson.sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}

        <MasteryCheck key={lesson.id} lesson={lesson} />

        <nav className={styles.lessonNav} aria-label={t("lesson.lessons")}>
          {lesson.previous ? (
            <Link to={lessonPath(lesson.previous.id)} className="icon-link">
              <ArrowLeft size={16} aria-hidden="true" />
              {lesson.previous.title}
            </Link>
          ) : (
            <Link to={studyGuidesPath} className="icon-link">
              <ArrowLeft size={16} aria-hidden="true" />
              {t("lesson.allGuides")}
            </Link>
          )}
          {lesson.next && lesson.passed ? (
            <Link to={lessonPath(lesson.next.id)} className="icon-link">
              {lesson.next.title}
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
