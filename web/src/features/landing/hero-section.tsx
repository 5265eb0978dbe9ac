import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { HeroIllustration } from "./hero-illustration.tsx";
import styles from "./hero-section.module.css";
import { useLandingCopy } from "./landing-copy.ts";

export function HeroSection() {
  const { hero } = useLandingCopy();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container split ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={`page-eyebrow ${styles.eyebrow}`}>{hero.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <QueryLink to={paths.register} className="btn btn-primary">
              {hero.start}
            </QueryLink>
            <QueryLink to={paths.about} className="btn btn-secondary">
              {hero.learnMore}
            </QueryLink>
          </div>
          <figure className={styles.verse}>
            <blockquote className="scripture">
              <p>{hero.verse}</p>
            </blockquote>
            <figcaption>{hero.verseCaption}</figcaption>
          </figure>
        </div>
        <HeroIllustration className={styles.illustration} />
      </div>
    </section>
  );
}
