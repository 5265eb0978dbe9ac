import type { ReferralSummary } from "@berea/contracts/referrals";
import { Copy, Gift } from "lucide-react";
import { IconCard } from "../../components/icon-card.tsx";
import { copyText } from "../../lib/copy-text.ts";
import { useReferralSummary } from "./api/get-referral-summary.ts";
import styles from "./referral-card.module.css";

const money = (cents: number, currency: string | null) =>
  new Intl.NumberFormat(undefined, { style: "currency", currency: (currency ?? "usd").toUpperCase() }).format(cents / 100);

function rewardLine(summary: ReferralSummary): string {
  if (summary.count === 0) return "No one has joined with your link yet.";
  const people = summary.count === 1 ? "1 friend has" : `${summary.count} friends have`;
  const credited = summary.applied > 0 ? ` ${money(summary.creditApplied, summary.currency)} is credited to your bill.` : "";
  const waiting =
    summary.pending > 0 ? ` ${summary.pending === 1 ? "1 free month is" : `${summary.pending} free months are`} waiting for your first subscription.` : "";
  return `${people} joined and confirmed their email.${credited}${waiting}`;
}

/**
 * The dashboard's referral card: the caller's link (`/register?ref=CODE`)
 * with a copy button, how many referrals counted, and the reward. Takes no
 * props; it loads `POST /api/referrals/summary` itself. `headingLevel` sets
 * the title's level to fit the page around it (default 2).
 */
export function ReferralCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const summary = useReferralSummary();
  return (
    <IconCard id="referral-title" icon={Gift} title="Invite a friend" headingLevel={headingLevel}>
      {summary.isPending ? (
        <p role="status" className={styles.muted}>
          Loading your link…
        </p>
      ) : summary.isError ? (
        <p role="alert" className={styles.muted}>
          {summary.error.message}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{summary.data.reward}</p>
          <div className={styles.linkRow}>
            <label htmlFor="referral-link" className="visually-hidden">
              Your referral link
            </label>
            <input id="referral-link" className={`input ${styles.link}`} readOnly value={new URL(summary.data.path, window.location.origin).toString()} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn-secondary" onClick={() => void copyText(new URL(summary.data.path, window.location.origin).toString(), "Your link is copied.")}>
              <Copy size={16} strokeWidth={1.5} aria-hidden="true" /> Copy link
            </button>
          </div>
          <p className={styles.count}>
            <strong>{summary.data.count}</strong> {summary.data.count === 1 ? "referral" : "referrals"} · code <code>{summary.data.code}</code>
          </p>
          <p className={styles.muted}>{rewardLine(summary.data)}</p>
        </>
      )}
    </IconCard>
  );
}
