/** The full-screen loading indicator (spec: spinner with 'Just a moment ...'). */
export function FullScreenLoader({ text = "Just a moment ..." }: { text?: string }) {
  return (
    <div className="full-screen-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
