import { STRIPE_STAND_IN_DEFAULT_PORT, startStripeStandIn, type PriceSeed } from "./stand-in.ts";

/**
 * Starts the Stripe stand-in by itself for manual use:
 *
 *   npx tsx emulators/stripe/index.ts
 *
 * Environment: STRIPE_STAND_IN_PORT (default 12111), STRIPE_STAND_IN_HOST
 * (default 127.0.0.1), STRIPE_WEBHOOK_URL (where to POST events),
 * STRIPE_WEBHOOK_SECRET (default whsec_stand_in_local), STRIPE_STAND_IN_PRICES
 * (JSON array of price seeds; default: the example prices below).
 */

const examplePrices: PriceSeed[] = [
  { id: "price_premium_monthly", unit_amount: 499, interval: "month", lookup_key: "premium_monthly", nickname: "Premium monthly", metadata: { plan: "premium", cycle: "monthly" } },
  { id: "price_premium_annual", unit_amount: 4799, interval: "year", lookup_key: "premium_annual", nickname: "Premium annual", metadata: { plan: "premium", cycle: "annual" } },
  { id: "price_family_monthly", unit_amount: 999, interval: "month", lookup_key: "family_monthly", nickname: "Family monthly", metadata: { plan: "family", cycle: "monthly" } },
  { id: "price_family_annual", unit_amount: 9599, interval: "year", lookup_key: "family_annual", nickname: "Family annual", metadata: { plan: "family", cycle: "annual" } },
];

function readPrices(): PriceSeed[] {
  const text = process.env.STRIPE_STAND_IN_PRICES;
  if (!text) return examplePrices;
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error("STRIPE_STAND_IN_PRICES must be a JSON array of { id, unit_amount, interval, ... }");
  return parsed.map((entry: unknown, index) => {
    if (typeof entry !== "object" || entry === null) throw new Error(`STRIPE_STAND_IN_PRICES[${index}] is not an object`);
    const { id, unit_amount: amount, interval } = entry as Record<string, unknown>; // fields are checked one by one below
    if (typeof id !== "string" || typeof amount !== "number" || (interval !== "month" && interval !== "year")) {
      throw new Error(`STRIPE_STAND_IN_PRICES[${index}] needs id (string), unit_amount (number) and interval ("month" | "year")`);
    }
    return { ...(entry as PriceSeed), id, unit_amount: amount, interval }; // the required fields were just checked; optional ones pass through
  });
}

const standIn = await startStripeStandIn({
  port: Number(process.env.STRIPE_STAND_IN_PORT ?? STRIPE_STAND_IN_DEFAULT_PORT),
  host: process.env.STRIPE_STAND_IN_HOST ?? "127.0.0.1",
  webhookUrl: process.env.STRIPE_WEBHOOK_URL,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? "whsec_stand_in_local",
  prices: readPrices(),
  log: (line) => console.error(line),
});

console.log(`Stripe stand-in on ${standIn.url}
  SDK:        new Stripe("sk_test_anything", { host: "${standIn.host}", port: ${standIn.port}, protocol: "http" })
  Stripe.js:  ${standIn.stripeJsUrl}
  Webhooks:   ${standIn.webhookUrl() ?? "(none; POST /_stand-in/webhook {url} to set one)"} signed with ${standIn.webhookSecret}
  Controls:   GET ${standIn.url}/_stand-in`);

const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
