import type { Request, Response } from "express";
import { applySecurityHeaders } from "../lib/security-headers.ts";
import type { Store } from "../store/port.ts";
import type { Billing } from "./billing-settings.ts";
import { handleStripeWebhook } from "./webhook.ts";

/**
 * The webhook as an HTTP handler. Cloud Functions keep the raw body on
 * `req.rawBody`; the local server mounts it behind `express.raw()`, which
 * leaves a Buffer in `req.body`. The signature is checked over those bytes.
 */
export function stripeWebhookHandler(deps: { store: Store; billing: Billing | null; now: () => Date }) {
  return async (req: Request, res: Response): Promise<void> => {
    applySecurityHeaders(res);
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== "POST") {
      res.setHeader("Allow", "POST");
      res.status(405).json({ received: false, message: "Stripe webhooks are POSTed." });
      return;
    }
    if (!deps.billing) {
      res.status(503).json({ received: false, message: "Card payments are not configured on this server." });
      return;
    }
    const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
    if (!raw) {
      res.status(400).json({ received: false, message: "The webhook needs the raw request body." });
      return;
    }
    const reply = await handleStripeWebhook({ store: deps.store, billing: deps.billing, now: deps.now }, raw, req.header("stripe-signature"));
    res.status(reply.status).json(reply.body);
  };
}
