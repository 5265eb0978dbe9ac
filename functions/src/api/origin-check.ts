import type { NextFunction, Request, Response } from "express";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";

/**
 * Cross-site request forgery, checked by `Origin` as well as the session
 * cookie's SameSite=Strict: a state-changing request (every method but GET,
 * HEAD and OPTIONS; the whole API is POST) is refused with 403 when a browser
 * says it comes from another site.
 *
 * - Same origin: `Origin` names the host the request was addressed to (the
 *   `X-Forwarded-Host` Hosting and the Vite proxy pass on, else `Host`). A
 *   page on another site can set neither header on a request a browser sends
 *   for it without a CORS preflight, which this API never grants.
 * - The site's own addresses (`allowedOrigins`: the project's web.app and
 *   firebaseapp.com domains on Cloud Functions, and `BEREA_ALLOWED_ORIGINS`,
 *   a comma-separated list, for a custom domain) are accepted whatever host
 *   the request reached.
 * - No `Origin` at all: a server-to-server caller (curl, the tests, a
 *   monitoring check). Browsers send `Origin` on every POST (fetch, forms,
 *   same-origin too), so such a caller is not a browser riding a visitor's
 *   cookies; it is let through, and its session must still verify.
 * - `Origin: null` (a sandboxed frame, a file, a cross-site redirect) is
 *   refused: it is a browser that will not say where it is.
 */
export function requireSameOrigin(allowedOrigins: ReadonlySet<string>) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    if (origin !== "null" && (allowedOrigins.has(origin) || hostOf(origin) === requestHost(req))) return next();
    next(new AppError("permission-denied", msg("api.otherWebsite")));
  };
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The host the browser addressed: the first `X-Forwarded-Host` a proxy passed on, else `Host`. */
function requestHost(req: Request): string | null {
  const forwarded = req.headers["x-forwarded-host"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return (first || req.headers.host || "").toLowerCase() || null;
}

/**
 * The site's own origins: on Cloud Functions (`GCLOUD_PROJECT` set with
 * `K_SERVICE`) the project's two default Hosting domains, and any listed in
 * `BEREA_ALLOWED_ORIGINS`.
 */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const origins = new Set<string>();
  const project = env.GCLOUD_PROJECT;
  if (env.K_SERVICE && project) {
    origins.add(`https://${project}.web.app`);
    origins.add(`https://${project}.firebaseapp.com`);
  }
  for (const origin of (env.BEREA_ALLOWED_ORIGINS ?? "").split(",")) {
    const trimmed = origin.trim().replace(/\/$/, "");
    if (trimmed) origins.add(trimmed);
  }
  return origins;
}
