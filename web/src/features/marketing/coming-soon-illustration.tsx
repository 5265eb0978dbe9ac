import { useId } from "react";
import styles from "./coming-soon-illustration.module.css";

/** A path winding over the hills towards a rising sun: the feature is on its way. */
export function ComingSoonIllustration({ className }: { className?: string }) {
  const id = useId();
  const skyId = `${id}-sky`;
  const sunId = `${id}-sun`;
  const frameId = `${id}-frame`;
  return (
    <svg className={className} viewBox="0 0 320 200" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={skyId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" className={styles.skyTop} />
          <stop offset="100%" className={styles.skyBottom} />
        </linearGradient>
        <radialGradient id={sunId}>
          <stop offset="0%" className={styles.sunGlow} />
          <stop offset="100%" className={styles.sunFade} />
        </radialGradient>
        <clipPath id={frameId}>
          <rect x="0" y="0" width="320" height="200" rx="24" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${frameId})`}>
        <rect x="0" y="0" width="320" height="200" fill={`url(#${skyId})`} />
        <circle cx="214" cy="104" r="70" fill={`url(#${sunId})`} />
        <g className={styles.rays}>
          {[-60, -35, -10, 15, 40, 65].map((angle) => (
            <line key={angle} x1="214" y1="70" x2="214" y2="46" transform={`rotate(${angle} 214 104)`} />
          ))}
        </g>
        <circle className={styles.sun} cx="214" cy="104" r="28" />
        <path className={styles.hillBack} d="M0 124c48-22 96-26 150-10s112 14 170-8v94H0z" />
        <path className={styles.hillFront} d="M0 150c60-20 120-18 176-4s100 12 144-2v56H0z" />
        <path className={styles.path} d="M120 200c10-16 44-22 60-30s10-18 24-24 22-8 30-12" />
      </g>
      <rect x="0" y="0" width="320" height="200" rx="24" className={styles.frame} />
    </svg>
  );
}
