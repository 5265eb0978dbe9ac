import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { advanceClock } from "./advance-clock.ts";
import { createBalanceTransaction, listBalanceTransactions, retrieveBalanceTransaction } from "./balance-transactions.ts";
import { failNextPayments } from "./charges.ts";
import { createCustomer, listCustomers, retrieveCustomer, searchCustomers, updateCustomer } from "./customers.ts";
import { WebhookDeliverer, type Delivery, type ReleaseOrder } from "./deliveries.ts";
import { listEvents, retrieveEvent, type EmittedEventType } from "./events.ts";
import { render } from "./expand.ts";
import { listInvoices, payInvoice, recoverPayment, retrieveInvoice } from "./invoices.ts";
import { API_VERSION, newId, type PriceSeed } from "./model.ts";
import { invalidRequest, Params, parseForm, StripeApiError, type ApiErrorBody, type Auth } from "./params.ts";
import { attachPaymentMethod, detachPaymentMethod, listPaymentMethods, retrievePaymentMethod } from "./payment-methods.ts";
import { addPrice, listPrices, retrievePrice } from "./prices.ts";
import { confirmSetupIntent, createSetupIntent, listSetupIntents, retrieveSetupIntent } from "./setup-intents.ts";
import { StandInState } from "./state.ts";
import { cancelSubscription } from "./subscription-cancellation.ts";
import { updateSubscription } from "./subscription-updates.ts";
import { createSubscription, listSubscriptions, retrieveSubscription } from "./subscriptions.ts";
import { stripeJsSource } from "./stripe-js.ts";

/**
 * A small, stateful local stand-in for the Stripe API endpoints Berea calls,
 * answering in the shapes of the installed `stripe` SDK's API version, for
 * tests and for `npm start` without Stripe keys (DESIGN.md item 7). It also
 * serves a stand-in Stripe.js at `/v3/` and signs and delivers webhook
 * events to one endpoint. See README.md in this folder.
 */

export type { Delivery, ReleaseOrder } from "./deliveries.ts";
export type { EmittedEventType } from "./events.ts";
export type { PriceSeed } from "./model.ts";
export { TEST_CARDS, TEST_TOKENS } from "./model.ts";

export interface StripeStandInOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Where to POST webhook events; can be set later with `setWebhookUrl`. */
  webhookUrl?: string;
  /** The endpoint's signing secret (`whsec_...`) the receiver verifies with. */
  webhookSecret: string;
  /** The prices the stand-in knows (`GET /v1/prices`, subscription items). */
  prices: PriceSeed[];
  /** Event types sent to the webhook endpoint, as an endpoint's `enabled_events`; all by default. Every event is still recorded. */
  enabledEvents?: readonly string[];
  /** Delivery attempts per event, the first included (default 4). */
  maxDeliveryAttempts?: number;
  /** Delay before the first retry, doubled for each further one (default 250 ms). */
  retryDelayMs?: number;
  /** Per-delivery timeout (default 10 s). */
  deliveryTimeoutMs?: number;
  /** Where to report failed deliveries and server errors (default: nowhere). */
  log?: (line: string) => void;
}

