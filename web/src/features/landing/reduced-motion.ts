/** True when the person has asked their system for less motion. Safe where matchMedia is missing (tests, old browsers). */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}
