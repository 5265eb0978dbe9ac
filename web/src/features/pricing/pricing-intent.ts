/** Storage key for the plan a visitor picked on the landing page before signing up. */
export const pricingIntentKey = "pricingIntent";
