import type { ApiAreas } from "@berea/contracts/endpoints";
import type { Endpoint, EndpointRequest, EndpointTable, FileReply } from "@berea/contracts/endpoint";
import type { NextFunction, Request, Response, Router } from "express";
import type { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { isServerMessage, msg, type ServerMessage } from "../lib/messages/message.ts";
import { languageOfHeader, sayMessage } from "../lib/messages/reply.ts";
import { attachment } from "../lib/attachment.ts";
import { logger } from "../lib/logger.ts";
import { currentCost, meterCost, type Cost } from "../store/cost-meter.ts";
import type { ApiDeps } from "./deps.ts";
import { onlyMethods } from "./http.ts";
import { parseBody } from "./parse.ts";
import { findCaller, requireCaller, type Caller } from "./session.ts";
import { consumeRateLimit } from "../lib/rate-limit.ts";
import { clientAddress } from "./client-address.ts";
import { endpointLimits, type EndpointLimit } from "./rate-limits.ts";

/** A file the handler made; the mount sets its type and name, then `write` sends it. */
export interface FileAnswer {
  filename: string;
  /** Writes the body (the status and headers are set); a HEAD request gets none. */
  write: (res: Response) => Promise<void>;
}

/** What every handler is given besides the parsed request. */
interface BaseContext {
  req: Request;
  res: Response;
}

/**
 * A public endpoint asks for the session only if it uses one (verifying it
 * costs an Auth lookup); the others get the verified caller.
 */
export type HandlerContext<E extends Endpoint> = BaseContext & (E["access"] extends "public" ? { findCaller: () => Promise<Caller | null> } : { caller: Caller });

/** A reply whose `message` a handler may give as a ServerMessage (`msg(...)`): the mount says it in the request's language. */
type Sayable<T> = T extends { message: string } ? Omit<T, "message"> & { message: string | ServerMessage } : T;

/** What a success answers: the payload's input type (the web parses it with the same schema), or a file. */
export type HandlerResult<E extends Endpoint> = E["reply"] extends z.ZodType ? Sayable<z.input<E["reply"]>> : E["reply"] extends FileReply ? FileAnswer : never;

/** Parse, call one domain function, answer: the request is parsed and the caller checked before this runs. */
export type Handler<E extends Endpoint> = (request: EndpointRequest<E>, context: HandlerContext<E>) => Promise<HandlerResult<E>>;

export type AreaHandlers<T extends EndpointTable> = { [K in keyof T]: Handler<T[K]> };

/**
 * An area's endpoints and the factory of their handlers: the table gives each
 * handler its type, so a missing one does not compile.
 */
export interface AreaModule<A extends keyof ApiAreas> {
  endpoints: ApiAreas[A];
  handlers: (deps: ApiDeps) => AreaHandlers<ApiAreas[A]>;
}

/** Every area, imported on its first call (area-modules.ts). */
export type ApiAreaModules = { [A in keyof ApiAreas]: () => Promise<AreaModule<A>> };

/**
 * An endpoint's address and where it is declared: what routing a request
 * needs, without the endpoint's schemas (api-routes.ts).
 */
export interface ApiRoute {
  area: keyof ApiAreas;
  action: string;
  method: Endpoint["method"];
  path: Endpoint["path"];
  subject?: string;
}

/** A handler with its types erased, for the one loop that mounts them all. */
type MountedHandler = (request: never, context: BaseContext & { caller?: Caller; findCaller?: () => Promise<Caller | null> }) => Promise<unknown>;

interface Mounted {
  endpoint: Endpoint;
  handler: MountedHandler;
}

const costHeader = (cost: Cost) => `reads=${cost.reads}, writes=${cost.writes}`;

const subjectOf = (body: unknown): unknown => (typeof body === "object" && body !== null ? (body as { subject?: unknown }).subject : undefined);

/** Moderators' endpoints: the session's admin claim, confirmed against the account's current claims on every call (session.ts). */
const notAModerator = () => new AppError("permission-denied", msg("api.moderatorsOnly"));

/**
 * Mounts every endpoint of `routes` on the router: the methods it accepts, the
 * parse of its body or query, the session it needs, then its handler, metered
 * for database cost. Endpoints that share an address (the spec's `POST /api/`)
 * are told apart by the body's `subject`.
 */
export function mountEndpoints(router: Router, deps: ApiDeps, routes: readonly ApiRoute[], areas: ApiAreaModules): void {
  const endpointOf = areaLoader(deps, areas);
  const byAddress = new Map<string, ApiRoute[]>();
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    byAddress.set(key, [...(byAddress.get(key) ?? []), route]);
  }
  for (const [key, mounted] of byAddress) {
    const [method, path] = key.split(" ") as [string, string];
    const methods = method === "GET" ? ["GET", "HEAD"] : [method];
    router.all(path, onlyMethods(...methods), answer(deps, mounted, endpointOf));
  }
}

/**
 * An area's contracts and handlers are imported on its first call and kept
 * for the app's life, so a cold start builds the schemas and loads the code
 * of the area it serves, not all of them.
 */
