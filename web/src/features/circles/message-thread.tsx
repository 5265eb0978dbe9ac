import { ArrowDown, RotateCw, Trash2, X } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { ConfirmAction } from "../../components/confirm-action.tsx";
import type { PendingMessage, ThreadItem, ThreadMessage } from "./chat-thread.ts";
import { clockTime, fullDateTime } from "./circle-time.ts";
import { useCirclesT, useTimeWords } from "./i18n.ts";
import { Initial } from "./initial.tsx";
import styles from "./circle-chat.module.css";

/** After a sender's name read out before their message (punctuation, the same in both languages). */
const nameEnd = ": ";
/** The delete button shows its icon only (its words are for screen readers). */
const noLabel = "";

/** Within this many pixels of the end, the reader counts as reading the newest messages. */
const bottomSlackPx = 48;

/**
 * The conversation, oldest at the top: it opens at the newest message and
 * keeps to it as messages arrive while the reader is there; a reader who has
 * scrolled up stays put and is offered a way down. Earlier pages are added
 * above without moving what is on screen.
 */
export function MessageThread({
  circleName,
  items,
  hasEarlier,
  loadingEarlier,
  onShowEarlier,
  onRetry,
  onDiscard,
  canDeleteAny,
  onDelete,
}: {
  circleName: string;
  items: ThreadItem[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onShowEarlier: () => void;
  onRetry: (pending: Pick<PendingMessage, "clientId" | "text">) => void;
  onDiscard: (clientId: string) => void;
  /** The circle's owner may delete anyone's message; everyone may delete their own. */
  canDeleteAny: boolean;
  onDelete: (messageId: string) => Promise<void>;
}) {
  const { t } = useCirclesT();
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(true);
  const [atBottom, setAtBottom] = useState(true);
  const messages = items.filter((item): item is ThreadMessage => item.kind === "message");
  const firstKey = messages[0]?.key;
  const last = messages.at(-1);
  const lastKey = last?.key;
  const lastIsOwn = last?.own ?? false;
  const [seenKey, setSeenKey] = useState(lastKey);
  const seen = useRef<{ first: string | undefined; last: string | undefined; height: number } | null>(null);

  // Before the browser paints: open at the newest, keep the view still when earlier messages are added above, and
  // follow new ones while the reader is at the end (or has just written one).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if (!before) element.scrollTop = element.scrollHeight;
    else if (firstKey !== before.first && lastKey === before.last) element.scrollTop += element.scrollHeight - before.height;
    else if (lastKey !== before.last && (atBottomRef.current || lastIsOwn)) element.scrollTop = element.scrollHeight;
    seen.current = { first: firstKey, last: lastKey, height: element.scrollHeight };
    atBottomRef.current = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlackPx;
  }, [firstKey, lastKey, lastIsOwn]);

  // The composer growing, the window resizing or a message growing (a failure and its retry under it) should not
  // pull the newest message out of view.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const bottom = element.scrollHeight - element.scrollTop - element.clientHeight <= bottomSlackPx;
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setSeenKey(lastKey);
  };

  const unseen = !atBottom && lastKey !== seenKey;
  const toNewest = () => scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: "smooth" });

  return (
    <div className={styles.threadFrame}>
      <div
        ref={scroller}
        className={styles.thread}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-busy={loadingEarlier}
        aria-label={t("chat.messagesIn", { name: circleName })}
        tabIndex={0}
        onScroll={onScroll}
      >
        <div ref={content}>
          {hasEarlier ? (
            <div className={styles.earlier}>
              <button type="button" className={`btn btn-secondary ${styles.small}`} disabled={loadingEarlier} aria-busy={loadingEarlier} onClick={onShowEarlier}>
                {loadingEarlier ? <span className="spinner" aria-hidden="true" /> : null}
                {t("chat.showEarlier")}
              </button>
            </div>
          ) : null}
          {messages.length === 0 ? (
            <p className={styles.quiet}>{t("chat.quiet")}</p>
          ) : (
            <ol className={styles.messages}>
              {items.map((item) =>
                item.kind === "day" ? (
                  <li key={item.key} className={styles.day}>
                    <span>{item.label}</span>
                  </li>
                ) : (
                  <MessageRow
                    key={item.key}
                    message={item}
                    onRetry={onRetry}
                    onDiscard={onDiscard}
                    onDelete={(item.own || canDeleteAny) && item.id && !item.deleted ? onDelete : null}
                  />
                ),
              )}
            </ol>
          )}
        </div>
      </div>
      {unseen ? (
        <button type="button" className={styles.newest} onClick={toNewest}>
          <ArrowDown size={16} aria-hidden="true" />
          {t("chat.newMessages")}
        </button>
      ) : null}
    </div>
  );
}

