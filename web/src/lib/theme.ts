export type Theme = "light" | "dark";

const storageKey = "theme";

/** The theme the user chose, else the system's. */
export function preferredTheme(): Theme {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be disabled (a privacy setting): the system's theme then.
  }
  if (stored === "light" || stored === "dark") return stored;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme): void {
  window.localStorage.setItem(storageKey, theme);
  applyTheme(theme);
}
