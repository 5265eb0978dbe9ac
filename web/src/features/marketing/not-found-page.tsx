import { ArrowLeft } from "lucide-react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import styles from "./not-found-page.module.css";
import { useNotFoundWords } from "./not-found-words.ts";

export default function NotFoundPage() {
  const words = useNotFoundWords();
  return (
    <div className="page">
      <title>{words.title}</title>
      <div className="container">
        <section className={styles.panel} aria-labelledby="not-found-title">
          <p className={styles.code}>
            <span className="visually-hidden">{words.error}</span>404
          </p>
          <h1 id="not-found-title" className={styles.title}>
            {words.heading}
          </h1>
          <p className={styles.text}>{words.text}</p>
          <QueryLink to={paths.home} className="btn btn-primary">
            <ArrowLeft size={18} aria-hidden="true" />
            {words.home}
          </QueryLink>
        </section>
      </div>
    </div>
  );
}
