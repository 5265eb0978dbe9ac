import styles from "./circle-chat.module.css";

/** A member's first letter in a small round badge, beside their name (decorative: the name is always written next to it). */
export function Initial({ name }: { name: string }) {
  const letter = Array.from(name.trim())[0]?.toUpperCase() ?? "?";
  return (
    <span className={styles.initial} aria-hidden="true">
      {letter}
    </span>
  );
}
