import { circleMessageMaxLength, circleMessageTextSchema } from "@berea/contracts/circles";
import { SendHorizontal } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { formatterFor } from "../../lib/i18n/format.ts";
import { useCirclesT } from "./i18n.ts";
import styles from "./circle-chat.module.css";

/** The counter shows once this few characters are left. */
const counterFrom = 100;
/** The box grows with what is written up to about six lines, then scrolls. */
const maxHeightPx = 168;

/**
 * Where the reader writes: Enter sends, Shift+Enter starts a new line. The
 * text is checked with the contract's circleMessageTextSchema, so the send
 * button stays off until there is something to send and nothing too long.
 */
export function MessageComposer({ onSend }: { onSend: (text: string) => void }) {
  const { t, i18n } = useCirclesT();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState("");
  const length = text.trim().length;
  const left = circleMessageMaxLength - length;
  const ready = length > 0 && left >= 0;

  // Fit the box to its text (and back to one line once sent).
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = "auto";
    element.style.height = `${Math.min(element.scrollHeight + 2, maxHeightPx)}px`;
  }, [text]);

  function submit() {
    const parsed = circleMessageTextSchema.safeParse(text);
    if (!parsed.success) return;
    onSend(parsed.data);
    setText("");
    box.current?.focus();
  }

  return (
    <form
      className={styles.composer}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-message`} className="visually-hidden">
        {t("composer.label")}
      </label>
      <textarea
        ref={box}
        id={`${id}-message`}
        className={`input ${styles.composerBox}`}
        rows={1}
        placeholder={t("composer.placeholder")}
        value={text}
        aria-describedby={`${id}-hint${left <= counterFrom ? ` ${id}-count` : ""}`}
        aria-invalid={left < 0 ? true : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      <button type="submit" className={styles.sendButton} disabled={!ready} aria-label={t("composer.send")} title={t("composer.send")}>
        <SendHorizontal size={20} aria-hidden="true" />
      </button>
      <p id={`${id}-hint`} className="visually-hidden">
        {t("composer.hint")}
      </p>
      {left <= counterFrom ? (
        <p id={`${id}-count`} className={styles.counter} data-over={left < 0}>
          {left >= 0
            ? t("composer.left", { count: left })
            : t("composer.over", { over: -left, limit: formatterFor(i18n.language === "en" ? "en-US" : i18n.language).number(circleMessageMaxLength) })}
        </p>
      ) : null}
    </form>
  );
}