function areaLoader(deps: ApiDeps, areas: ApiAreaModules): (route: ApiRoute) => Promise<Mounted> {
  const loaded = new Map<keyof ApiAreas, Promise<ReadonlyMap<string, Mounted>>>();
  const load = async (area: keyof ApiAreas): Promise<ReadonlyMap<string, Mounted>> => {
    const module = await areas[area]();
    const table: EndpointTable = module.endpoints;
    const areaHandlers = module.handlers(deps) as Record<string, MountedHandler>; // each area's handlers are typed against its own table by ApiAreaModules
    return new Map(
      Object.entries(table).map(([action, declared]) => {
        const handler = areaHandlers[action];
        if (!handler) throw new Error(`No handler for ${declared.method} /api${declared.path} (${String(area)}.${action}).`);
        return [action, { endpoint: declared, handler }];
      }),
    );
  };
  return async (route) => {
    let area = loaded.get(route.area);
    if (!area) {
      area = load(route.area);
      loaded.set(route.area, area);
      // A failed import is tried again by the next call instead of failing every call after it.
      area.catch(() => loaded.delete(route.area));
    }
    const mounted = (await area).get(route.action);
    if (!mounted) throw new Error(`The ${String(route.area)} area declares no ${route.action} (${route.method} /api${route.path}).`);
    return mounted;
  };
}

function pick(routes: ApiRoute[], req: Request): ApiRoute {
  const [only] = routes;
  if (routes.length === 1 && only && !only.subject) return only;
  const subjects = routes.map((route) => route.subject);
  const subject = subjectOf(req.body);
  const chosen = routes.find((route) => route.subject === subject);
  if (!chosen) throw new AppError("invalid-argument", msg("api.unknownSubject", { subjects: subjects.join(", ") }), { subject: msg("api.unknownSubjectField") });
  return chosen;
}

function answer(deps: ApiDeps, routes: ApiRoute[], endpointOf: (route: ApiRoute) => Promise<Mounted>) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const route = pick(routes, req);
      const { endpoint: declared, handler } = await endpointOf(route);
      const { result, cost } = await meterCost(async () => {
        const request = parseBody(declared.request, declared.method === "GET" ? req.query : req.body);
        const context = await contextFor(deps, declared, req, res);
        const limit = endpointLimits[routeName(route) as keyof typeof endpointLimits];
        if (limit) await spendAllowance(deps, limit, req, context);
        return handler(request as never, context); // parsed by this endpoint's own schema, as its handler's type says
      });
      res.setHeader("X-Store-Cost", costHeader(cost));
      if ("file" in declared.reply) {
        await sendFile(declared.reply, result as FileAnswer, req, res); // a file endpoint's handler answers a FileAnswer
        return;
      }
      const payload = await saidIn(result, req, res);
      res.status(200).json({ payload: deps.checkReplies ? checkedReply(declared.reply, payload, req) : payload });
    } catch (error) {
      const cost = currentCost();
      if (cost && !res.headersSent) res.setHeader("X-Store-Cost", costHeader(cost));
      next(error);
    }
  };
}

/**
 * The reply with its `message` said in the request's language (`Accept-Language`, as the refusals are) when the
 * handler gave it as a ServerMessage; `Vary` then tells any cache. A plain string is sent as it is.
 */
async function saidIn(result: unknown, req: Request, res: Response): Promise<unknown> {
  if (typeof result !== "object" || result === null || !("message" in result) || !isServerMessage(result.message)) return result;
  res.vary("Accept-Language");
  return { ...result, message: await sayMessage(result.message, languageOfHeader(req.get("Accept-Language"))) };
}

/** The route's name as the endpoint table spells it (`POST /api/ register`). */
const routeName = (route: ApiRoute): string => `${route.method} /api${route.path}${route.subject ? ` ${route.subject}` : ""}`;

/**
 * Spends one of the caller's allowance for a limited endpoint (rate-limits.ts),
 * or answers 429. Its read and write are metered apart, so `X-Store-Cost`
 * stays the endpoint's own cost (the limit adds 1 read and 1 write).
 */
async function spendAllowance(deps: ApiDeps, declared: EndpointLimit, req: Request, context: { caller?: Caller; findCaller?: () => Promise<Caller | null> }): Promise<void> {
  const caller = context.caller ?? (declared.key === "user-or-client" && context.findCaller ? await context.findCaller() : null);
  const key = caller && declared.key !== "client" ? `user:${caller.uid}` : `client:${clientAddress(req, deps.trustedProxyHops ?? 0)}`;
  await meterCost(() => consumeRateLimit(deps.store, declared.limit, key, deps.now(), declared.message));
}

async function contextFor(deps: ApiDeps, declared: Endpoint, req: Request, res: Response) {
  if (declared.access === "public") {
    // Asked at most once per request: the rate limit and the handler may both want the caller.
    let found: Promise<Caller | null> | undefined;
    return { req, res, findCaller: () => (found ??= findCaller(deps.auth, req)) };
  }
  const caller = await requireCaller(deps.auth, req);
  if (declared.access === "admin" && !caller.admin) throw notAModerator();
  return { req, res, caller };
}

async function sendFile(reply: FileReply, file: FileAnswer, req: Request, res: Response): Promise<void> {
  res.status(200);
  res.setHeader("Content-Type", reply.file === "text/calendar" ? "text/calendar; charset=utf-8" : reply.file);
  res.setHeader("Content-Disposition", attachment(file.filename));
  res.setHeader("Cache-Control", "private, no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  await file.write(res);
}

/**
 * Tests ask the server to hold every reply to its endpoint's schema, so a
 * reply the web app could not parse fails there, not in a person's browser.
 */
function checkedReply(schema: z.ZodType, payload: unknown, req: Request): unknown {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return payload;
  logger.error("reply does not match its contract", { method: req.method, path: req.path, issues: parsed.error.issues });
  throw new Error(`The reply of ${req.method} ${req.path} does not match its contract: ${JSON.stringify(parsed.error.issues).slice(0, 500)}`);
}
