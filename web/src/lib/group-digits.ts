/**
 * A whole number with its thousands grouped as the language writes it,
 * without Intl: the signed-in home's first render asks nothing of Intl,
 * whose first use on a page starts ICU (lib/time-zone.ts). English as
 * toLocaleString("en-US"): "1,240", "12,345". Spanish as
 * toLocaleString("es"): a dot, and only from five digits ("1240", "12.345").
 */
export const groupDigits = (value: number, language = "en"): string => {
  const whole = String(Math.trunc(Math.abs(value)));
  const spanish = language === "es";
  const digits = spanish && whole.length <= 4 ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, spanish ? "." : ",");
  return value < 0 ? `-${digits}` : digits;
};
