import type { CircleDetail } from "@berea/contracts/circles";
import { ArrowLeft, Link2, Users } from "lucide-react";
import { useId, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { HeldContent, LoadProblem } from "../../components/load-states.tsx";
import { paths } from "../../config/paths.ts";
import type { ApiError } from "../../lib/api-client.ts";
import { useCircle } from "./api/get-circle.ts";
import { buildThread } from "./chat-thread.ts";
import { ChatOffNotice, CircleGoneNotice } from "./circle-notices.tsx";
import { endsFollowing } from "./follow-circle.ts";
import { useCirclesT, useTimeWords } from "./i18n.ts";
import { copyInviteLink, MembersPanel } from "./members-panel.tsx";
import { MessageComposer } from "./message-composer.tsx";
import { MessageThread } from "./message-thread.tsx";
import { useCircleThread } from "./use-circle-thread.ts";
import styles from "./circle-chat.module.css";

/**
 * `/chat/:circleId`: one circle's chat, with its members beside it (behind a
 * button on a phone). A reader removed from the circle, or whose chat was
 * turned off, is told so.
 */
export default function CircleChatPage() {
  const { t } = useCirclesT();
  const circleId = useParams().circleId ?? "";
  const circle = useCircle(circleId);

  let content: ReactNode;
  // A closing answer wins even over what was read before: the reader may have been removed since.
  if (circle.error && endsFollowing(circle.error)) content = <Closed error={circle.error} />;
  else if (circle.data) content = <CircleChat key={circleId} detail={circle.data} />;
  else if (circle.isPending) content = <HeldContent label={t("chat.opening")} />;
  else content = <LoadProblem error={circle.error} onRetry={() => void circle.refetch()} />;

  return (
    <div className={`container ${styles.page}`}>
      <title>{circle.data ? t("chat.documentTitleNamed", { name: circle.data.circle.name }) : t("documentTitle")}</title>
      {content}
    </div>
  );
}

function Closed({ error }: { error: ApiError }) {
  return <div className={styles.closed}>{error.code === "permission-denied" ? <ChatOffNotice backLink /> : <CircleGoneNotice message={error.message} />}</div>;
}

/** Where the members sit beside the chat instead of behind a button (keep in step with the CSS). */
const wideQuery = "(min-width: 60rem)";

function subscribeWide(notify: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(wideQuery);
  query.addEventListener("change", notify);
  return () => query.removeEventListener("change", notify);
}

const isWide = () => typeof window.matchMedia === "function" && window.matchMedia(wideQuery).matches;

function CircleChat({ detail }: { detail: CircleDetail }) {
  const { t } = useCirclesT();
  const words = useTimeWords();
  const thread = useCircleThread(detail);
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const [membersOpen, setMembersOpen] = useState(false);
  const panelId = useId();
  const { circle, members, you } = detail;
  const yourName = members.find((member) => member.uid === you.uid)?.name ?? t("chat.you");
  const { state } = thread;
  // The day headings ("Today", "Yesterday") are worked out when the thread changes.
  const items = useMemo(() => buildThread(state, { uid: you.uid, name: yourName }, new Date(), words), [state, you.uid, yourName, words]);

  const ended = thread.ended;
  if (ended) return <Closed error={ended} />;

  return (
    <div className={styles.layout}>
      <section className={`card ${styles.chat}`} aria-labelledby="circle-title">
        <header className={styles.chatHead}>
          <Link to={paths.circles} className={styles.back} aria-label={t("chat.allCircles")} title={t("chat.allCircles")}>
            <ArrowLeft size={20} aria-hidden="true" />
          </Link>
          <div className={styles.heading}>
            <h1 id="circle-title" className={styles.title}>
              {circle.name}
            </h1>
            <p className={styles.subtitle}>{t("members", { count: circle.memberCount })}</p>
          </div>
          <div className={styles.headActions}>
            {/* On a phone these show their icons only, so the circle's name has the room. */}
            <button
              type="button"
              className={`btn btn-secondary ${styles.small} ${styles.headAction}`}
              aria-label={t("chat.copyInvite")}
              title={t("chat.copyInvite")}
              onClick={() => void copyInviteLink(circle.invitePath, t("chat.inviteCopied"))}
            >
              <Link2 size={18} aria-hidden="true" />
              <span className={styles.headActionText}>{t("chat.copyInvite")}</span>
            </button>
            {wide ? null : (
              <button
                type="button"
                className={`btn btn-ghost ${styles.small} ${styles.headAction}`}
                aria-label={t("chat.members")}
                title={t("chat.members")}
                aria-expanded={membersOpen}
                aria-controls={panelId}
                onClick={() => setMembersOpen((open) => !open)}
              >
                <Users size={18} aria-hidden="true" />
                <span className={styles.headActionText}>{t("chat.members")}</span>
              </button>
            )}
          </div>
        </header>
        {!wide && membersOpen ? (
          <div id={panelId} className={styles.drawer}>
            {circle.description ? <p className={styles.description}>{circle.description}</p> : null}
            <MembersPanel detail={detail} />
          </div>
        ) : null}
        <MessageThread
          circleName={circle.name}
          items={items}
          hasEarlier={state.hasEarlier}
          loadingEarlier={thread.loadingEarlier}
          onShowEarlier={thread.showEarlier}
          onRetry={thread.retry}
          onDiscard={thread.discard}
          canDeleteAny={circle.role === "owner"}
          onDelete={thread.deleteMessage}
        />
        {thread.reconnecting ? (
          <p className={styles.reconnecting} role="status">
            <span className="spinner" aria-hidden="true" />
            {t("chat.reconnecting")}
          </p>
        ) : null}
        <MessageComposer onSend={thread.send} />
      </section>
      {wide ? (
        <aside className={`card ${styles.aside}`} aria-label={t("chat.about")}>
          {circle.description ? <p className={styles.description}>{circle.description}</p> : null}
          <MembersPanel detail={detail} />
        </aside>
      ) : null}
    </div>
  );
}
