import { useFrameWords } from "./layout/frame-words.ts";

/**
 * The full-screen loading indicator (spec: spinner with 'Just a moment ...'), in the language shown: by default
 * the frame's words (frame-words.ts, both languages in the app's entry, no i18next), or the caller's `text`.
 */
export function FullScreenLoader({ text }: { text?: string }) {
  const { loading } = useFrameWords();
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text ?? loading}</span>
    </div>
  );
}
