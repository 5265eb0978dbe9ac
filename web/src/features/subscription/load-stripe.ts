import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { BillingConfig } from "@berea/contracts/billing";

/** Stripe.js could not be loaded: the page says so and offers to try again. */
export class StripeUnavailableError extends Error {
  /** Which of the two it is, for the page to say in the reader's language (the message is English). */
  readonly reason: "notConfigured" | "couldNotLoad";
  constructor(reason: "notConfigured" | "couldNotLoad", message: string) {
    super(message);
    this.reason = reason;
    this.name = "StripeUnavailableError";
  }
}

const scriptTimeoutMs = 15_000;

/** Loads a script once; resolves when it has run. */
function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-stripe-js="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === "true") return Promise.resolve();
  existing?.remove();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.stripeJs = src;
    const timer = window.setTimeout(() => reject(new Error("timed out")), scriptTimeoutMs);
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error("failed to load"));
    });
    document.head.append(script);
  });
}

/**
 * Stripe.js for this server's configuration. `@stripe/stripe-js/pure` adds
 * no script until asked; when the server names another Stripe.js (the local
 * stand-in), that script defines `window.Stripe` first and `loadStripe`
 * uses it. Failures become one clear error, never a hang: `loadStripe`
 * rejects when js.stripe.com is unreachable.
 */
export async function loadStripeFor(config: BillingConfig): Promise<Stripe> {
  if (!config.publishableKey) throw new StripeUnavailableError("notConfigured", "Card payments are not available yet. Please try again later or write to us.");
  try {
    if (config.stripeJsUrl) await loadScript(config.stripeJsUrl);
    const stripe = await Promise.race([
      loadStripe(config.publishableKey),
      new Promise<never>((_, reject) => window.setTimeout(() => reject(new Error("timed out")), scriptTimeoutMs)),
    ]);
    if (!stripe) throw new Error("no Stripe");
    return stripe;
  } catch {
    throw new StripeUnavailableError("couldNotLoad", "The secure card form could not be loaded. Check your connection, or turn off a blocker for js.stripe.com, then try again.");
  }
}
