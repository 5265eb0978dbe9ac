import { useId } from "react";
import styles from "./hero-illustration.module.css";

const rayCount = 9;
const origin = { x: 200, y: 150 };

/** Thin triangles fanning out above the book, from 150° to 30° (pointing up). */
const rays = Array.from({ length: rayCount }, (_, index) => {
  const angle = ((150 - (120 / (rayCount - 1)) * index) * Math.PI) / 180;
  const spread = (2.6 * Math.PI) / 180;
  const length = index % 2 === 0 ? 150 : 120;
  const point = (a: number) => `${(origin.x + Math.cos(a) * length).toFixed(1)},${(origin.y - Math.sin(a) * length).toFixed(1)}`;
  return `${origin.x},${origin.y} ${point(angle - spread)} ${point(angle + spread)}`;
});

const lineOffsets = [0, 18, 36, 54, 72];

/** An open book with light rising from it: drawn here, coloured by the theme tokens. */
export function HeroIllustration({ className }: { className?: string }) {
  const id = useId();
  const glowId = `${id}-glow`;
  const rayId = `${id}-ray`;
  return (
    <svg className={className} viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={glowId} cx="50%" cy="50%" r="50%">
          <stop offset="0%" className={styles.glowStrong} />
          <stop offset="100%" className={styles.glowNone} />
        </radialGradient>
        <linearGradient id={rayId} x1="0" y1="1" x2="0" y2="0">
          <stop offset="0%" className={styles.rayStrong} />
          <stop offset="100%" className={styles.rayNone} />
        </linearGradient>
      </defs>

      <circle cx={origin.x} cy={origin.y} r="150" fill={`url(#${glowId})`} />
      <g fill={`url(#${rayId})`}>
        {rays.map((points) => (
          <polygon key={points} points={points} />
        ))}
      </g>
      <circle className={styles.spark} cx="92" cy="70" r="3" />
      <circle className={styles.spark} cx="318" cy="58" r="2.5" />
      <circle className={styles.spark} cx="270" cy="26" r="2" />
      <circle className={styles.spark} cx="132" cy="32" r="2" />

      <path className={styles.cover} d="M46 150v124c58-10 112-8 154 14 42-22 96-24 154-14V150c-58-10-112-8-154 14-42-22-96-24-154-14z" />
      <path className={styles.edge} d="M54 146v120c56-9 106-7 146 12 40-19 90-21 146-12V146" />
      <path className={styles.page} d="M200 154c-38-22-88-26-140-16v120c52-10 102-6 140 16z" />
      <path className={styles.page} d="M200 154c38-22 88-26 140-16v120c-52-10-102-6-140 16z" />
      <g className={styles.lines}>
        {lineOffsets.map((offset) => (
          <path key={offset} d={`M78 ${166 + offset}c36-6 72-3 104 10M218 ${176 + offset}c32-13 68-16 104-10`} />
        ))}
      </g>
      <path className={styles.ribbon} d="M246 146v62l10-9 10 9v-66" />
    </svg>
  );
}
