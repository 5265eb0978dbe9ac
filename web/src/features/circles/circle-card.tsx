import type { CircleSummary } from "@berea/contracts/circles";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { fullDateTime, timeAgo } from "./circle-time.ts";
import { circlePath } from "./circle-links.ts";
import { useCirclesT, useTimeWords } from "./i18n.ts";
import styles from "./circles.module.css";

/** One of the reader's circles in the list: the whole card opens its chat. */
export function CircleCard({ circle, now }: { circle: CircleSummary; now: Date }) {
  const { t } = useCirclesT();
  const words = useTimeWords();
  const titleId = `circle-${circle.id}`;
  const last = circle.lastMessage;
  return (
    <li className={`card card-tile ${styles.circleCard}`} aria-labelledby={titleId}>
      <div className={styles.circleCardHead}>
        <h3 id={titleId} className={styles.circleName}>
          <Link to={circlePath(circle.id)} className={styles.cardLink}>
            {circle.name}
          </Link>
        </h3>
        {last ? (
          <time className={styles.when} dateTime={last.sentAt} title={fullDateTime(last.sentAt, words)}>
            {timeAgo(last.sentAt, now, words)}
          </time>
        ) : null}
      </div>
      <p className={styles.meta}>
        <Users size={16} aria-hidden="true" />
        {t("members", { count: circle.memberCount })}
        {circle.role === "owner" ? <span className="badge">{t("owner")}</span> : null}
      </p>
      {last ? (
        <p className={styles.preview}>
          <span className={styles.previewName}>{last.name}:</span> {last.text}
        </p>
      ) : (
        <p className={`${styles.preview} ${styles.previewEmpty}`}>{t("list.noMessages")}</p>
      )}
    </li>
  );
}