export interface StripeStandIn {
  /** The base URL, e.g. `http://127.0.0.1:12111`. */
  url: string;
  host: string;
  port: number;
  /** The stand-in Stripe.js: `${url}/v3/`. */
  stripeJsUrl: string;
  /** The options for `new Stripe(key, ...)` that point the SDK here. */
  sdkConfig: { host: string; port: number; protocol: "http" };
  webhookSecret: string;
  webhookUrl(): string | undefined;
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
  /** The stand-in's clock (unix seconds). */
  now(): number;
  /** Moves the clock forward and carries out what falls due (trial ends, renewals, cancellations); returns the events that caused. */
  advanceClock(seconds: number): Stripe.Event[];
  /** Every recorded event, oldest first. */
  events(type?: EmittedEventType): Stripe.Event[];
  event(id: string): Stripe.Event | undefined;
  /** Every delivery attempt so far, oldest first. */
  deliveries(): Delivery[];
  /** Resolves once no delivery is queued or under way (held events do not count). */
  waitForDeliveries(): Promise<void>;
  /** Keeps new events instead of delivering them, until `releaseDeliveries`. */
  holdDeliveries(): void;
  /** Delivers the held events one after another in the given order. */
  releaseDeliveries(order?: ReleaseOrder): Promise<Delivery[]>;
  /** Delivers these events one after another in exactly this order. */
  deliverEvents(eventIds: string[]): Promise<Delivery[]>;
  /** Delivers an event again (same id and payload, fresh signature), `times` times, in sequence or all at once. */
  redeliver(eventId: string, times?: number, concurrent?: boolean): Promise<Delivery[]>;
  /** The customer's next `count` payment attempts fail with a card decline. */
  failNextPayment(customerId: string, count?: number): void;
  /** The customer's cards work again; their open invoices are paid now. */
  recoverPayment(customerId: string): Stripe.Event[];
  /** Forgets every object, event and delivery; keeps the prices; the clock returns to real time. */
  reset(): Promise<void>;
  /** Adds a price at run time. */
  addPrice(seed: PriceSeed): Stripe.Price;
  /** Direct, read-only views of the state, for assertions. */
  state: {
    customer(id: string): Stripe.Customer | undefined;
    subscription(id: string): Stripe.Subscription | undefined;
    setupIntent(id: string): Stripe.SetupIntent | undefined;
    paymentMethod(id: string): Stripe.PaymentMethod | undefined;
    invoice(id: string): Stripe.Invoice | undefined;
    subscriptions(): Stripe.Subscription[];
  };
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Context {
  method: string;
  path: string;
  match: string[];
  params: Params;
  auth: Auth;
  expand: string[];
}

type AuthLevel = "secret" | "publishable";

interface Route {
  method: "GET" | "POST" | "DELETE";
  /** Stripe's path, with `:id` for ids. */
  template: string;
  pattern: RegExp;
  /** The least-privileged key that may call it. */
  auth: AuthLevel;
  handle: (ctx: Context) => object;
}

const MAX_BODY = 1024 * 1024;
const DEFAULT_PORT = 12111;
export { DEFAULT_PORT as STRIPE_STAND_IN_DEFAULT_PORT };

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const log = options.log ?? (() => undefined);
  const signer = new Stripe("sk_test_stand_in_signer");
  const enabled = options.enabledEvents ? new Set(options.enabledEvents) : undefined;
  const deliverer = new WebhookDeliverer({
    url: options.webhookUrl,
    sign: (payload) => signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
    maxAttempts: options.maxDeliveryAttempts ?? 4,
    retryDelayMs: options.retryDelayMs ?? 250,
    timeoutMs: options.deliveryTimeoutMs ?? 10_000,
    onAccepted: (event) => {
      event.pending_webhooks = Math.max(0, event.pending_webhooks - 1);
    },
    log,
  });
  const state = new StandInState((event, orderKey) => {
    if (!deliverer.url || (enabled && !enabled.has(event.type) && !enabled.has("*"))) return;
    event.pending_webhooks = 1;
    deliverer.enqueue(event, orderKey);
  });
  for (const seed of options.prices) addPrice(state, seed);

