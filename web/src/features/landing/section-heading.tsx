import type { ReactNode } from "react";
import styles from "./section-heading.module.css";

/** The eyebrow, h2 and short introduction every landing section opens with. */
type SectionHeadingProps = {
  id: string;
  eyebrow: string;
  title: string;
  align?: "center" | "start";
  children?: ReactNode;
};

export function SectionHeading({ id, eyebrow, title, align = "center", children }: SectionHeadingProps) {
  return (
    <div className={styles.heading} data-align={align}>
      <p className="page-eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {children && <p className={styles.intro}>{children}</p>}
    </div>
  );
}
