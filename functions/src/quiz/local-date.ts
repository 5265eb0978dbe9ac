/** Calendar dates in a user's own time zone, as "YYYY-MM-DD". */

const formatters = new Map<string, Intl.DateTimeFormat>();

export function localDate(now: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    formatters.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar day before a "YYYY-MM-DD" date. */
export function dayBefore(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}
