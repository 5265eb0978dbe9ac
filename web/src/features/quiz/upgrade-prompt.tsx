import { Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import styles from "./upgrade-prompt.module.css";

interface UpgradePromptProps {
  /** What stands in the way, in the server's words where there are some. */
  message: string;
  /** Shown as 'Not now' when the prompt sits on a page that still works without it. */
  onClose?: () => void;
}

/** Today's free quizzes are used up, or a topic needs Premium: say so kindly and show the way on. */
export function UpgradePrompt({ message, onClose }: UpgradePromptProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={`card ${styles.prompt}`} aria-labelledby="upgrade-title">
      <span className={styles.icon} aria-hidden="true">
        <Crown size={28} />
      </span>
      <h2 id="upgrade-title" ref={heading} tabIndex={-1}>
        Keep going with Premium
      </h2>
      <p className={styles.message}>{message}</p>
      <p className={styles.note}>Premium opens every topic and unlimited quizzes each day.</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={paths.pricingAnchor}>
          See Premium
        </Link>
        <Link className="btn btn-secondary" to={paths.dashboard}>
          Back to Dashboard
        </Link>
        {onClose ? (
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Not now
          </button>
        ) : null}
      </div>
    </section>
  );
}