function MessageRow({
  message,
  onRetry,
  onDiscard,
  onDelete,
}: {
  message: ThreadMessage;
  onRetry: (pending: Pick<PendingMessage, "clientId" | "text">) => void;
  onDiscard: (clientId: string) => void;
  /** Set when the reader may delete this message. */
  onDelete: ((messageId: string) => Promise<void>) | null;
}) {
  const { t } = useCirclesT();
  const words = useTimeWords();
  const { own, status } = message;
  // A tap on a message shows what can be done with it (on a phone, where nothing hovers).
  const [selected, setSelected] = useState(false);
  const time = (
    <time dateTime={message.sentAt} title={fullDateTime(message.sentAt, words)}>
      {clockTime(message.sentAt, words.language)}
    </time>
  );
  return (
    <li
      className={styles.message}
      data-own={own}
      data-starts={message.startsGroup}
      data-ends={message.endsGroup}
      data-status={status}
      data-selected={selected}
    >
      {!own && message.startsGroup ? (
        <p className={styles.sender}>
          <Initial name={message.name} />
          <span className={styles.senderName}>{message.name}</span>
          <span className={styles.senderTime}>{time}</span>
        </p>
      ) : (
        <span className="visually-hidden">
          {own ? t("chat.you") : message.name}
          {nameEnd}
        </span>
      )}
      <div className={styles.bubbleLine}>
        {message.deleted ? (
          <div className={`${styles.bubble} ${styles.deletedBubble}`}>{t("chat.deleted")}</div>
        ) : (
          <div className={styles.bubble} onClick={() => setSelected((was) => !was)}>
            {message.text}
          </div>
        )}
        {onDelete && message.id ? <DeleteMessage messageId={message.id} own={own} name={message.name} onDelete={onDelete} /> : null}
      </div>
      {own && status === "sending" ? (
        <p className={styles.status}>{t("chat.sending")}</p>
      ) : null}
      {own && status === "sent" && message.endsGroup ? <p className={styles.status}>{time}</p> : null}
      {status === "failed" && message.clientId ? (
        <div className={styles.failed} role="alert">
          <p>{t("chat.notSent", { problem: message.problem ?? "" })}</p>
          <div className={styles.failedActions}>
            <button type="button" className={`btn btn-ghost ${styles.small}`} onClick={() => message.clientId && onRetry({ clientId: message.clientId, text: message.text })}>
              <RotateCw size={16} aria-hidden="true" />
              {t("chat.retry")}
            </button>
            <button type="button" className={`btn btn-ghost ${styles.small}`} onClick={() => message.clientId && onDiscard(message.clientId)}>
              <X size={16} aria-hidden="true" />
              {t("chat.discard")}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** A delete button beside a message (shown on hover, on focus, or once the message is tapped), asked once more underneath. */
function DeleteMessage({ messageId, own, name, onDelete }: { messageId: string; own: boolean; name: string; onDelete: (messageId: string) => Promise<void> }) {
  const { t } = useCirclesT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className={styles.messageActions}>
      <ConfirmAction
        label={noLabel}
        labelForScreenReaders={own ? t("chat.deleteYours") : t("chat.deleteTheirs", { name })}
        icon={<Trash2 size={16} aria-hidden="true" />}
        buttonClassName={`btn btn-ghost ${styles.small} ${styles.messageAction}`}
        question={t("chat.deleteQuestion")}
        confirmLabel={t("chat.delete")}
        cancelLabel={t("chat.cancel")}
        pending={pending}
        error={error}
        onConfirm={(close) => {
          setPending(true);
          setError(null);
          onDelete(messageId).then(
            () => {
              setPending(false);
              close();
            },
            (failure: unknown) => {
              setPending(false);
              setError(failure);
            },
          );
        }}
      >
        {t("chat.deleteExplain")}
      </ConfirmAction>
    </div>
  );
}
