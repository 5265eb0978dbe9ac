import express, { type ErrorRequestHandler, type Express } from "express";
import { maxBodyBytes } from "../config.ts";
import { logger } from "../lib/logger.ts";
import { applySecurityHeaders } from "../lib/security-headers.ts";
import { AppError, statusForCode } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";
import { errorReplyOf, languageOfHeader } from "../lib/messages/reply.ts";
import type { ApiDeps } from "./deps.ts";
import { requireJson } from "./http.ts";
import { allowedOriginsFromEnv, requireSameOrigin } from "./origin-check.ts";
import { trustedProxyHopsFromEnv } from "./client-address.ts";
import { apiRoutes } from "./api-routes.ts";
import { apiAreaModules } from "./area-modules.ts";
import { mountEndpoints } from "./mount.ts";
import { limitRuntimeParsedBody } from "./runtime-body.ts";

/**
 * The HTTP API, mounted at `/api` (Hosting rewrites `/api/**` to it). The
 * same app runs as the `api` Cloud Function and as a plain Node server.
 */
export function createApiApp(deps: ApiDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.set("json spaces", 0);
  // Hosting's security headers on every answer, errors and unknown addresses included.
  app.use((_req, res, next) => {
    applySecurityHeaders(res);
    next();
  });

  // Test runs set BEREA_CHECK_REPLIES, so every suite holds the replies to their contracts without each saying so.
  // Where the app sits (Cloud Functions or not) decides whose X-Forwarded-For entries it trusts and which origins are its own.
  const checked = {
    ...deps,
    checkReplies: deps.checkReplies ?? process.env.BEREA_CHECK_REPLIES === "1",
    trustedProxyHops: deps.trustedProxyHops ?? trustedProxyHopsFromEnv(),
    allowedOrigins: deps.allowedOrigins ?? allowedOriginsFromEnv(),
  };

  const api = express.Router();
  api.use((_req, res, next) => {
    // private as well as no-store: Firebase Hosting drops Set-Cookie from a rewritten reply not marked private, which would lose the session cookie.
    res.setHeader("Cache-Control", "private, no-store");
    next();
  });
  api.use(requireSameOrigin(checked.allowedOrigins));
  api.use(requireJson);
  // Not strict: `null` or `42` is valid JSON, so the route's schema answers that it must be an object.
  api.use(express.json({ limit: maxBodyBytes, strict: false, type: "application/json" }));
  // On Cloud Functions the runtime has parsed the body already (express.json() then does nothing): the same limit, on its bytes.
  api.use(limitRuntimeParsedBody);

  mountEndpoints(api, checked, apiRoutes, apiAreaModules);
  api.use((req, _res, next) => next(new AppError("not-found", msg("api.noSuchAddress", { method: req.method, path: req.path }))));

  app.use("/api", api);
  app.use(errorHandler);
  return app;
}

/**
 * Body-parser's errors a client can cause. Most carry a `type`; a body that
 * does not decompress as its Content-Encoding says carries zlib's code
 * instead, and any other 4xx it raises is still the client's problem.
 */
function fromParserError(error: unknown): AppError | null {
  if (typeof error !== "object" || error === null) return null;
  const { type, status } = error as { type?: unknown; status?: unknown };
  switch (type) {
    case "entity.parse.failed":
      return new AppError("invalid-argument", msg("api.notJson"));
    case "entity.too.large":
      return new AppError("payload-too-large", msg("api.bodyTooLarge", { kb: maxBodyBytes / 1024 }));
    case "encoding.unsupported":
      return new AppError("unsupported-media-type", msg("api.unsupportedEncoding"));
    case "charset.unsupported":
      return new AppError("unsupported-media-type", msg("api.notUtf8"));
    case "request.aborted":
      return new AppError("invalid-argument", msg("api.bodyCutOff"));
    case "request.size.invalid":
      return new AppError("invalid-argument", msg("api.bodyLengthMismatch"));
  }
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  const { code } = error as { code?: unknown };
  if (typeof code === "string" && /^(Z_|ERR__)/.test(code)) {
    return new AppError("invalid-argument", msg("api.notDecompressed"));
  }
  return new AppError("invalid-argument", msg("api.bodyUnreadable"));
}

/**
 * Every refusal, in the language the request asks for (`Accept-Language`,
 * which the web app sends on every call): `Vary` says so to any cache.
 */
const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  const known = error instanceof AppError ? error : fromParserError(error);
  if (!known) {
    // Never a stack trace or a vendor's message to the browser: log it, answer plainly.
    logger.error("unhandled API error", { method: req.method, path: req.path, error });
  }
  const refusal = known ?? new AppError("internal", msg("api.internal"));
  const retryAfter = refusal.retryAfterSeconds;
  errorReplyOf(refusal, languageOfHeader(req.get("Accept-Language"))).then((reply) => {
    res.vary("Accept-Language");
    if (retryAfter !== undefined) res.setHeader("Retry-After", String(retryAfter));
    res.status(statusForCode[refusal.code]).json({ ...reply, ...(retryAfter !== undefined ? { retryAfter } : {}) });
  }, next);
};
