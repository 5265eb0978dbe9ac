import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { HeroIllustration } from "./hero-illustration.tsx";
import styles from "./hero-section.module.css";

export function HeroSection() {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container split ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={`page-eyebrow ${styles.eyebrow}`}>Bible quizzes, devotionals and reading plans</p>
          <h1 id="hero-title" className={styles.title}>
            Search the Scriptures daily
          </h1>
          <p className={styles.lead}>
            Berea helps you read the Bible, remember it and understand it. A short devotional each morning, quizzes that lead
            you back to the text, and reading plans that meet a missed day with grace.
          </p>
          <div className={styles.actions}>
            <QueryLink to={paths.register} className="btn btn-primary">
              Start your journey
            </QueryLink>
            <QueryLink to={paths.about} className="btn btn-secondary">
              Learn more
            </QueryLink>
          </div>
          <figure className={styles.verse}>
            <blockquote className="scripture">
              <p>
                &ldquo;&hellip;they received the word with all readiness of mind, and searched the scriptures daily, whether
                those things were so.&rdquo;
              </p>
            </blockquote>
            <figcaption>Acts 17:11, King James Version</figcaption>
          </figure>
        </div>
        <HeroIllustration className={styles.illustration} />
      </div>
    </section>
  );
}
