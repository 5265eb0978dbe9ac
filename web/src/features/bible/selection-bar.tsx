import { Copy, Highlighter, Image, X } from "lucide-react";
import styles from "./reader.module.css";

interface Props {
  reference: string;
  onCopy: () => void;
  onShareImage: () => void;
  onClear: () => void;
  /** Highlight or write a note on the selection (signed in). */
  onNote?: () => void;
}

/** Appears while verses are selected: copy them with their reference, or share them as an image. */
export function SelectionBar({ reference, onCopy, onShareImage, onClear, onNote }: Props) {
  return (
    <div className={styles.selectionBar} role="region" aria-label="Selected verses">
      <span className={styles.selectionReference}>{reference}</span>
      {onNote ? (
        <button type="button" className="btn btn-primary" onClick={onNote}>
          <Highlighter size={16} aria-hidden="true" /> Highlight or note
        </button>
      ) : null}
      <button type="button" className={onNote ? "btn btn-secondary" : "btn btn-primary"} onClick={onCopy}>
        <Copy size={16} aria-hidden="true" /> Copy
      </button>
      <button type="button" className="btn btn-secondary" onClick={onShareImage}>
        <Image size={16} aria-hidden="true" /> Share image
      </button>
      <button type="button" className="btn btn-ghost" onClick={onClear} aria-label="Clear selection">
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
