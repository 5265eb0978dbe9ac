import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./icon-card.module.css";

/**
 * A settings-style card of the signed-in pages (the referral link, the time
 * zone): a title with a gold icon, then its content in one column.
 * `headingLevel` sets the title's level to fit the page around it (default 2).
 */
export function IconCard({
  id,
  icon: Icon,
  title,
  headingLevel = 2,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className={`card ${styles.card}`} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        <Icon size={20} strokeWidth={1.5} aria-hidden="true" /> {title}
      </Heading>
      {children}
    </article>
  );
}
