import { Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import styles from "./devotionals.module.css";

interface DevotionalUpgradePromptProps {
  /** What stands in the way, in the server's words. */
  message: string;
}

/** A Free user opened a devotional that is not today's: say so kindly, and show today's and the way to Premium. */
export function DevotionalUpgradePrompt({ message }: DevotionalUpgradePromptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={`card ${styles.upgrade}`} aria-labelledby="devotional-upgrade-title">
      <span className={styles.upgradeIcon} aria-hidden="true">
        <Crown size={28} />
      </span>
      <h1 id="devotional-upgrade-title" ref={heading} tabIndex={-1}>
        Walk the whole path with Premium
      </h1>
      <p className={styles.upgradeMessage}>{message}</p>
      <p className={styles.upgradeNote}>Premium opens every devotional path and keeps track of the days you have read.</p>
      <div className={styles.upgradeActions}>
        <Link className="btn btn-primary" to={paths.pricingAnchor}>
          See Premium
        </Link>
        <Link className="btn btn-secondary" to={paths.devotionals}>
          Read today&rsquo;s devotional
        </Link>
      </div>
    </section>
  );
}
