import { BookOpen, HeartHandshake, Route, Sparkles } from "lucide-react";
import { SectionHeading } from "./section-heading.tsx";
import styles from "./why-choose-us-section.module.css";

const reasons = [
  {
    Icon: BookOpen,
    title: "Scripture at the centre",
    text: "Every question, devotional and article points to the verse it comes from, so each answer is a way back into the text.",
  },
  {
    Icon: Sparkles,
    title: "Quizzes that feel like a game",
    text: "Short rounds, an answer straight away and the verse behind it. You learn without the pressure of an exam.",
  },
  {
    Icon: Route,
    title: "Plans that forgive a missed day",
    text: "Reading plans and devotional paths pick up where you left off. A missed day is met with grace, not a broken streak.",
  },
  {
    Icon: HeartHandshake,
    title: "Made for families and groups",
    text: "One Family plan covers up to five people with shared progress, and churches and small groups can ask us for custom pricing.",
  },
] as const;

export function WhyChooseUsSection() {
  return (
    <section className={styles.section} aria-labelledby="why-title">
      <div className="container">
        <SectionHeading id="why-title" eyebrow="Why Choose Us" title="A quiet place to grow in the Word">
          Berea is built for everyday believers who want to know the Bible better, a few minutes at a time.
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
