import { Download, RotateCcw, Share2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import toast from "react-hot-toast";
import type { Language } from "@berea/contracts/languages";
import { useLanguage } from "../../lib/language.ts";
import { shareVerseWords } from "./share-verse-words.ts";
import { renderVerseImage, verseImageAltText, verseImageFileName, verseImageSize, type VerseImageInput } from "./verse-image.ts";
import styles from "./share-verse-dialog.module.css";

export interface ShareVerseDialogProps {
  input: VerseImageInput;
  /** Called when the reader closes the dialog (Close, Escape). Unmount the dialog in response. */
  onClose: () => void;
  /** The language of its words and the image's tagline; the one shown by default (the landing passes its copy's). */
  language?: Language;
}

type DrawState =
  | { status: "loading" }
  | { status: "ready"; url: string; file: File; canShare: boolean }
  | { status: "error" };

const loadingState: DrawState = { status: "loading" };

function canShareFile(file: File): boolean {
  try {
    return navigator.canShare?.({ files: [file] }) === true;
  } catch {
    return false;
  }
}

function isAbortError(error: unknown): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === "AbortError";
}

/** Renders the verse as a square PNG and offers Share (where the browser can share files), Download and Close. */
export function ShareVerseDialog({ input, onClose, language }: ShareVerseDialogProps) {
  const shown = useLanguage();
  const words = shareVerseWords[language ?? shown];
  const { text, reference, translation, theme } = input;
  const { tagline } = words;
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  /** True when the browser opened a real modal dialog (it then handles Escape itself). */
  const nativeModalRef = useRef(false);

  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ key: string; state: DrawState } | null>(null);
  const drawKey = JSON.stringify([attempt, text, reference, translation, theme, tagline]);
  const state = result?.key === drawKey ? result.state : loadingState;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") {
      if (!dialog.open) dialog.showModal();
      nativeModalRef.current = true;
    } else {
      dialog.setAttribute("open", "");
      nativeModalRef.current = false;
    }
    if (!dialog.contains(document.activeElement)) closeButtonRef.current?.focus();
    return () => {
      if (typeof dialog.close === "function") {
        if (dialog.open) dialog.close();
      } else {
        dialog.removeAttribute("open");
      }
      if (previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    let cancelled = false;
    let url: string | null = null;
    renderVerseImage({ text, reference, translation, theme, tagline }).then(
      (blob) => {
        if (cancelled) return;
        url = URL.createObjectURL(blob);
        const file = new File([blob], verseImageFileName(reference), { type: "image/png" });
        setResult({ key: drawKey, state: { status: "ready", url, file, canShare: canShareFile(file) } });
      },
      () => {
        if (!cancelled) setResult({ key: drawKey, state: { status: "error" } });
      },
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [drawKey, text, reference, translation, theme, tagline]);

  const altText = verseImageAltText(input);

  async function share(file: File) {
    try {
      await navigator.share({
        files: [file],
        title: `${reference} (${translation})`,
        text: altText,
      });
    } catch (error) {
      if (isAbortError(error)) return;
      toast.error(words.shareFailed);
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // A real modal dialog turns Escape into a native close; the fallback needs help.
    if (event.key === "Escape" && !nativeModalRef.current) {
      event.preventDefault();
      onClose();
    }
  }

  /** The browser closed the dialog (Escape, or a back gesture). Closes we make on unmount are not reported. */
  function handleNativeClose() {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
      onClose={handleNativeClose}
    >
      <h2 id={titleId} className={styles.title}>
        {words.title}
      </h2>

      <div className={styles.frame}>
        {state.status === "ready" && (
          <img
            className={styles.preview}
            src={state.url}
            alt={altText}
            width={verseImageSize.width}
            height={verseImageSize.height}
            data-testid="verse-image-preview"
          />
        )}
        {state.status === "loading" && (
          <p className={styles.status} role="status">
            <span className="spinner" aria-hidden="true" />
            {words.drawing}
          </p>
        )}
        {state.status === "error" && (
          <div className={styles.status} role="alert">
            <p className={styles.errorText}>{words.drawFailed}</p>
            <button type="button" className="btn btn-secondary" onClick={() => setAttempt((count) => count + 1)}>
              <RotateCcw size={18} aria-hidden="true" />
              {words.tryAgain}
            </button>
          </div>
        )}
      </div>

      <div className={styles.actions}>
        {state.status === "ready" && state.canShare && (
          <button type="button" className="btn btn-primary" onClick={() => void share(state.file)}>
            <Share2 size={18} aria-hidden="true" />
            {words.share}
          </button>
        )}
        {state.status === "ready" && (
          <a
            className={`btn ${state.canShare ? "btn-secondary" : "btn-primary"}`}
            href={state.url}
            download={state.file.name}
          >
            <Download size={18} aria-hidden="true" />
            {words.download}
          </a>
        )}
        <button ref={closeButtonRef} type="button" className="btn btn-ghost" onClick={onClose}>
          {words.close}
        </button>
      </div>
    </dialog>
  );
}
