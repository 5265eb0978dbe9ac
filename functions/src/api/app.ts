import express, { type ErrorRequestHandler, type Express } from "express";
import { maxBodyBytes } from "../config.ts";
import { logger } from "../lib/logger.ts";
import { AppError, statusForCode } from "./app-error.ts";
import type { ApiDeps } from "./deps.ts";
import { onlyMethods, requireJson, route } from "./http.ts";
import { authCallbackHandler } from "./routes/auth-callback.ts";
import { billingHandlers } from "./routes/billing.ts";
import { bibleSearchHandler, verseOfTheDayHandler } from "./routes/bible.ts";
import { articleHandlers } from "./routes/articles.ts";
import { circleActions, circleHandlers } from "./routes/circles.ts";
import { contactHandler } from "./routes/contact.ts";
import { dashboardHandler } from "./routes/dashboard.ts";
import { devotionalHandlers } from "./routes/devotionals.ts";
import { familyActions, familyHandlers } from "./routes/family.ts";
import { libraryHandlers } from "./routes/library.ts";
import { prayerActions, prayerHandlers } from "./routes/prayer.ts";
import { quizHandlers } from "./routes/quiz.ts";
import { readingPlanHandlers } from "./routes/reading-plans.ts";
import { referralHandlers } from "./routes/referrals.ts";
import { rootHandler } from "./routes/root.ts";

/**
 * The HTTP API, mounted at `/api` (Hosting rewrites `/api/**` to it). The
 * same app runs as the `api` Cloud Function and as a plain Node server.
 */
export function createApiApp(deps: ApiDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.set("json spaces", 0);

  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  api.use(requireJson);
  // Not strict: `null` or `42` is valid JSON, so the route's schema answers that it must be an object.
  api.use(express.json({ limit: maxBodyBytes, strict: false, type: "application/json" }));

  api.all("/", onlyMethods("POST"), route(rootHandler(deps)));
  api.all("/auth/callback", onlyMethods("POST"), route(authCallbackHandler(deps)));
  api.all("/contact", onlyMethods("POST"), route(contactHandler(deps)));
  api.all("/dashboard", onlyMethods("POST"), route(dashboardHandler(deps)));
  const quiz = quizHandlers(deps);
  for (const action of ["home", "start", "resume", "answer", "finish", "settings"] as const) api.all(`/quiz/${action}`, onlyMethods("POST"), route(quiz[action]));
  const readingPlans = readingPlanHandlers(deps);
  for (const action of ["catalog", "start", "mine", "check", "reschedule", "stop", "calendar"] as const) {
    api.all(`/reading-plans/${action}`, onlyMethods("POST"), route(readingPlans[action]));
  }
  api.all("/reading-plans/calendar.ics", onlyMethods("GET", "HEAD"), readingPlans.calendarFile);
  const billing = billingHandlers(deps);
  api.all("/create-subscription", onlyMethods("POST"), route(billing.createSubscription));
  api.all("/billing/config", onlyMethods("GET", "HEAD"), route(billing.config));
  for (const action of ["status", "cancel", "resume"] as const) api.all(`/billing/${action}`, onlyMethods("POST"), route(billing[action]));
  const articles = articleHandlers(deps);
  for (const action of ["list", "get"] as const) api.all(`/articles/${action}`, onlyMethods("POST"), route(articles[action]));
  const devotionals = devotionalHandlers(deps);
  for (const action of ["today", "get", "paths", "mark", "note"] as const) api.all(`/devotionals/${action}`, onlyMethods("POST"), route(devotionals[action]));
  const family = familyHandlers(deps);
  for (const action of familyActions) api.all(`/family/${action}`, onlyMethods("POST"), route(family[action]));
  const circles = circleHandlers(deps);
  for (const action of circleActions) api.all(`/circles/${action}`, onlyMethods("POST"), route(circles[action]));
  const prayer = prayerHandlers(deps);
  for (const action of prayerActions) api.all(`/prayer/${action}`, onlyMethods("POST"), route(prayer[action]));
  api.all("/referrals/summary", onlyMethods("POST"), route(referralHandlers(deps).summary));
  const library = libraryHandlers(deps);
  for (const action of ["catalog", "chapter"] as const) api.all(`/library/${action}`, onlyMethods("POST"), route(library[action]));
  api.all("/library/pdf", onlyMethods("GET", "HEAD"), library.bookPdf);
  api.all("/library/devotional-pdf", onlyMethods("GET", "HEAD"), library.devotionalPdf);
  api.all("/bible/search", onlyMethods("GET", "HEAD"), route(bibleSearchHandler()));
  api.all("/verse-of-the-day", onlyMethods("GET", "HEAD"), route(verseOfTheDayHandler()));
  api.use((req, _res, next) => next(new AppError("not-found", `There is no API at ${req.method} /api${req.path}.`)));

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
      return new AppError("invalid-argument", "The request body is not valid JSON.");
    case "entity.too.large":
      return new AppError("payload-too-large", `The request body is larger than ${maxBodyBytes / 1024} KB.`);
    case "encoding.unsupported":
      return new AppError("unsupported-media-type", "Send the request body uncompressed, or compressed with gzip, deflate or br.");
    case "charset.unsupported":
      return new AppError("unsupported-media-type", "Send the request body as UTF-8 JSON.");
    case "request.aborted":
      return new AppError("invalid-argument", "The request was cut off before its body arrived.");
    case "request.size.invalid":
      return new AppError("invalid-argument", "The request body's length does not match its Content-Length.");
  }
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  const { code } = error as { code?: unknown };
  if (typeof code === "string" && /^(Z_|ERR__)/.test(code)) {
    return new AppError("invalid-argument", "The request body could not be decompressed as its Content-Encoding says.");
  }
  return new AppError("invalid-argument", "The request body could not be read.");
}

const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const known = error instanceof AppError ? error : fromParserError(error);
  if (known) {
    res.status(statusForCode[known.code]).json({ message: known.message, code: known.code, ...(known.fields ? { fields: known.fields } : {}) });
    return;
  }
  // Never a stack trace or a vendor's message to the browser: log it, answer plainly.
  logger.error("unhandled API error", { method: req.method, path: req.path, error });
  res.status(500).json({ message: "Something went wrong on our side. Please try again in a moment.", code: "internal" });
};
