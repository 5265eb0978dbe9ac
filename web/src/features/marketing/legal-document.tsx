import type { ReactNode } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { wordsIn } from "../../lib/language.ts";
import styles from "./legal-document.module.css";

type LegalDocumentProps = {
  title: string;
  /** Shown as "Last updated"; an ISO date (YYYY-MM-DD). */
  updated: string;
  summary: ReactNode;
  children: ReactNode;
};

/** "Last updated" and the date's locale, per language ("November 22, 2026", "22 de noviembre de 2026"). */
const useDocumentWords = wordsIn({
  en: { lastUpdated: "Last updated", locale: "en-US" },
  es: { lastUpdated: "Última actualización:", locale: "es" },
});

const formatDate = (iso: string, locale: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The shared frame of the Terms of Service and the Privacy Policy: one readable column. */
export function LegalDocument({ title, updated, summary, children }: LegalDocumentProps) {
  const { lastUpdated, locale } = useDocumentWords();
  return (
    <div className="page">
      <PageTitle>{`${title} · Berea`}</PageTitle>
      <div className="container">
        <article className={styles.document} aria-labelledby="legal-title">
          <div className={styles.header}>
            <h1 id="legal-title">{title}</h1>
            <p className={styles.updated}>
              {lastUpdated} <time dateTime={updated}>{formatDate(updated, locale)}</time>
            </p>
          </div>
          <div className={styles.summary}>{summary}</div>
          <div className={styles.body}>{children}</div>
        </article>
      </div>
    </div>
  );
}
