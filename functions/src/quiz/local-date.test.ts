import { describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.ts";
import { cachedTimeZoneFormats, localDate } from "./local-date.ts";

/** Every upper/lower-case spelling of a name (2^letters of them), up to `limit`. */
function spellings(name: string, limit: number): string[] {
  const out: string[] = [];
  const letters = [...name].map((char, index) => ({ char, index })).filter(({ char }) => /[a-z]/i.test(char));
  for (let mask = 0; mask < 2 ** letters.length && out.length < limit; mask += 1) {
    const chars = [...name];
    letters.forEach(({ char, index }, bit) => {
      chars[index] = mask & (1 << bit) ? char.toUpperCase() : char.toLowerCase();
    });
    out.push(chars.join(""));
  }
  return out;
}

describe("local dates", () => {
  it("keeps one cached format per real zone however many letter-case spellings arrive", () => {
    const at = new Date("2026-11-22T15:00:00Z");
    const before = cachedTimeZoneFormats();
    const names = spellings("America/Los_Angeles", 5000);
    expect(new Set(names).size).toBe(5000);
    for (const name of names) expect(localDate(at, name)).toBe("2026-11-22");
    for (const name of spellings("Pacific/Kiritimati", 2000)) expect(localDate(at, name)).toBe("2026-11-23");
    expect(cachedTimeZoneFormats() - before).toBeLessThanOrEqual(2);
  });

  it("refuses an unknown zone with a clear 400, and caches nothing for it", () => {
    const before = cachedTimeZoneFormats();
    let caught: unknown;
    try {
      localDate(new Date("2026-11-22T15:00:00Z"), "Mars/Olympus_Mons");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect((caught as AppError).code).toBe("invalid-argument");
    expect((caught as AppError).message).toBe('timeZone "Mars/Olympus_Mons" is not a time zone we know. Use an IANA name such as Europe/Madrid or America/New_York.');
    expect(cachedTimeZoneFormats()).toBe(before);
  });
});
