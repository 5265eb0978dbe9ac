import type { DevotionalPathsReply } from "@berea/contracts/content";
import { Check, ChevronDown, Lock, Route } from "lucide-react";
import { Link } from "react-router";
import { paths as appPaths } from "../../config/paths.ts";
import { PdfDownloadButton } from "../../components/pdf-download-button.tsx";
import { devotionalPath } from "./devotional-links.ts";
import styles from "./devotional-paths.module.css";

type PathSummary = DevotionalPathsReply["paths"][number];

/**
 * The devotional paths as cards. Premium sees each path's progress and opens
 * any day; Free sees the paths behind a gentle lock, with today's devotional
 * still one click away.
 */
export function DevotionalPathsSection({ reply }: { reply: DevotionalPathsReply }) {
  const tracking = reply.progressTracking;
  return (
    <section className="page-section" aria-labelledby="devotional-paths-title">
      <div className="section-head">
        <h2 id="devotional-paths-title">
          Devotional paths
        </h2>
        <p>Series of five to fourteen days on one theme, to read in order at your own pace.</p>
      </div>
      {tracking ? null : (
        <div className={styles.locked}>
          <Lock size={20} aria-hidden="true" className={styles.lockIcon} />
          <p>
            Devotional paths and progress tracking are part of Premium. Today&rsquo;s devotional is yours every day, whatever your plan.
          </p>
          <Link className="btn btn-primary" to={appPaths.pricingAnchor}>
            Unlock paths with Premium
          </Link>
        </div>
      )}
      {reply.paths.length === 0 ? (
        <p className={styles.empty}>There are no devotional paths yet. Today&rsquo;s devotional is above.</p>
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
  const total = path.days.length;
  const todayIndex = path.days.findIndex((day) => day.id === todayId);
  const nextUnread = path.days.find((day) => !day.read) ?? path.days[0];
  const titleId = `path-${path.id}`;
  const percent = total === 0 ? 0 : Math.round((path.read / total) * 100);

  let action: { label: string; to: string } | undefined;
  if (tracking && nextUnread) {
    const label = path.read === 0 ? "Start the path" : path.read === total ? "Read it again" : "Continue";
    action = { label, to: devotionalPath(nextUnread.id) };
  }

  return (
    <li className={`card card-tile ${styles.card}`} data-locked={!tracking} data-today={todayIndex >= 0}>
      <div className={styles.cardHead}>
        <span className={styles.theme}>
          <Route size={14} aria-hidden="true" />
          {path.theme}
        </span>
        {tracking ? null : (
          <span className={styles.badge}>
            <Lock size={14} aria-hidden="true" />
            Premium
          </span>
        )}
      </div>
      <h3 id={titleId} className={styles.cardTitle}>
        {path.title}
      </h3>
      <p className={styles.description}>{path.description}</p>
      {tracking ? (
        <div className={styles.progress}>
          <span>
            {path.read} of {total} read
          </span>
          <span className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${percent}%` }} />
          </span>
        </div>
      ) : (
        <p className={styles.meta}>{total} days</p>
      )}
      {todayIndex >= 0 ? (
        <p className={styles.today}>
          Today&rsquo;s devotional is day {todayIndex + 1} of this path.
        </p>
      ) : null}
      <details className={styles.days}>
        <summary>
          See the {total} days<span className="visually-hidden"> of {path.title}</span>
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
                  {open ? <Link to={devotionalPath(day.id)}>{day.title}</Link> : <span className={styles.lockedDay}>{day.title}</span>}
                  {day.id === todayId ? <span className={styles.todayTag}>Today</span> : null}
                  {day.read ? (
                    <span className={styles.readTag}>
                      <Check size={14} aria-hidden="true" />
                      Read
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>
      </details>
      {action ? (
        <Link className="btn btn-secondary" to={action.to} aria-label={`${action.label}: ${path.title}`}>
          {action.label}
        </Link>
      ) : null}
      {tracking ? <PdfDownloadButton target={{ kind: "devotional-path", id: path.id }} title={path.title} plan="premium" label="Download this path as PDF" /> : null}
    </li>
  );
}
