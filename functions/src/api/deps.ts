import type { Auth } from "firebase-admin/auth";
import type { Billing } from "../billing/billing-settings.ts";
import type { Store } from "../store/port.ts";

/** What the API needs from the outside world; tests pass their own clock. */
export interface ApiDeps {
  store: Store;
  auth: Auth;
  now: () => Date;
  /** Stripe, when card payments are configured (see billing-settings.ts). */
  billing?: Billing | null;
  /** How long a waiting chat read is held open (default `circleWaitSeconds`); tests shorten it. */
  chatWaitMs?: number;
  /** How many proxies in front of the app append to X-Forwarded-For (client-address.ts); 0 when omitted. */
  trustedProxyHops?: number;
  /** Origins accepted besides the request's own host (origin-check.ts). */
  allowedOrigins?: ReadonlySet<string>;
  /** The least time `register` takes to answer (routes/accounts.ts, `registerReplyFloorMs` by default). */
  registerReplyFloorMs?: number;
  /** Hold every reply to its endpoint's reply schema (tests): a reply the web app could not parse becomes a 500 there. */
  checkReplies?: boolean;
}
