import { BookOpen, Check } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { CardLoadProblem } from "../../components/load-states.tsx";
import { preferredDevotionalTranslation, type DevotionalTranslation } from "../../lib/devotional-translation.ts";
import { useTodaysDevotional, type LocalDay } from "./api/get-todays-devotional.ts";
import { reflectionExcerpt } from "./reflection-excerpt.ts";
import { useDevotionalsT } from "./i18n.ts";
import styles from "./todays-devotional-card.module.css";
import { langOfPart } from "../../lib/language.ts";

const translationNames = { kjv: "KJV", web: "WEB", rv1909: "RV1909" } as const;

interface TodaysDevotionalCardProps {
  /** The passage's translation; the person's usual one by default. */
  translation?: DevotionalTranslation;
  /** Whose today; this device's by default. */
  day?: LocalDay;
  headingLevel?: "h2" | "h3";
}

/**
 * Today's devotional in brief, for the dashboard: its title, path, passage,
 * the opening of the reflection, whether it is read, and the way in. It shares
 * its cache with /Devotionals, so marking it read there shows here too.
 */
export function TodaysDevotionalCard({ translation = preferredDevotionalTranslation(), day, headingLevel: Heading = "h2" }: TodaysDevotionalCardProps) {
  const { t, i18n } = useDevotionalsT();
  const today = useTodaysDevotional(translation, day);
  const label = t("list.todayEyebrow");

  if (today.isError) {
    return (
      <section className={`card ${styles.card}`} aria-label={label}>
        <Heading className="card-label">{label}</Heading>
        <CardLoadProblem error={today.error} onRetry={() => void today.refetch()} />
      </section>
    );
  }
  if (!today.data) {
    return (
      <section className={`card ${styles.card}`} aria-label={label} aria-busy="true">
        <Heading className="card-label">{label}</Heading>
        <div className={styles.placeholder} />
      </section>
    );
  }

  const devotional = today.data;
  // A devotional of a path not yet translated comes in English: marked so for screen readers, and said.
  const writtenIn = langOfPart(devotional.language, i18n.language);
  return (
    <section className={`card ${styles.card}`} aria-label={label}>
      <Heading className="card-label">{label}</Heading>
      <div className={styles.body}>
        <p className={styles.title} lang={writtenIn}>
          {devotional.title}
        </p>
        <p className={styles.meta}>
          <span lang={writtenIn}>{devotional.path.title}</span>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          {t("article.day", { day: devotional.path.day, days: devotional.path.days })}
          {writtenIn ? (
            <>
              <span aria-hidden="true"> · </span>
              <span className="visually-hidden">, </span>
              {t("card.notTranslated")}
            </>
          ) : null}
        </p>
        <p className={styles.passage}>
          <BookOpen size={16} aria-hidden="true" />
          {devotional.passage.label} ({translationNames[devotional.passage.translation]})
        </p>
        <p className={styles.excerpt} lang={writtenIn}>
          {reflectionExcerpt(devotional.reflection)}
        </p>
      </div>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={paths.devotionals}>
          {t("one.readToday")}
        </Link>
        {devotional.read ? (
          <span className={styles.read}>
            <Check size={16} aria-hidden="true" />
            {t("card.read")}
          </span>
        ) : (
          <span className={styles.unread}>{t("card.unread")}</span>
        )}
      </div>
    </section>
  );
}
