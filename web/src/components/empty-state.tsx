import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

/** A list with nothing in it yet: a quiet card with an icon, a title if wanted, and what to do next. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title?: string; children: ReactNode }) {
  return (
    <div className={`card ${styles.empty}`}>
      <Icon className={styles.icon} size={36} aria-hidden="true" />
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.body}>{children}</p>
    </div>
  );
}
