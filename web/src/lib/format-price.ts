import type { BillingCycle } from "@berea/contracts/pricing";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** `$2.99` */
export const formatDollars = (amount: number): string => dollars.format(amount);

/** `/mo` or `/yr`, as the pricing screen shows prices. */
export const shortCycle = (cycle: BillingCycle): string => (cycle === "monthly" ? "/mo" : "/yr");

/** `/month` or `/year`, as the subscription screen shows them. */
export const longCycle = (cycle: BillingCycle): string => (cycle === "monthly" ? "/month" : "/year");