  const routes = apiRoutes(state);
  const idempotency = new Map<string, { fingerprint: string; reply: Reply; requestId: string }>();

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`stripe stand-in: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!res.headersSent) send(res, { status: 500, body: { error: { type: "api_error", message: "The Stripe stand-in failed; see its log." } } });
      else res.end();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://stand-in");
    const path = url.pathname;
    res.setHeader("Access-Control-Allow-Origin", "*");
    if (method === "OPTIONS") {
      res.writeHead(204, {
        "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
        "Access-Control-Allow-Headers": "Authorization, Content-Type, Stripe-Version, Stripe-Account, Idempotency-Key",
        "Access-Control-Max-Age": "600",
      });
      res.end();
      return;
    }
    if (method === "GET" && (/^\/v3\/?$/.test(path) || /^\/[a-z0-9]+\/stripe\.js$/.test(path))) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      res.end(stripeJsSource());
      return;
    }
    const body = await readBody(req);
    if (path === "/_stand-in" || path.startsWith("/_stand-in/")) {
      send(res, await control(method, path, url, body, req.headers["content-type"]));
      return;
    }
    send(res, api(method, path, url, body, req));
  }

  function api(method: string, path: string, url: URL, body: string, req: IncomingMessage): Reply {
    const requestId = newId("req", 14);
    const headers: Record<string, string> = { "Request-Id": requestId, "Stripe-Version": API_VERSION };
    try {
      const params = new Params({ ...parseForm(url.search.slice(1)), ...parseForm(body) });
      params.accept("key");
      const auth = authenticate(req.headers.authorization, params);
      const candidates = routes.filter((route) => route.pattern.test(path));
      const route = candidates.find((candidate) => candidate.method === method);
      if (!route) {
        throw invalidRequest(
          `Unrecognized request URL (${method}: ${path}). The Stripe stand-in implements: ${routes.map((r) => `${r.method} ${r.template}`).join(", ")}.`,
          undefined,
          undefined,
          404,
        );
      }
      if (route.auth === "secret" && auth.kind !== "secret") {
        throw new StripeApiError(401, {
          type: "invalid_request_error",
          message: "This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.",
        });
      }
      const idempotencyKey = method === "POST" ? headerValue(req.headers["idempotency-key"]) : undefined;
      if (idempotencyKey !== undefined) {
        if (idempotencyKey.length > 255) throw invalidRequest("Idempotency keys can be at most 255 characters long.", undefined, undefined);
        const stored = idempotency.get(`${auth.key}\u0000${idempotencyKey}`);
        const fingerprint = `${method} ${path} ${body}`;
        if (stored) {
          if (stored.fingerprint !== fingerprint) {
            throw new StripeApiError(400, {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            });
          }
          return { ...stored.reply, headers: { ...stored.reply.headers, "Idempotent-Replayed": "true", "Original-Request": stored.requestId } };
        }
        headers["Idempotency-Key"] = idempotencyKey;
      }
      const match = path.match(route.pattern)?.slice(1) ?? [];
      const expand = params.expand();
      let reply: Reply;
      try {
        const result = state.withRequest({ id: requestId, idempotencyKey: idempotencyKey ?? null }, () => {
          const value = route.handle({ method, path, match, params, auth, expand });
          params.rejectUnknown();
          return value;
        });
        reply = { status: 200, body: render(state, result, expand), headers };
      } catch (error) {
        if (!(error instanceof StripeApiError) || !error.storeForIdempotency) throw error;
        reply = { status: error.status, body: errorBody(error.body, requestId), headers };
      }
      if (idempotencyKey !== undefined) idempotency.set(`${auth.key}\u0000${idempotencyKey}`, { fingerprint: `${method} ${path} ${body}`, reply, requestId });
      return reply;
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: errorBody(error.body, requestId), headers };
      throw error;
    }
  }

  async function control(method: string, path: string, url: URL, body: string, contentType: string | undefined): Promise<Reply> {
    const route = `${method} ${path.replace(/\/$/, "")}`;
    let input: Record<string, unknown> = {};
    const text = (name: string) => {
      const value = input[name];
      return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
    };
    const number = (name: string) => {
      const value = text(name);
      return value === undefined || value === "" ? undefined : Number(value);
    };
    const bool = (name: string) => text(name) === "true" || input[name] === true;
    const requireText = (name: string) => {
      const value = text(name);
      if (!value) throw invalidRequest(`Missing ${name}.`, name);
      return value;
    };
    const orderOf = (value: string | undefined): ReleaseOrder => (value === "reverse" || value === "shuffle" ? value : "fifo");
    try {
      input = readControlInput(url, body, contentType);
      switch (route) {
        case "GET /_stand-in":
          return ok({
            now: state.now(),
            webhookUrl: deliverer.url ?? null,
            holdingDeliveries: deliverer.isHolding,
            counts: {
              customers: state.customers.size,
              subscriptions: state.subscriptions.size,
              invoices: state.invoices.size,
              events: state.events.length,
              deliveries: deliverer.deliveries.length,
            },
            endpoints: [
              "GET  /_stand-in/clock",
              "POST /_stand-in/advance-clock {seconds | days}",
              "POST /_stand-in/webhook {url}",
              "GET  /_stand-in/events",
              "GET  /_stand-in/deliveries [?eventId=]",
              "POST /_stand-in/wait-for-deliveries",
              "POST /_stand-in/redeliver {eventId, times?, concurrent?}",
              "POST /_stand-in/hold-deliveries",
              "POST /_stand-in/release-deliveries {order?: fifo|reverse|shuffle}",
              "POST /_stand-in/deliver-out-of-order {eventIds?}",
              "POST /_stand-in/fail-next-payment {customer, count?}",
              "POST /_stand-in/recover-payment {customer}",
              "POST /_stand-in/reset",
            ],
          });
        case "GET /_stand-in/clock":
          return ok({ now: state.now() });
        case "POST /_stand-in/advance-clock": {
          const seconds = (number("seconds") ?? 0) + (number("days") ?? 0) * 86_400;
          const events = advanceClock(state, seconds);
          return ok({ now: state.now(), events: events.map(summary) });
        }
        case "POST /_stand-in/webhook":
          deliverer.url = text("url") || undefined;
          return ok({ webhookUrl: deliverer.url ?? null });
        case "GET /_stand-in/events":
          return ok({ data: state.events });
        case "GET /_stand-in/deliveries": {
          const eventId = url.searchParams.get("eventId");
          return ok({ data: deliverer.deliveries.filter((delivery) => !eventId || delivery.eventId === eventId) });
        }
        case "POST /_stand-in/wait-for-deliveries":
          await deliverer.idle();
          return ok({ data: deliverer.deliveries });
        case "POST /_stand-in/redeliver": {
          const event = retrieveEvent(state, requireText("eventId"));
          return ok({ data: await deliverer.redeliver(event, number("times") ?? 1, bool("concurrent")) });
        }
        case "POST /_stand-in/hold-deliveries":
          deliverer.hold();
          return ok({ holding: true });
        case "POST /_stand-in/release-deliveries":
          return ok({ data: await deliverer.release(orderOf(text("order"))) });
        case "POST /_stand-in/deliver-out-of-order": {
          const ids = Array.isArray(input.eventIds) ? input.eventIds.filter((id): id is string => typeof id === "string") : [];
          if (ids.length === 0) return ok({ data: await deliverer.release("reverse") });
          return ok({ data: await deliverer.deliverSequentially(ids.map((id) => retrieveEvent(state, id))) });
        }
        case "POST /_stand-in/fail-next-payment":
          failNextPayments(state, requireText("customer"), number("count") ?? 1);
          return ok({ customer: requireText("customer") });
        case "POST /_stand-in/recover-payment":
          return ok({ events: recoverPayment(state, requireText("customer")).map(summary) });
        case "POST /_stand-in/reset":
          await reset();
          return ok({ reset: true });
        default:
          return { status: 404, body: { error: { type: "invalid_request_error", message: `Unknown stand-in control endpoint ${route}; GET /_stand-in lists them.` } } };
      }
    } catch (error) {
      if (error instanceof StripeApiError) return { status: error.status, body: { error: error.body } };
      throw error;
    }
  }

  async function reset(): Promise<void> {
    await deliverer.idle();
    state.reset();
    deliverer.deliveries.length = 0;
    idempotency.clear();
  }

  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port; // listening on TCP, so address() is an AddressInfo
  const baseUrl = `http://${host}:${port}`;

