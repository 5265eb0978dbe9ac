import { ArrowLeft, LayoutDashboard } from "lucide-react";
import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { ComingSoonIllustration } from "./coming-soon-illustration.tsx";
import styles from "./coming-soon-page.module.css";

/** A calm page for content routes that are still being built, inside the header and footer. */
export function ComingSoonPage({ feature, description }: { feature: string; description: string }) {
  return (
    <div className="page">
      <title>{`${feature} · Berea`}</title>
      <div className="container">
        <section className={styles.panel} aria-labelledby="coming-soon-title">
          <ComingSoonIllustration className={styles.illustration} />
          <p className="page-eyebrow">Coming soon</p>
          <h1 id="coming-soon-title" className={styles.title}>
            {feature}
          </h1>
          <p className={styles.description}>{description}</p>
          <p className={styles.note}>We are preparing this part of Berea with care. Thank you for your patience.</p>
          <div className={styles.actions}>
            <QueryLink to={paths.home} className="btn btn-secondary">
              <ArrowLeft size={18} aria-hidden="true" />
              Back to home
            </QueryLink>
            <QueryLink to={paths.dashboard} className="btn btn-primary">
              <LayoutDashboard size={18} aria-hidden="true" />
              Go to your dashboard
            </QueryLink>
          </div>
        </section>
      </div>
    </div>
  );
}
