import { ArrowLeft, MessageCircleOff, UserRoundX } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import styles from "./circles.module.css";

/** For a Family member whose plan's owner turned chat off: what is closed and why, without blame. */
export function ChatOffNotice({ backLink = false }: { backLink?: boolean }) {
  return (
    <section className={`card ${styles.notice}`} aria-labelledby="chat-off-title">
      <MessageCircleOff className={styles.noticeIcon} size={32} aria-hidden="true" />
      <h2 id="chat-off-title" className={styles.noticeTitle}>
        Chat is turned off for this account
      </h2>
      <p>
        The owner of your Family plan has turned off chat for this account, so faith circles are closed to you for now. If you would like it on, ask
        them: they can change it on their Family page.
      </p>
      <div className={styles.noticeActions}>
        {backLink ? (
          <Link to={paths.circles} className="btn btn-secondary">
            <ArrowLeft size={18} aria-hidden="true" />
            Faith circles
          </Link>
        ) : null}
        <Link to={paths.dashboard} className="btn btn-ghost">
          Back to Dashboard
        </Link>
      </div>
    </section>
  );
}

/** A circle the reader can no longer open (removed, or the circle is gone): the server's words and the way back. */
export function CircleGoneNotice({ message }: { message: string }) {
  return (
    <section className={`card ${styles.notice}`} aria-labelledby="circle-gone-title">
      <UserRoundX className={styles.noticeIcon} size={32} aria-hidden="true" />
      <h2 id="circle-gone-title" className={styles.noticeTitle}>
        This circle is not open to you
      </h2>
      <p role="alert">{message}</p>
      <div className={styles.noticeActions}>
        <Link to={paths.circles} className="btn btn-primary">
          <ArrowLeft size={18} aria-hidden="true" />
          Back to your circles
        </Link>
      </div>
    </section>
  );
}
