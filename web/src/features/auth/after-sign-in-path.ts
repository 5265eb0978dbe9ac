import { paths } from "../../config/paths.ts";

/**
 * Where to go after signing in: the page that sent the person here
 * (`?next=/Books/treasury-of-david/3`) when it is a path on this site, else
 * the dashboard. Anything that could leave the site ("//host", "/\\host",
 * "https:") is ignored.
 */
export function afterSignInPath(next: string | null): string {
  if (next && next.startsWith("/") && !next.startsWith("//") && !next.includes("\\") && !/^\/[^/?#]*:/.test(next)) return next;
  return paths.dashboard;
}
