import { Crown } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../config/paths.ts";
import { useCommonT } from "../lib/i18n/common.ts";
import styles from "./upgrade-prompt.module.css";

export interface UpgradePromptProps {
  title: string;
  /** What stands in the way, in the server's words where there are some. */
  message: string;
  /** What Premium opens, in the words of the feature that asks. */
  note: string;
  /** The way back that still works on the Free plan. */
  back: { to: string; label: string };
  /** 1 when the prompt is the page's subject, 2 (default) when it sits under the page's own heading. */
  headingLevel?: 1 | 2;
  /** Shown as 'Not now' when the prompt sits on a page that still works without it. */
  onClose?: () => void;
  /** The buttons' words, where the feature says its own; "See Premium" and "Not now" (common) otherwise. */
  labels?: { seePremium: string; notNow: string };
}

/** Something needs Premium: say so kindly, focus the heading, and show the way on and the way back. */
export function UpgradePrompt({ title, message, note, back, headingLevel = 2, onClose, labels }: UpgradePromptProps) {
  const { t } = useCommonT();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), []);
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <section className={`card ${styles.prompt}`} aria-labelledby={titleId}>
      <span className={styles.icon} aria-hidden="true">
        <Crown size={28} />
      </span>
      <Heading id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      <p className={styles.message}>{message}</p>
      <p className={styles.note}>{note}</p>
      <div className={styles.actions}>
        <Link className="btn btn-primary" to={paths.pricingAnchor}>
          {labels?.seePremium ?? t("upgrade.seePremium")}
        </Link>
        <Link className="btn btn-secondary" to={back.to}>
          {back.label}
        </Link>
        {onClose ? (
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {labels?.notNow ?? t("upgrade.notNow")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
