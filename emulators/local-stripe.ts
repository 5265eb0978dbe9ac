import type { BillingCycle } from "@berea/contracts/pricing";
import type { PaidPlanId } from "../functions/src/billing/billing-settings.ts";
import { planCatalog } from "../functions/src/plans/plan-catalog.ts";
import { startStripeStandIn, type PriceSeed, type StripeStandIn } from "./stripe/stand-in.ts";

/**
 * Stripe for the local stack (`npm start`, `npm run dev`, the e2e suite).
 * Without `STRIPE_SECRET_KEY` the Stripe stand-in (emulators/stripe/) is
 * started with Berea's four prices, and the STRIPE_* settings the server
 * reads (functions/src/billing/billing-settings.ts) are pointed at it. With
 * real keys nothing is started and real Stripe is used.
 */

/** Obviously local values: the stand-in takes any test-mode key and signs with this secret. */
export const localStripeKeys = {
  secretKey: "sk_test_berea_local_stand_in",
  publishableKey: "pk_test_berea_local_stand_in",
  webhookSecret: "whsec_berea_local_stand_in",
} as const;

const paidPlans: readonly PaidPlanId[] = ["premium", "family"];
const cycles: readonly BillingCycle[] = ["monthly", "annual"];

export const localPriceId = (plan: PaidPlanId, cycle: BillingCycle) => `price_berea_${plan}_${cycle}`;

/** Berea's prices (the plan catalogue, spec section 9: Premium $2.99/$28.99, Family $9.99/$79.99) as stand-in price seeds. */
export function localStripePrices(): PriceSeed[] {
  return paidPlans.flatMap((plan) => {
    const entry = planCatalog.find((candidate) => candidate.id === plan);
    if (!entry) throw new Error(`The plan catalogue has no ${plan} plan.`);
    return cycles.map((cycle) => ({
      id: localPriceId(plan, cycle),
      unit_amount: Math.round((cycle === "monthly" ? entry.monthly : entry.annual) * 100),
      interval: cycle === "monthly" ? ("month" as const) : ("year" as const),
      currency: "usd",
      lookup_key: `${plan}_${cycle}`,
      nickname: `${entry.name} ${cycle}`,
      metadata: { plan, cycle },
    }));
  });
}

/** The STRIPE_* settings that point the server at a running stand-in. */
export function standInStripeEnv(standIn: Pick<StripeStandIn, "url" | "stripeJsUrl">): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: localStripeKeys.secretKey,
    STRIPE_PUBLISHABLE_KEY: localStripeKeys.publishableKey,
    STRIPE_WEBHOOK_SECRET: localStripeKeys.webhookSecret,
    STRIPE_PRICE_PREMIUM_MONTHLY: localPriceId("premium", "monthly"),
    STRIPE_PRICE_PREMIUM_ANNUAL: localPriceId("premium", "annual"),
    STRIPE_PRICE_FAMILY_MONTHLY: localPriceId("family", "monthly"),
    STRIPE_PRICE_FAMILY_ANNUAL: localPriceId("family", "annual"),
    STRIPE_API_BASE: standIn.url,
    STRIPE_JS_URL: standIn.stripeJsUrl,
  };
}

export interface LocalStripe {
  standIn: StripeStandIn;
  /** Sends the stand-in's webhook events to `<serverUrl>/stripe/webhook` (through its control endpoint). */
  connect(serverUrl: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the stand-in and writes the STRIPE_* settings into `env` (before
 * the local server reads them), or returns null when `STRIPE_SECRET_KEY` is
 * already set (real Stripe).
 */
export async function startLocalStripe(options: { port: number; host?: string; env?: NodeJS.ProcessEnv; log?: (line: string) => void }): Promise<LocalStripe | null> {
  const env = options.env ?? process.env;
  if (env.STRIPE_SECRET_KEY?.trim()) return null;
  const standIn = await startStripeStandIn({
    port: options.port,
    host: options.host ?? "127.0.0.1",
    webhookSecret: localStripeKeys.webhookSecret,
    prices: localStripePrices(),
    log: options.log,
  });
  Object.assign(env, standInStripeEnv(standIn));
  return {
    standIn,
    async connect(serverUrl: string) {
      const response = await fetch(`${standIn.url}/_stand-in/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: `${serverUrl.replace(/\/$/, "")}/stripe/webhook` }),
      });
      if (!response.ok) throw new Error(`The Stripe stand-in refused the webhook URL: ${response.status} ${await response.text()}`);
    },
    close: () => standIn.close(),
  };
}
