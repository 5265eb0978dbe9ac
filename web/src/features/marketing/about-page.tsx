import { Mail, MessageCircle } from "lucide-react";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { communityLinks, paths, supportEmail } from "../../config/paths.ts";
import { english } from "./about-en.tsx";
import styles from "./about-page.module.css";
import { pageCopy } from "./marketing-copy.ts";

/** The page in the language shown: English in this chunk, Spanish a chunk of its own (marketing-copy.ts). */
const useAbout = pageCopy(english, { es: () => import("./about-es.tsx").then(({ spanish }) => spanish) });

export default function AboutPage() {
  const copy = useAbout();
  return (
    <div className="page">
      <PageTitle>{copy.title}</PageTitle>
      <div className="container">
        <section className={styles.intro} aria-labelledby="about-title">
          <p className="page-eyebrow">{copy.eyebrow}</p>
          <h1 id="about-title">{copy.heading}</h1>
          {copy.intro.map((paragraph, index) => (
            // The paragraphs are fixed text, in their order.
            <p key={index}>{paragraph}</p>
          ))}
        </section>

        <section className={styles.features} aria-labelledby="features-title">
          <h2 id="features-title">{copy.featuresHeading}</h2>
          <ol className={styles.grid}>
            {copy.features.map((feature, index) => (
              <li key={feature.title} className={`card ${styles.feature}`}>
                <span className={styles.number} aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.featureText}>{feature.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section id="community" className={`card ${styles.community}`} aria-labelledby="community-title">
          <h2 id="community-title">{copy.communityHeading}</h2>
          <p>{copy.communityText}</p>
          <ul className={styles.communityLinks}>
            <li>
              <QueryLink to={communityLinks.chatServer.href} className="btn btn-primary">
                <MessageCircle size={18} aria-hidden="true" />
                {copy.circles}
              </QueryLink>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className="btn btn-secondary">
                <Mail size={18} aria-hidden="true" />
                {copy.emailUs}
              </a>
            </li>
            <li>
              <QueryLink to={paths.contact} className="btn btn-ghost">
                {copy.contactPage}
              </QueryLink>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
