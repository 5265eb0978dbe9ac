import type { BillingCycle } from "@berea/contracts/pricing";

/** Made on first use, not when the module loads: a page's first Intl format starts ICU (90-240 ms of main thread with the CPU slowed 4x), and /billing loads this with its words whether or not it shows a price. */
let dollars: Intl.NumberFormat | undefined;

/** `$2.99` */
export const formatDollars = (amount: number): string => (dollars ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 })).format(amount);

/** `/mo` or `/yr`, as the pricing screen shows prices. */
export const shortCycle = (cycle: BillingCycle): string => (cycle === "monthly" ? "/mo" : "/yr");

/** `/month` or `/year`, as the subscription screen shows them. */
export const longCycle = (cycle: BillingCycle): string => (cycle === "monthly" ? "/month" : "/year");
