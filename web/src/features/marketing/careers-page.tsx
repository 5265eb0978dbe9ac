import { Mail } from "lucide-react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths, supportEmail } from "../../config/paths.ts";
import styles from "./about-page.module.css";

/** /careers: Berea is a small founding team with no open roles; it says so, and how to write to us. */
export default function CareersPage() {
  return (
    <div className="page">
      <title>Careers · Berea</title>
      <div className="container">
        <section className={styles.intro} aria-labelledby="careers-title">
          <p className="page-eyebrow">Careers</p>
          <h1 id="careers-title">Working on Berea</h1>
          <p>
            Berea is built by a small founding team. We have no open roles at the moment, and we would rather tell you that
            plainly than keep a list of jobs that are not real.
          </p>
          <p>
            If you would like to help one day, whether you write software, teach the Bible, translate or design, we are glad to
            hear from you. Tell us a little about yourself and what you would like to work on, and we will keep your note for
            when we grow.
          </p>
          <p>
            <a href={`mailto:${supportEmail}?subject=${encodeURIComponent("Working on Berea")}`} className="btn btn-primary">
              <Mail size={18} aria-hidden="true" />
              Write to {supportEmail}
            </a>
          </p>
          <p>
            You can also reach us through the <QueryLink to={paths.contact}>contact page</QueryLink>.
          </p>
        </section>
      </div>
    </div>
  );
}
