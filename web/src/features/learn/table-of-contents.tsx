import { useLearnT } from "./i18n.ts";
import { useSectionInView } from "./use-section-in-view.ts";
import styles from "./learn.module.css";

export interface TocEntry {
  id: string;
  label: string;
}

/** "On this page": a link to each section, the one in view marked (aria-current) and highlighted. */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const { t } = useLearnT();
  const active = useSectionInView(entries.map((entry) => entry.id));
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.tocTitle}>
        {t("lesson.onThisPage")}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} aria-current={entry.id === active ? "location" : undefined} className={entry.id === active ? styles.tocActive : undefined}>
              {entry.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
