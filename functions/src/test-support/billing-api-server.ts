import type { CreateSubscriptionReply } from "@berea/contracts/billing";
import type { BillingCycle } from "@berea/contracts/pricing";
import express from "express";
import type { Server } from "node:http";
import Stripe from "stripe";
import { localStripeKeys } from "../../../emulators/local-stripe.ts";
import type { StripeStandIn } from "../../../emulators/stripe/stand-in.ts";
import { createApiApp } from "../api/app.ts";
import type { Billing, PaidPlanId } from "../billing/billing-settings.ts";
import { stripeWebhookHandler } from "../billing/webhook-http.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { createJsonServer } from "../lib/http-server.ts";
import { seedPlans } from "../plans/plans.ts";
import type { Store } from "../store/port.ts";
import { authEmulatorHost } from "./auth-emulator.ts";
import { createTestStore } from "./test-store.ts";
import { startStandInBilling } from "./stand-in-billing.ts";

/**
 * The API with Stripe: the real `stripe` SDK in the server talks to the
 * Stripe stand-in (emulators/stripe/), which signs and POSTs its events to
 * the real `/stripe/webhook` handler; the real Auth emulator and a fresh
 * store of the project's driver, as `startApiServer` has.
 */
export interface BillingApiServer {
  baseUrl: string;
  store: Store;
  billing: Billing;
  standIn: StripeStandIn;
  /** The server's view of Stripe, for assertions. */
  stripe: Stripe;
  post<T>(path: string, body: unknown, cookie?: string): Promise<{ status: number; body: { payload?: T; message?: string; code?: string } }>;
  /** The whole checkout for a signed-in user: the app's call, the card confirmed as Stripe.js does, every webhook delivered. */
  subscribe(cookie: string, email: string, plan: PaidPlanId, cycle: BillingCycle): Promise<void>;
  close(): Promise<void>;
}

/** `now` is the app's and the webhook's clock: the real one unless the test brings its own (see `startApiServer`). */
export async function startBillingApiServer(name: string, options: { now?: () => Date } = {}): Promise<BillingApiServer> {
  authEmulatorHost();
  process.env.GCLOUD_PROJECT ??= "demo-berea";
  const { standIn, billing } = await startStandInBilling({ retryDelayMs: 20 });
  const stripe = new Stripe(localStripeKeys.secretKey, { ...standIn.sdkConfig, maxNetworkRetries: 0 });
  const browserStripe = new Stripe(localStripeKeys.publishableKey, { ...standIn.sdkConfig, maxNetworkRetries: 0 });

  const testStore = await createTestStore(name);
  const { store } = testStore;
  await seedPlans(store);
  const now = options.now ?? (() => new Date());
  const app = express();
  app.all("/stripe/webhook", express.raw({ type: "*/*", limit: "1mb" }), stripeWebhookHandler({ store, billing, now }));
  app.use(createApiApp({ store, auth: adminAuth(), now, billing }));
  const server: Server = createJsonServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The test server has no address.");
  const baseUrl = `http://127.0.0.1:${address.port}`;
  standIn.setWebhookUrl(`${baseUrl}/stripe/webhook`);

  const post: BillingApiServer["post"] = async (path, body, cookie) => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { payload?: never; message?: string; code?: string } };
  };

  return {
    baseUrl,
    store,
    billing,
    standIn,
    stripe,
    post,
    async subscribe(cookie, email, plan, cycle) {
      const reply = await post<CreateSubscriptionReply>("/create-subscription", { plan, cycle, fullName: "Lois of Lystra", email }, cookie);
      const clientSecret = reply.body.payload?.clientSecret;
      if (reply.status !== 200 || !clientSecret) throw new Error(`create-subscription answered ${reply.status}: ${JSON.stringify(reply.body)}`);
      // What Stripe.js sends when the card form is submitted: the publishable key, the client secret and the card.
      const params: Stripe.SetupIntentConfirmParams & { client_secret: string; payment_method_data: { type: "card"; card: Record<string, string | number> } } = {
        client_secret: clientSecret,
        // Two years past the stand-in's own date, which it checks the expiry against.
        payment_method_data: { type: "card", card: { number: "4242424242424242", exp_month: 12, exp_year: new Date(standIn.now() * 1000).getUTCFullYear() + 2, cvc: "123" } },
      };
      await browserStripe.setupIntents.confirm(clientSecret.split("_secret_")[0] ?? "", params);
      await standIn.waitForDeliveries();
    },
    async close() {
      await standIn.waitForDeliveries();
      await standIn.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testStore.close();
    },
  };
}
