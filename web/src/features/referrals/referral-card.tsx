import type { ReferralSummary } from "@berea/contracts/referrals";
import type { TFunction } from "i18next";
import { Copy, Gift } from "lucide-react";
import { IconCard } from "../../components/icon-card.tsx";
import { copyText } from "../../lib/copy-text.ts";
import { useReferralSummary } from "./api/get-referral-summary.ts";
import { inOwnWords } from "../../lib/i18n/server-words.ts";
import { useReferralsT } from "./i18n.ts";
import styles from "./referral-card.module.css";

/** The credit in the language shown (English: the browser's own format, as before). */
const money = (cents: number, currency: string | null, language: string) =>
  new Intl.NumberFormat(language === "en" ? undefined : language, { style: "currency", currency: (currency ?? "usd").toUpperCase() }).format(cents / 100);

function rewardLine(summary: ReferralSummary, t: TFunction<"referrals">, language: string): string {
  if (summary.count === 0) return t("nobody");
  const credited = summary.applied > 0 ? t("credited", { amount: money(summary.creditApplied, summary.currency, language) }) : "";
  const waiting = summary.pending > 0 ? t("waiting", { count: summary.pending }) : "";
  return `${t("joined", { count: summary.count })}${credited}${waiting}`;
}

/**
 * The dashboard's referral card: the caller's link (`/register?ref=CODE`)
 * with a copy button, how many referrals counted, and the reward. Takes no
 * props; it loads `POST /api/referrals/summary` itself. `headingLevel` sets
 * the title's level to fit the page around it (default 2).
 */
export function ReferralCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t, i18n } = useReferralsT();
  const summary = useReferralSummary();
  return (
    <IconCard id="referral-title" icon={Gift} title={t("title")} headingLevel={headingLevel}>
      {summary.isPending ? (
        <p role="status" className={styles.muted}>
          {t("loading")}
        </p>
      ) : summary.isError ? (
        <p role="alert" className={styles.muted}>
          {summary.error.message}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{inOwnWords(i18n.language, summary.data.reward, t("reward"))}</p>
          <div className={styles.linkRow}>
            <label htmlFor="referral-link" className="visually-hidden">
              {t("linkLabel")}
            </label>
            <input id="referral-link" className={`input ${styles.link}`} readOnly value={new URL(summary.data.path, window.location.origin).toString()} onFocus={(event) => event.target.select()} />
            <button type="button" className="btn btn-secondary" onClick={() => void copyText(new URL(summary.data.path, window.location.origin).toString(), t("copied"))}>
              <Copy size={16} strokeWidth={1.5} aria-hidden="true" /> {t("copy")}
            </button>
          </div>
          <p className={styles.count}>
            <strong>{summary.data.count}</strong> {t("count", { count: summary.data.count })} · {t("code")} <code>{summary.data.code}</code>
          </p>
          <p className={styles.muted}>{rewardLine(summary.data, t, i18n.language)}</p>
        </>
      )}
    </IconCard>
  );
}
