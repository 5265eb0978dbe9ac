import type { NextFunction, Request, Response } from "express";
import { maxBodyBytes } from "../config.ts";

/**
 * The Functions runtime reads and parses every request body before the app
 * sees it (firebase-tools' emulator up to 32 MB, @google-cloud/functions-framework
 * in production up to 1 GB), keeping the bytes in `req.rawBody`; the app's
 * own `express.json()` then finds the body read and steps aside, limit and
 * all. So the app's 64 KB limit is applied here too, to the bytes the runtime
 * kept, with the same answer the parser gives (app.ts's error handler reads
 * the error's `type`). It cannot save the runtime the work of reading a large
 * body (docs/QUALITY.md, "Bad bodies on the deployed runtime"); it keeps the
 * route from taking more than the contract allows.
 */
export function limitRuntimeParsedBody(req: Request, _res: Response, next: NextFunction): void {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (!Buffer.isBuffer(raw) || raw.length <= maxBodyBytes) return next();
  next(Object.assign(new Error("request entity too large"), { type: "entity.too.large", status: 413, expose: true }));
}
