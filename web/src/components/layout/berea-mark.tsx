import styles from "./berea-mark.module.css";

/**
 * The Berea mark: an open book with a small gold ray rising from its spine.
 * Drawn in the repo so nothing is fetched; colours follow the theme tokens.
 */
export function BereaMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false">
      <path className={styles.ray} d="M16 3v5.5" strokeWidth="2" />
      <path className={styles.ray} d="M10.6 5.4l1.7 3M21.4 5.4l-1.7 3" strokeWidth="1.6" />
      <path
        className={styles.book}
        d="M16 12.5c-3-2-7-2.6-11-2v15c4-.6 8 0 11 2 3-2 7-2.6 11-2v-15c-4-.6-8 0-11 2zM16 12.5v15"
        strokeWidth="2"
      />
      <path className={styles.lines} d="M8 15c2-.2 4 .2 5.5 1M8 19c2-.2 4 .2 5.5 1M24 15c-2-.2-4 .2-5.5 1M24 19c-2-.2-4 .2-5.5 1" strokeWidth="1.3" />
    </svg>
  );
}
