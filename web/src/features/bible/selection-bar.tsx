import { Brain, Copy, Highlighter, Image, X } from "lucide-react";
import { Link } from "react-router";
import { useBibleT } from "./i18n.ts";
import styles from "./reader.module.css";

interface Props {
  reference: string;
  onCopy: () => void;
  onShareImage: () => void;
  onClear: () => void;
  /** Highlight or write a note on the selection (signed in). */
  onNote?: () => void;
  /** Scripture memory with the selection filled in (signed in, up to 6 verses in a row). */
  memorizeHref?: string;
}

/**
 * Appears while verses are selected: highlight or note them, copy them with
 * their reference, share them as an image, or learn them by heart. A pill at
 * the foot of the window; on a phone, a sheet across it whose buttons wrap.
 */
export function SelectionBar({ reference, onCopy, onShareImage, onClear, onNote, memorizeHref }: Props) {
  const { t } = useBibleT();
  return (
    <div className={styles.selectionBar} role="region" aria-label={t("selection.label")}>
      <span className={styles.selectionReference}>{reference}</span>
      {onNote ? (
        <button type="button" className="btn btn-primary" onClick={onNote}>
          <Highlighter size={16} aria-hidden="true" /> {t("selection.highlightOrNote")}
        </button>
      ) : null}
      <button type="button" className={onNote ? "btn btn-secondary" : "btn btn-primary"} onClick={onCopy}>
        <Copy size={16} aria-hidden="true" /> {t("selection.copy")}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onShareImage}>
        <Image size={16} aria-hidden="true" /> {t("selection.shareImage")}
      </button>
      {memorizeHref ? (
        <Link className="btn btn-secondary" to={memorizeHref}>
          <Brain size={16} aria-hidden="true" /> {t("selection.memorize")}
        </Link>
      ) : null}
      <button type="button" className="btn btn-ghost" onClick={onClear} aria-label={t("selection.clear")}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
