import type { DevotionalPathsReply } from "@berea/contracts/content";
import { Check, ChevronDown, Lock, Route } from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { paths as appPaths } from "../../config/paths.ts";
import { PdfDownloadButton } from "../../components/pdf-download-button.tsx";
import { devotionalPath } from "./devotional-links.ts";
import { useDevotionalsT } from "./i18n.ts";
import styles from "./devotional-paths.module.css";
import { langOfPart } from "../../lib/language.ts";

type PathSummary = DevotionalPathsReply["paths"][number];

/** The plan a path's PDF needs (a plan id, not words a reader sees). */
const pdfPlan = "premium";

/**
 * The devotional paths as cards. Premium sees each path's progress and opens
 * any day; Free sees the paths behind a gentle lock, with today's devotional
 * still one click away.
 */
export function DevotionalPathsSection({ reply }: { reply: DevotionalPathsReply }) {
  const { t } = useDevotionalsT();
  const tracking = reply.progressTracking;
  return (
    <section className="page-section" aria-labelledby="devotional-paths-title">
      <div className="section-head">
        <h2 id="devotional-paths-title">{t("paths.heading")}</h2>
        <p>{t("paths.intro")}</p>
      </div>
      {tracking ? null : (
        <div className={styles.locked}>
          <Lock size={20} aria-hidden="true" className={styles.lockIcon} />
          <p>{t("paths.locked")}</p>
          <Link className="btn btn-primary" to={appPaths.pricingAnchor}>
            {t("paths.unlock")}
          </Link>
        </div>
      )}
      {reply.paths.length === 0 ? (
        <p className={styles.empty}>{t("paths.empty")}</p>
      ) : (
        <ul className="card-grid">
          {reply.paths.map((path) => (
            <PathCard key={path.id} path={path} tracking={tracking} todayId={reply.todayId} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PathCard({ path, tracking, todayId }: { path: PathSummary; tracking: boolean; todayId: string }) {
  const { t, i18n } = useDevotionalsT();
  // A path not yet translated comes in English: its words are marked so (a screen reader reads them as English), and a badge says it.
  const writtenIn = langOfPart(path.language, i18n.language);
  const total = path.days.length;
  const todayIndex = path.days.findIndex((day) => day.id === todayId);
  const nextUnread = path.days.find((day) => !day.read) ?? path.days[0];
  const titleId = `path-${path.id}`;
  const percent = total === 0 ? 0 : Math.round((path.read / total) * 100);

  let action: { label: string; to: string } | undefined;
  if (tracking && nextUnread) {
    const label = path.read === 0 ? t("paths.start") : path.read === total ? t("paths.again") : t("paths.continue");
    action = { label, to: devotionalPath(nextUnread.id) };
  }

  return (
    <li className={`card card-tile ${styles.card}`} data-locked={!tracking} data-today={todayIndex >= 0}>
      <div className={styles.cardHead}>
        <span className={styles.theme} lang={writtenIn}>
          <Route size={14} aria-hidden="true" />
          {path.theme}
        </span>
        {writtenIn ? <span className={styles.badge}>{t("paths.inEnglish")}</span> : null}
        {tracking ? null : (
          <span className={styles.badge}>
            <Lock size={14} aria-hidden="true" />
            {t("paths.premium")}
          </span>
        )}
      </div>
      <h3 id={titleId} className={styles.cardTitle} lang={writtenIn}>
        {path.title}
      </h3>
      <p className={styles.description} lang={writtenIn}>
        {path.description}
      </p>
      {tracking ? (
        <div className={styles.progress}>
          <span>{t("paths.progress", { read: path.read, total })}</span>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${percent}%` }} />
          </span>
        </div>
      ) : (
        <p className={styles.meta}>{t("paths.days", { count: total })}</p>
      )}
      {todayIndex >= 0 ? (
        <p className={styles.today}>{t("paths.today", { day: todayIndex + 1 })}</p>
      ) : null}
      <details className={styles.days}>
        <summary>
          <Trans t={t} i18nKey="paths.seeDays" count={total} values={{ title: path.title }} components={{ hidden: <span className="visually-hidden" />, name: <span lang={writtenIn} /> }} />
          <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
        </summary>
        <ol>
          {path.days.map((day, index) => {
            const open = tracking || day.id === todayId;
            return (
              <li key={day.id} data-read={day.read}>
                <span className={styles.dayNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span>
                  {open ? (
                    <Link to={devotionalPath(day.id)} lang={writtenIn}>
                      {day.title}
                    </Link>
                  ) : (
                    <span className={styles.lockedDay} lang={writtenIn}>
                      {day.title}
                    </span>
                  )}
                  {day.id === todayId ? <span className={styles.todayTag}>{t("paths.todayTag")}</span> : null}
                  {day.read ? (
                    <span className={styles.readTag}>
                      <Check size={14} aria-hidden="true" />
                      {t("paths.readTag")}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </details>
      {action ? (
        <Link className="btn btn-secondary" to={action.to} aria-label={t("paths.actionName", { action: action.label, title: path.title })}>
          {action.label}
        </Link>
      ) : null}
      {tracking ? <PdfDownloadButton target={{ kind: "devotional-path", id: path.id }} title={path.title} plan={pdfPlan} label={t("paths.pdf")} /> : null}
    </li>
  );
}
