import { BookOpen, HeartHandshake, Route, Sparkles } from "lucide-react";
import { useLandingCopy } from "./landing-copy.ts";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./why-choose-us-section.module.css";

/** The four reasons' icons, in the order of the copy's reasons. */
const icons = [BookOpen, Sparkles, Route, HeartHandshake] as const;

export function WhyChooseUsSection() {
  const { why } = useLandingCopy();
  const reasons = why.reasons.map((reason, index) => ({ ...reason, Icon: icons[index] ?? BookOpen }));
  return (
    <section className={styles.section} aria-labelledby="why-title">
      <div className="container">
        <SectionHeading id="why-title" eyebrow={why.eyebrow} title={why.title}>
          {why.intro}
        </SectionHeading>
        <ul className={styles.grid}>
          {reasons.map(({ Icon, title, text }) => (
            <li key={title} className={`card ${styles.card}`}>
              <span className={styles.icon}>
                <Icon size={24} aria-hidden="true" />
              </span>
              <h3 className={styles.cardTitle}>{title}</h3>
              <p className={styles.cardText}>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
