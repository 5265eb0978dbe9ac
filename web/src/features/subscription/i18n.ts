import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/subscription.json";
import { formatDollars } from "../../lib/format-price.ts";

/** The subscription and billing pages' strings (`lib/i18n/locales/<language>/subscription.json`). */
export const useSubscriptionT = defineNamespace("subscription", english);

type FeatureKey = keyof typeof english.features;
/** The plans' feature lines as the server writes them (functions' plan catalogue), each with its key: a line not listed stays as written. */
const knownFeatures = new Map(Object.entries(english.features).map(([key, text]) => [text, key as FeatureKey]));

/** A feature line's key in the namespace, or undefined for a line the namespace does not know. */
export const featureKey = (feature: string): FeatureKey | undefined => knownFeatures.get(feature);

/**
 * Dollars as the language writes them: "$2.99" in English (the spec's), "2,99 US$" in Spanish, as the
 * Spanish landing and pricing screen write them (features/landing/copy-es.tsx, features/pricing).
 */
export function formatPriceIn(language: string, dollars: number): string {
  if (language !== "es") return formatDollars(dollars);
  return `${dollars === 0 ? "0" : dollars.toFixed(2).replace(".", ",")} US$`;
}

/** A date written out in the language: the browser's own long date in English (as before), "24 de marzo de 2027" in Spanish. */
export function formatLongDateIn(language: string, iso: string): string {
  return new Intl.DateTimeFormat(language === "en" ? undefined : language, { dateStyle: "long" }).format(new Date(iso));
}