  return {
    url: baseUrl,
    host,
    port,
    stripeJsUrl: `${baseUrl}/v3/`,
    sdkConfig: { host, port, protocol: "http" },
    webhookSecret: options.webhookSecret,
    webhookUrl: () => deliverer.url,
    setWebhookUrl: (url) => {
      deliverer.url = url;
    },
    close: async () => {
      deliverer.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    now: () => state.now(),
    advanceClock: (seconds) => advanceClock(state, seconds),
    events: (type) => (type ? state.events.filter((event) => event.type === type) : [...state.events]),
    event: (id) => state.events.find((event) => event.id === id),
    deliveries: () => [...deliverer.deliveries],
    waitForDeliveries: () => deliverer.idle(),
    holdDeliveries: () => deliverer.hold(),
    releaseDeliveries: (order) => deliverer.release(order),
    deliverEvents: (eventIds) => deliverer.deliverSequentially(eventIds.map((id) => retrieveEvent(state, id))),
    redeliver: (eventId, times = 1, concurrent = false) => deliverer.redeliver(retrieveEvent(state, eventId), times, concurrent),
    failNextPayment: (customerId, count = 1) => failNextPayments(state, customerId, count),
    recoverPayment: (customerId) => recoverPayment(state, customerId),
    reset,
    addPrice: (seed) => addPrice(state, seed),
    state: {
      customer: (id) => state.customers.get(id),
      subscription: (id) => state.subscriptions.get(id),
      setupIntent: (id) => state.setupIntents.get(id),
      paymentMethod: (id) => state.paymentMethods.get(id),
      invoice: (id) => state.invoices.get(id),
      subscriptions: () => [...state.subscriptions.values()],
    },
  };
}

/** The endpoints, in Stripe's paths. `([^/]+)` captures an id. */
function apiRoutes(state: StandInState): Route[] {
  const id = "([^/]+)";
  const route = (method: Route["method"], path: string, handle: Route["handle"], auth: AuthLevel = "secret"): Route => ({
    method,
    template: path,
    pattern: new RegExp(`^${path.replaceAll(":id", id)}$`),
    auth,
    handle,
  });
  const at = (ctx: Context, index: number) => decodeURIComponent(ctx.match[index] ?? "");
  return [
    route("POST", "/v1/customers", (ctx) => createCustomer(state, ctx.params)),
    route("GET", "/v1/customers", (ctx) => listCustomers(state, ctx.params)),
    route("GET", "/v1/customers/search", (ctx) => searchCustomers(state, ctx.params)),
    route("GET", "/v1/customers/:id", (ctx) => retrieveCustomer(state, at(ctx, 0))),
    route("POST", "/v1/customers/:id", (ctx) => updateCustomer(state, at(ctx, 0), ctx.params)),
    route("POST", "/v1/customers/:id/balance_transactions", (ctx) => createBalanceTransaction(state, at(ctx, 0), ctx.params)),
    route("GET", "/v1/customers/:id/balance_transactions", (ctx) => listBalanceTransactions(state, at(ctx, 0), ctx.params)),
    route("GET", "/v1/customers/:id/balance_transactions/:id", (ctx) => retrieveBalanceTransaction(state, at(ctx, 0), at(ctx, 1))),
    route("GET", "/v1/customers/:id/payment_methods", (ctx) => listPaymentMethods(state, ctx.params, at(ctx, 0))),
    route("GET", "/v1/payment_methods", (ctx) => listPaymentMethods(state, ctx.params)),
    route("GET", "/v1/payment_methods/:id", (ctx) => retrievePaymentMethod(state, at(ctx, 0))),
    route("POST", "/v1/payment_methods/:id/attach", (ctx) => attachPaymentMethod(state, at(ctx, 0), ctx.params)),
    route("POST", "/v1/payment_methods/:id/detach", (ctx) => detachPaymentMethod(state, at(ctx, 0), ctx.params)),
    route("POST", "/v1/setup_intents", (ctx) => createSetupIntent(state, ctx.params)),
    route("GET", "/v1/setup_intents", (ctx) => listSetupIntents(state, ctx.params)),
    route("GET", "/v1/setup_intents/:id", (ctx) => retrieveSetupIntent(state, at(ctx, 0), ctx.params, ctx.auth), "publishable"),
    route("POST", "/v1/setup_intents/:id/confirm", (ctx) => confirmSetupIntent(state, at(ctx, 0), ctx.params, ctx.auth), "publishable"),
    route("GET", "/v1/prices", (ctx) => listPrices(state, ctx.params)),
    route("GET", "/v1/prices/:id", (ctx) => retrievePrice(state, at(ctx, 0))),
    route("POST", "/v1/subscriptions", (ctx) => createSubscription(state, ctx.params)),
    route("GET", "/v1/subscriptions", (ctx) => listSubscriptions(state, ctx.params)),
    route("GET", "/v1/subscriptions/:id", (ctx) => retrieveSubscription(state, at(ctx, 0))),
    route("POST", "/v1/subscriptions/:id", (ctx) => updateSubscription(state, at(ctx, 0), ctx.params)),
    route("DELETE", "/v1/subscriptions/:id", (ctx) => cancelSubscription(state, at(ctx, 0), ctx.params)),
    route("GET", "/v1/invoices", (ctx) => listInvoices(state, ctx.params)),
    route("GET", "/v1/invoices/:id", (ctx) => retrieveInvoice(state, at(ctx, 0))),
    route("POST", "/v1/invoices/:id/pay", (ctx) => payInvoice(state, at(ctx, 0), ctx.params)),
    route("GET", "/v1/events", (ctx) => listEvents(state, ctx.params)),
    route("GET", "/v1/events/:id", (ctx) => retrieveEvent(state, at(ctx, 0))),
  ];
}

/**
 * The caller's key: `Authorization: Bearer <key>` (or Basic with the key as
 * user name), or the `key` parameter Stripe.js sends. Test-mode keys only.
 */
function authenticate(header: string | undefined, params: Params): Auth {
  let key: string | undefined;
  if (header?.startsWith("Bearer ")) key = header.slice(7).trim();
  else if (header?.startsWith("Basic ")) key = Buffer.from(header.slice(6), "base64").toString("utf8").split(":")[0];
  const fromParams = params.raw.key;
  if (!key && typeof fromParams === "string") key = fromParams;
  if (!key) {
    throw new StripeApiError(401, {
      type: "invalid_request_error",
      message:
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://docs.stripe.com/api#authentication for details, or we can help at https://support.stripe.com/.",
    });
  }
  const redacted = `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
  if (/^(sk|rk)_test_\w+/.test(key)) return { key, kind: "secret" };
  if (/^pk_test_\w+/.test(key)) return { key, kind: "publishable" };
  if (/^(sk|rk|pk)_live_/.test(key)) {
    throw new StripeApiError(401, { type: "invalid_request_error", message: `The Stripe stand-in takes test-mode keys only; got a live key ${redacted}.` });
  }
  throw new StripeApiError(401, { type: "invalid_request_error", message: `Invalid API Key provided: ${redacted}` });
}

function errorBody(error: ApiErrorBody, requestId: string): { error: ApiErrorBody } {
  return { error: { ...error, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } };
}

function send(res: ServerResponse, reply: Reply): void {
  const text = JSON.stringify(reply.body, null, 2);
  res.writeHead(reply.status, {
    ...reply.headers,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(text)),
    "Cache-Control": "no-cache, no-store",
  });
  res.end(text);
}

function ok(body: unknown): Reply {
  return { status: 200, body };
}

function summary(event: Stripe.Event): { id: string; type: string; created: number } {
  return { id: event.id, type: event.type, created: event.created };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY) throw new Error("request body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Control endpoints take JSON, a form body or query parameters. */
function readControlInput(url: URL, body: string, contentType: string | undefined): Record<string, unknown> {
  const input: Record<string, unknown> = Object.fromEntries(url.searchParams);
  if (!body.trim()) return input;
  if (contentType?.includes("json") || body.trimStart().startsWith("{")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw invalidRequest(`The body is not valid JSON: ${body.slice(0, 80)}`);
    }
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) return { ...input, ...parsed };
    return input;
  }
  return { ...input, ...parseForm(body) };
}
