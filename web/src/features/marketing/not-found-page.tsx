import { ArrowLeft } from "lucide-react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import styles from "./not-found-page.module.css";

export default function NotFoundPage() {
  return (
    <div className="page">
      <title>Page Not Available · Berea</title>
      <div className="container">
        <section className={styles.panel} aria-labelledby="not-found-title">
          <p className={styles.code}>
            <span className="visually-hidden">Error </span>404
          </p>
          <h1 id="not-found-title" className={styles.title}>
            Page Not Available!
          </h1>
          <p className={styles.text}>
            We could not find the page you were looking for. It may have moved, or the link may be mistyped. Let us take you
            back to somewhere familiar.
          </p>
          <QueryLink to={paths.home} className="btn btn-primary">
            <ArrowLeft size={18} aria-hidden="true" />
            Back to home
          </QueryLink>
        </section>
      </div>
    </div>
  );
}
