import type { DevotionalView } from "@berea/contracts/content";
import { BookHeart, BookOpen, MessageCircleQuestion } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { englishTeamName } from "../../lib/berea-team.ts";
import type { DevotionalTranslation } from "../../lib/devotional-translation.ts";
import { passageMemoryLink, passageReaderLink } from "./devotional-links.ts";
import { DevotionalNote } from "./devotional-note.tsx";
import { useDevotionalsT } from "./i18n.ts";
import { MarkReadButton } from "./mark-read-button.tsx";
import { TranslationChoice } from "./translation-choice.tsx";
import styles from "./devotionals.module.css";
import { langOfPart } from "../../lib/language.ts";

const translationNames = { kjv: "KJV", web: "WEB", rv1909: "RV1909" } as const;

const headings = {
  1: { title: "h1", section: "h2" },
  2: { title: "h2", section: "h3" },
} as const;

interface DevotionalArticleProps {
  devotional: DevotionalView;
  /** 1 when the devotional is the page's subject, 2 when it sits under the page's own h1. */
  headingLevel: 1 | 2;
  /** A line above the title, e.g. "Today's devotional". */
  eyebrow?: ReactNode;
  onTranslationChange: (translation: DevotionalTranslation) => void;
  /** True while the passage loads in a newly chosen translation. */
  switching?: boolean;
}

/**
 * One devotional, read top to bottom: the passage quoted with its reference
 * and translation, the reflection, the prayer and the question to ponder,
 * then the reader's own part (mark as read, a private note).
 */
export function DevotionalArticle({ devotional, headingLevel, eyebrow, onTranslationChange, switching = false }: DevotionalArticleProps) {
  const { t, i18n } = useDevotionalsT();
  const { title: Title, section: Section } = headings[headingLevel];
  const titleId = useId();
  const { path, passage } = devotional;
  // A devotional of a path not yet translated comes in English: its words are marked so (a screen reader reads them as English) and the page says why.
  const writtenIn = langOfPart(devotional.language, i18n.language);

  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.articleHeader}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Title id={titleId} className={styles.title} lang={writtenIn}>
          {devotional.title}
        </Title>
        <p className={styles.pathLine}>
          <span className={styles.theme} lang={writtenIn}>
            {path.theme}
          </span>
          <span lang={writtenIn}>{path.title}</span>
          <span className={styles.day}>
            <span aria-hidden="true">· </span>
            <span>{t("article.day", { day: path.day, days: path.days })}</span>
          </span>
        </p>
        {writtenIn ? <p className={styles.notTranslated}>{t("article.notTranslated")}</p> : null}
      </header>

      <Passage passage={passage} onTranslationChange={onTranslationChange} switching={switching} />

      <div className={styles.reflection}>
        <Section className="visually-hidden">{t("article.reflection")}</Section>
        {devotional.reflection.map((paragraph, index) => (
          <p key={index} lang={writtenIn}>
            {paragraph}
          </p>
        ))}
        {devotional.quotedSource ? <p className={styles.source}>{t("article.quotedSource", { source: devotional.quotedSource })}</p> : null}
        <p className={styles.author}>{t("article.author", { author: devotional.author === englishTeamName ? t("article.bereaTeam") : devotional.author })}</p>
      </div>

      <section className={styles.prayer} aria-labelledby={`${titleId}-prayer`}>
        <Section id={`${titleId}-prayer`} className={styles.sectionTitle}>
          {t("article.prayer")}
        </Section>
        <p lang={writtenIn}>{devotional.prayer}</p>
      </section>

      <section className={styles.question} aria-labelledby={`${titleId}-question`}>
        <Section id={`${titleId}-question`} className={styles.sectionTitle}>
          <MessageCircleQuestion size={20} aria-hidden="true" />
          {t("article.question")}
        </Section>
        <p lang={writtenIn}>{devotional.question}</p>
      </section>

      <MarkReadButton id={devotional.id} read={devotional.read} />
      <DevotionalNote key={devotional.id} id={devotional.id} note={devotional.note} headingLevel={Section} />
    </article>
  );
}

interface PassageProps {
  passage: DevotionalView["passage"];
  onTranslationChange: (translation: DevotionalTranslation) => void;
  switching: boolean;
}

/** The passage exactly as the Bible data has it, with its reference, translation and a way into the chapter. */
function Passage({ passage, onTranslationChange, switching }: PassageProps) {
  const { t } = useDevotionalsT();
  const reader = passageReaderLink(passage);
  const memory = passageMemoryLink(passage);
  const verses = passage.verses.filter((verse) => verse.text !== "");
  const numbered = verses.length > 1;
  const abbreviation = translationNames[passage.translation];
  return (
    <figure className={styles.passage} aria-label={`${passage.label} (${abbreviation})`} aria-busy={switching}>
      <div className={styles.passageHead}>
        <p className={styles.passageLabel}>{passage.label}</p>
        {/* A Spanish devotional quotes RV1909 and always shows it: the choice is between the English translations. */}
        {passage.translation === "rv1909" ? null : <TranslationChoice value={passage.translation} onChange={onTranslationChange} />}
      </div>
      <blockquote className={styles.passageText} lang={passage.translation === "rv1909" ? "es" : "en"}>
        <p>
          {verses.map((verse) => (
            <span key={verse.verse}>
              {numbered ? <sup className={styles.verseNumber}>{verse.verse}</sup> : null}
              {verse.text}{" "}
            </span>
          ))}
        </p>
      </blockquote>
      <figcaption className={styles.passageCaption}>
        <cite>
          {`${passage.label} · ${abbreviation}`}
        </cite>
        {reader ? (
          <Link className={styles.readerLink} to={reader.to}>
            <BookOpen size={16} aria-hidden="true" />
            {t("article.readInContext", { chapter: reader.chapterLabel })}
          </Link>
        ) : null}
        {memory ? (
          <Link className={styles.readerLink} to={memory}>
            <BookHeart size={16} aria-hidden="true" />
            {t("article.memorize")}
          </Link>
        ) : null}
      </figcaption>
    </figure>
  );
}
