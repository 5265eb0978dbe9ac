import type Stripe from "stripe";
import { listPage } from "./lists.ts";
import { API_VERSION, newId, previousAttributes, snapshot } from "./model.ts";
import { noSuch, type Params } from "./params.ts";
import type { StandInState } from "./state.ts";

/** The event types the stand-in emits. */
export type EmittedEventType =
  | "customer.created"
  | "customer.updated"
  | "payment_method.attached"
  | "payment_method.detached"
  | "setup_intent.created"
  | "setup_intent.succeeded"
  | "setup_intent.setup_failed"
  | "customer.subscription.created"
  | "customer.subscription.updated"
  | "customer.subscription.deleted"
  | "customer.subscription.trial_will_end"
  | "invoice.created"
  | "invoice.finalized"
  | "invoice.paid"
  | "invoice.payment_succeeded"
  | "invoice.payment_failed";

type EventOf<T extends Stripe.Event.Type> = Extract<Stripe.Event, { type: T }>;
type EventObject<T extends EmittedEventType> = EventOf<T>["data"]["object"];
type EmittedObject = Stripe.Customer | Stripe.PaymentMethod | Stripe.SetupIntent | Stripe.Subscription | Stripe.Invoice;

/** Records an event with a snapshot of `object` (and `previous_attributes` when given) and hands it on for delivery. */
export function emit<T extends EmittedEventType>(state: StandInState, type: T, object: EventObject<T>, previous?: Partial<EventObject<T>>): Stripe.Event {
  const target: EmittedObject = object;
  const data = previous && Object.keys(previous).length > 0 ? { object: snapshot(object), previous_attributes: snapshot(previous) } : { object: snapshot(object) };
  const event = {
    id: newId("evt"),
    object: "event",
    api_version: API_VERSION,
    created: state.now(),
    data,
    livemode: false,
    pending_webhooks: 0,
    request: { id: state.request?.id ?? null, idempotency_key: state.request?.idempotencyKey ?? null },
    type,
  } as EventOf<T>; // TypeScript cannot tie the generic `type` to its member of the Stripe.Event union; the parameters above are typed per event type
  state.events.push(event);
  const orderKey = target.object === "customer" ? target.id : typeof target.customer === "string" ? target.customer : target.id;
  state.onEvent(event, orderKey);
  return event;
}

/** `customer.updated` or `customer.subscription.updated` with what changed since `before`; nothing when nothing did. */
export function emitUpdated<T extends "customer.updated" | "customer.subscription.updated">(state: StandInState, type: T, object: EventObject<T>, before: EventObject<T>): void {
  const previous = previousAttributes(before, snapshot(object));
  if (Object.keys(previous).length > 0) emit(state, type, object, previous);
}

export function retrieveEvent(state: StandInState, id: string): Stripe.Event {
  const event = state.events.find((candidate) => candidate.id === id);
  if (!event) throw noSuch("event", id, "id", 404);
  return event;
}

export function listEvents(state: StandInState, p: Params): Stripe.ApiList<Stripe.Event> {
  const type = p.string("type");
  const types = p.strings("types");
  const created = p.object("created");
  const gte = created?.int("gte");
  const gt = created?.int("gt");
  const lte = created?.int("lte");
  const lt = created?.int("lt");
  const matchesType = (eventType: string) => {
    if (types.length > 0) return types.includes(eventType);
    if (type === undefined) return true;
    if (type.endsWith("*")) return eventType.startsWith(type.slice(0, -1));
    return eventType === type;
  };
  const events = [...state.events]
    .reverse()
    .filter((event) => matchesType(event.type))
    .filter((event) => (gte === undefined || event.created >= gte) && (gt === undefined || event.created > gt))
    .filter((event) => (lte === undefined || event.created <= lte) && (lt === undefined || event.created < lt));
  p.accept("delivery_success");
  return listPage(events, p, "/v1/events", "event");
}
