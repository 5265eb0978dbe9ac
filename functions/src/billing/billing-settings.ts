import { createRequire } from "node:module";
import type { BillingCycle, PlanId } from "@berea/contracts/pricing";
import type Stripe from "stripe";

export type PaidPlanId = Exclude<PlanId, "free">;
export type PriceTable = Record<PaidPlanId, Record<BillingCycle, string>>;

/**
 * How this server reaches Stripe. All of it is configuration: the secret and
 * webhook keys are Cloud secrets (`defineSecret`, exposed as environment
 * variables) and the price ids are plain environment settings
 * (functions/.env.<project>), so a new price needs no code change.
 */
export interface BillingSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  prices: PriceTable;
  /** A Stripe-compatible API other than api.stripe.com (the local stand-in), e.g. "http://127.0.0.1:12111". */
  apiBase: URL | null;
  /** Where browsers load Stripe.js from when it is not js.stripe.com. */
  stripeJsUrl: string | null;
}

export interface Billing {
  settings: BillingSettings;
  /** The client, made on first use (see `loadStripe`). */
  readonly stripe: Stripe;
}

const priceVariables: Record<PaidPlanId, Record<BillingCycle, string>> = {
  premium: { monthly: "STRIPE_PRICE_PREMIUM_MONTHLY", annual: "STRIPE_PRICE_PREMIUM_ANNUAL" },
  family: { monthly: "STRIPE_PRICE_FAMILY_MONTHLY", annual: "STRIPE_PRICE_FAMILY_ANNUAL" },
};

/**
 * The billing settings from the environment, or null when card payments are
 * not configured (then paid plans answer 503 with a plain message). A
 * half-done configuration is an error at start, not at a customer's checkout.
 */
export function billingSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): BillingSettings | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const secretKey = value("STRIPE_SECRET_KEY");
  if (!secretKey) return null;
  const missing: string[] = [];
  const required = (name: string): string => {
    const found = value(name);
    if (!found) missing.push(name);
    return found ?? "";
  };
  const webhookSecret = required("STRIPE_WEBHOOK_SECRET");
  const publishableKey = required("STRIPE_PUBLISHABLE_KEY");
  const prices: PriceTable = {
    premium: { monthly: required(priceVariables.premium.monthly), annual: required(priceVariables.premium.annual) },
    family: { monthly: required(priceVariables.family.monthly), annual: required(priceVariables.family.annual) },
  };
  if (missing.length > 0) throw new Error(`STRIPE_SECRET_KEY is set but these are not: ${missing.join(", ")}.`);
  if (!publishableKey.startsWith("pk_")) throw new Error("STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_...).");
  const apiBase = value("STRIPE_API_BASE");
  return { secretKey, webhookSecret, publishableKey, prices, apiBase: apiBase ? new URL(apiBase) : null, stripeJsUrl: value("STRIPE_JS_URL") ?? null };
}

/**
 * The Stripe SDK, loaded when a request first talks to Stripe: it takes longer
 * to load than the rest of a cold start, and most requests never need it. A
 * synchronous require (its CommonJS build) keeps `billing.stripe` a plain
 * property for the code that uses it.
 */
const loadStripe = (): typeof Stripe => createRequire(import.meta.url)("stripe") as typeof Stripe;

export function createBilling(settings: BillingSettings): Billing {
  const base = settings.apiBase;
  let stripe: Stripe | undefined;
  return {
    settings,
    get stripe() {
      stripe ??= new (loadStripe())(settings.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "Berea" },
        ...(base ? { host: base.hostname, port: Number(base.port || (base.protocol === "https:" ? 443 : 80)), protocol: base.protocol === "https:" ? "https" : "http" } : {}),
      });
      return stripe;
    },
  };
}

/** The plan and cycle a Stripe price id stands for in this configuration. */
export function planOfPrice(prices: PriceTable, priceId: string): { plan: PaidPlanId; cycle: BillingCycle } | null {
  for (const plan of ["premium", "family"] as const) {
    for (const cycle of ["monthly", "annual"] as const) if (prices[plan][cycle] === priceId) return { plan, cycle };
  }
  return null;
}

/** Stripe from the environment, or null when card payments are not configured. */
export function billingFromEnv(env: NodeJS.ProcessEnv = process.env): Billing | null {
  const settings = billingSettingsFromEnv(env);
  return settings ? createBilling(settings) : null;
}
