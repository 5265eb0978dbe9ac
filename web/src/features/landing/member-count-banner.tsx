import { QueryLink } from "../../components/query-link.tsx";
import { paths } from "../../config/paths.ts";
import { useLandingCopy } from "./landing-copy.ts";
import styles from "./member-count-banner.module.css";
import { useCountUp } from "./use-count-up.ts";

/** Spec section 9: the counter runs from 13436 to 90327. */
export const memberCount = { from: 13436, to: 90327 } as const;
const countUpMs = 1500;

export function MemberCountBanner() {
  const { members } = useLandingCopy();
  const format = members.formatCount;
  const { ref, value } = useCountUp<HTMLSpanElement>({ ...memberCount, durationMs: countUpMs });
  return (
    <section className={styles.banner} aria-labelledby="members-title">
      <div className={`container ${styles.inner}`}>
        <h2 id="members-title" className={styles.title}>
          {members.before}{" "}
          <span ref={ref} className={styles.count} aria-hidden="true" data-testid="member-count">
            {format(value)}
          </span>
          <span className="visually-hidden">{format(memberCount.to)}</span>
          {members.after}
        </h2>
        <p className={styles.text}>{members.text}</p>
        <QueryLink to={paths.register} className={`btn ${styles.cta}`}>
          {members.cta}
        </QueryLink>
      </div>
    </section>
  );
}
