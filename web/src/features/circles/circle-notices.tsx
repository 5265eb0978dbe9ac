import { ArrowLeft, MessageCircleOff, UserRoundX } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { useCirclesT } from "./i18n.ts";
import styles from "./circles.module.css";

/** For a Family member whose plan's owner turned chat off: what is closed and why, without blame. */
export function ChatOffNotice({ backLink = false }: { backLink?: boolean }) {
  const { t } = useCirclesT();
  return (
    <section className={`card ${styles.notice}`} aria-labelledby="chat-off-title">
      <MessageCircleOff className={styles.noticeIcon} size={32} aria-hidden="true" />
      <h2 id="chat-off-title" className={styles.noticeTitle}>
        {t("notices.chatOffTitle")}
      </h2>
      <p>{t("notices.chatOff")}</p>
      <div className={styles.noticeActions}>
        {backLink ? (
          <Link to={paths.circles} className="btn btn-secondary">
            <ArrowLeft size={18} aria-hidden="true" />
            {t("notices.circles")}
          </Link>
        ) : null}
        <Link to={paths.dashboard} className="btn btn-ghost">
          {t("notices.dashboard")}
        </Link>
      </div>
    </section>
  );
}

/** A circle the reader can no longer open (removed, or the circle is gone): the server's words and the way back. */
export function CircleGoneNotice({ message }: { message: string }) {
  const { t } = useCirclesT();
  return (
    <section className={`card ${styles.notice}`} aria-labelledby="circle-gone-title">
      <UserRoundX className={styles.noticeIcon} size={32} aria-hidden="true" />
      <h2 id="circle-gone-title" className={styles.noticeTitle}>
        {t("notices.goneTitle")}
      </h2>
      <p role="alert">{message}</p>
      <div className={styles.noticeActions}>
        <Link to={paths.circles} className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          {t("notices.backToCircles")}
        </Link>
      </div>
    </section>
  );
}
