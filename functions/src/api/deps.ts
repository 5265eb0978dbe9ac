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
  /** Hold every reply to its endpoint's reply schema (tests): a reply the web app could not parse becomes a 500 there. */
  checkReplies?: boolean;
}
