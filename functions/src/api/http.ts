import type { NextFunction, Request, Response } from "express";
import { currentCost, meterCost } from "../store/cost-meter.ts";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";

/**
 * Wraps a handler that returns a payload: meters its database cost into the
 * `X-Store-Cost` header (for benchmarks and tests) and replies `{ payload }`.
 */
export function route(handler: (req: Request, res: Response) => Promise<unknown>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const { result, cost } = await meterCost(() => handler(req, res));
      res.setHeader("X-Store-Cost", `reads=${cost.reads}, writes=${cost.writes}`);
      res.status(200).json({ payload: result });
    } catch (error) {
      const cost = currentCost();
      if (cost) res.setHeader("X-Store-Cost", `reads=${cost.reads}, writes=${cost.writes}`);
      next(error);
    }
  };
}

/** Answers 405 with an Allow header for every method but the given ones. */
export function onlyMethods(...methods: string[]) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (methods.includes(req.method)) return next();
    res.setHeader("Allow", methods.join(", "));
    next(new AppError("method-not-allowed", msg("api.methodNotAllowed", { methods: methods.join(" or ") })));
  };
}

/** Refuses bodies that are not JSON before they are parsed. */
export function requireJson(req: Request, _res: Response, next: NextFunction): void {
  if (req.method !== "POST") return next();
  if (!req.is("application/json")) {
    return next(new AppError("unsupported-media-type", msg("api.sendJson")));
  }
  next();
}
