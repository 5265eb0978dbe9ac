import type { z } from "zod";

/**
 * Typed access to the client storage items the spec names (`plans`,
 * `selectedPlan`, `userData`). Values are validated on the way out, so a
 * stale or hand-edited entry reads as missing instead of crashing a screen.
 */
export function readStored<T extends z.ZodType>(key: string, schema: T): z.infer<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode); the flow still works for this page view.
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStored.
  }
}
