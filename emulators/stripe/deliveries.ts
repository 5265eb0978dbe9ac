import type Stripe from "stripe";
import { newId } from "./model.ts";

/**
 * Webhook delivery for the Stripe stand-in: signed POSTs of recorded events
 * to one endpoint, asynchronous (never inside the API request that caused
 * them), retried with backoff on a non-2xx reply or a network error, and in
 * order per customer (so per object too): a customer's next event waits
 * until the previous one was accepted or ran out of attempts. Tests can hold
 * deliveries and release them in another order, deliver chosen events in a
 * chosen order, or deliver an event again.
 */

export type DeliveryReason = "automatic" | "retry" | "redelivery" | "released" | "manual";

export interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  /** The id of the event's `data.object`. */
  objectId: string;
  url: string;
  attempt: number;
  reason: DeliveryReason;
  /** The endpoint's HTTP status, or null when the request failed. */
  status: number | null;
  ok: boolean;
  error: string | null;
  /** The start of the endpoint's reply body (at most 2,000 characters). */
  responseBody: string;
  startedAt: string;
  durationMs: number;
}

export type ReleaseOrder = "fifo" | "reverse" | "shuffle";

export interface DelivererOptions {
  url: string | undefined;
  /** Signs a payload: the value of the `Stripe-Signature` header. */
  sign: (payload: string) => string;
  maxAttempts: number;
  retryDelayMs: number;
  timeoutMs: number;
  /** Called once an event was accepted by the endpoint. */
  onAccepted: (event: Stripe.Event) => void;
  log: (line: string) => void;
}

interface Queued {
  event: Stripe.Event;
  orderKey: string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class WebhookDeliverer {
  readonly deliveries: Delivery[] = [];
  private readonly chains = new Map<string, Promise<void>>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private held: Queued[] = [];
  private holding = false;
  private closed = false;
  private readonly abort = new AbortController();

  constructor(private readonly options: DelivererOptions) {}

  get url(): string | undefined {
    return this.options.url;
  }

  set url(url: string | undefined) {
    this.options.url = url;
  }

  get isHolding(): boolean {
    return this.holding;
  }

  get heldEvents(): Stripe.Event[] {
    return this.held.map((entry) => entry.event);
  }

  /** Queues an event for delivery after the current request has answered. */
  enqueue(event: Stripe.Event, orderKey: string): void {
    if (this.closed || !this.options.url) return;
    if (this.holding) {
      this.held.push({ event, orderKey });
      return;
    }
    const previous = this.chains.get(orderKey) ?? Promise.resolve();
    const next = previous.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => this.deliverWithRetries(event, "automatic").then(() => undefined));
    this.chains.set(orderKey, next);
    this.track(next);
    void next.finally(() => {
      if (this.chains.get(orderKey) === next) this.chains.delete(orderKey);
    });
  }

  /** From now on keep events instead of delivering them, until {@link release}. */
  hold(): void {
    this.holding = true;
  }

  /** Stops holding and delivers the held events one after another in the given order. */
  async release(order: ReleaseOrder = "fifo"): Promise<Delivery[]> {
    this.holding = false;
    const entries = this.held;
    this.held = [];
    if (order === "reverse") entries.reverse();
    if (order === "shuffle") {
      for (let i = entries.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        const swap = entries[i];
        const other = entries[j];
        if (swap && other) {
          entries[i] = other;
          entries[j] = swap;
        }
      }
    }
    return this.deliverSequentially(
      entries.map((entry) => entry.event),
      "released",
    );
  }

  /** Delivers the given events one after another, in exactly this order (each with retries). */
  deliverSequentially(events: Stripe.Event[], reason: DeliveryReason = "manual"): Promise<Delivery[]> {
    const run = (async () => {
      const out: Delivery[] = [];
      for (const event of events) out.push(await this.deliverWithRetries(event, reason));
      return out;
    })();
    this.track(run);
    return run;
  }

  /** Delivers an event again, `times` times, one after another or all at once. One attempt each, no retries. */
  redeliver(event: Stripe.Event, times = 1, concurrent = false): Promise<Delivery[]> {
    const run = concurrent
      ? Promise.all(Array.from({ length: times }, () => this.attempt(event, 1, "redelivery")))
      : (async () => {
          const out: Delivery[] = [];
          for (let i = 0; i < times; i++) out.push(await this.attempt(event, 1, "redelivery"));
          return out;
        })();
    this.track(run);
    return run;
  }

  /** Resolves once nothing is queued or being delivered (held events do not count). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  close(): void {
    this.closed = true;
    this.held = [];
    this.abort.abort();
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise);
    const untrack = () => this.inFlight.delete(promise);
    promise.then(untrack, untrack);
  }

  private async deliverWithRetries(event: Stripe.Event, reason: DeliveryReason): Promise<Delivery> {
    let delivery = await this.attempt(event, 1, reason);
    for (let attempt = 2; !delivery.ok && attempt <= this.options.maxAttempts && !this.closed; attempt++) {
      await sleep(this.options.retryDelayMs * 2 ** (attempt - 2));
      if (this.closed) break;
      delivery = await this.attempt(event, attempt, "retry");
    }
    return delivery;
  }

  private async attempt(event: Stripe.Event, attempt: number, reason: DeliveryReason): Promise<Delivery> {
    const url = this.options.url;
    const payload = JSON.stringify(event, null, 2);
    const started = Date.now();
    const objectId = readObjectId(event);
    const delivery: Delivery = {
      id: newId("whdel", 14),
      eventId: event.id,
      eventType: event.type,
      objectId,
      url: url ?? "",
      attempt,
      reason,
      status: null,
      ok: false,
      error: null,
      responseBody: "",
      startedAt: new Date(started).toISOString(),
      durationMs: 0,
    };
    if (!url || this.closed) {
      delivery.error = this.closed ? "the stand-in is closed" : "no webhook URL is set";
      this.deliveries.push(delivery);
      return delivery;
    }
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          "Stripe-Signature": this.options.sign(payload),
        },
        body: payload,
        signal: AbortSignal.any([this.abort.signal, AbortSignal.timeout(this.options.timeoutMs)]),
      });
      delivery.status = response.status;
      delivery.ok = response.status >= 200 && response.status < 300;
      delivery.responseBody = (await response.text()).slice(0, 2000);
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    delivery.durationMs = Date.now() - started;
    this.deliveries.push(delivery);
    if (delivery.ok) this.options.onAccepted(event);
    else this.options.log(`webhook ${event.type} ${event.id} attempt ${attempt}: ${delivery.status ?? delivery.error}`);
    return delivery;
  }
}

function readObjectId(event: Stripe.Event): string {
  const object: unknown = event.data.object;
  if (typeof object === "object" && object !== null && "id" in object && typeof object.id === "string") return object.id;
  return "";
}
