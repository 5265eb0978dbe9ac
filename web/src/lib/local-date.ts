/**
 * Today's date where the reader is, as YYYY-MM-DD: everyone gets the same
 * verse on the same local date. Apart from verse-of-the-day.ts (its query and
 * the API client) for a page that needs only the date before it is live.
 */
export function localDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
