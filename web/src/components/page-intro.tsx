import type { ReactNode } from "react";
import styles from "./page-intro.module.css";

/** The top of a feature's page: its title and a line about it, in Berea's voice. */
export function PageIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className={styles.intro}>
      <h1>{title}</h1>
      <p>{children}</p>
    </header>
  );
}
