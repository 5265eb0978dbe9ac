import type { ReactNode } from "react";
import styles from "./legal-document.module.css";

type LegalDocumentProps = {
  title: string;
  /** Shown as "Last updated"; an ISO date (YYYY-MM-DD). */
  updated: string;
  summary: ReactNode;
  children: ReactNode;
};

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The shared frame of the Terms of Service and the Privacy Policy: one readable column. */
export function LegalDocument({ title, updated, summary, children }: LegalDocumentProps) {
  return (
    <div className="page">
      <title>{`${title} · Berea`}</title>
      <div className="container">
        <article className={styles.document} aria-labelledby="legal-title">
          <div className={styles.header}>
            <h1 id="legal-title">{title}</h1>
            <p className={styles.updated}>
              Last updated <time dateTime={updated}>{formatDate(updated)}</time>
            </p>
          </div>
          <div className={styles.summary}>{summary}</div>
          <div className={styles.body}>{children}</div>
        </article>
      </div>
    </div>
  );
}
