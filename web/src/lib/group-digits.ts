/**
 * A whole number with its thousands grouped, "12,345", as toLocaleString("en-US")
 * writes it but without Intl: the signed-in home's first render asks nothing
 * of Intl, whose first use on a page starts ICU (lib/time-zone.ts).
 */
export const groupDigits = (value: number): string => {
  const digits = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 ? `-${digits}` : digits;
};
