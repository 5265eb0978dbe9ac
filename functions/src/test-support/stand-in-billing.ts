import { localStripeKeys, localStripePrices, standInStripeEnv } from "../../../emulators/local-stripe.ts";
import { startStripeStandIn, type StripeStandIn } from "../../../emulators/stripe/stand-in.ts";
import { billingSettingsFromEnv, createBilling, type Billing } from "../billing/billing-settings.ts";

/**
 * The Stripe stand-in started in this process with the local prices, and
 * the app's billing configured against it, as `npm start` configures it:
 * the real Stripe SDK, talking to the stand-in.
 */
export async function startStandInBilling(options: { retryDelayMs?: number } = {}): Promise<{ standIn: StripeStandIn; billing: Billing }> {
  const standIn = await startStripeStandIn({ webhookSecret: localStripeKeys.webhookSecret, prices: localStripePrices(), ...options });
  const settings = billingSettingsFromEnv(standInStripeEnv(standIn));
  if (!settings) throw new Error("the stand-in's settings did not configure billing");
  return { standIn, billing: createBilling(settings) };
}
