import { Mail } from "lucide-react";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import styles from "./about-page.module.css";
import { useCareersWords } from "./careers-words.tsx";

/** /careers: Berea is a small founding team with no open roles; it says so, and how to write to us. */
export default function CareersPage() {
  const words = useCareersWords();
  return (
    <div className="page">
      <PageTitle>{words.title}</PageTitle>
      <div className="container">
        <section className={styles.intro} aria-labelledby="careers-title">
          <p className="page-eyebrow">{words.eyebrow}</p>
          <h1 id="careers-title">{words.heading}</h1>
          {words.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <a href={`mailto:${supportEmail}?subject=${encodeURIComponent(words.subject)}`} className="btn btn-primary">
              <Mail size={18} aria-hidden="true" />
              {words.writeTo(supportEmail)}
            </a>
          </p>
          <p>{words.contact((text) => <QueryLink to={paths.contact}>{text}</QueryLink>)}</p>
        </section>
      </div>
    </div>
  );
}
