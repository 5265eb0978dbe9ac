import { afterEach, describe, expect, it, vi } from "vitest";
import { groupDigits } from "./group-digits.ts";
import { knowTimeZone, localDateHour, localDateKey, userTimeZone } from "./time-zone.ts";
import { zoneOffset } from "./viewer.ts";

const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** One instant for the device's offset, so a change to or from summer time mid-test cannot move it. */
const instant = new Date("2026-11-23T12:00:00Z");
const deviceOffset = -instant.getTimezoneOffset();

describe("the device's time zone", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is the zone a page knows while the device keeps that zone's offset, without asking Intl", () => {
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    knowTimeZone("Pacific/Kiritimati", deviceOffset);
    expect(userTimeZone(instant)).toBe("Pacific/Kiritimati");
    expect(intl).not.toHaveBeenCalled();
  });

  it("asks Intl again once the device's offset is not the one the zone was known with", () => {
    knowTimeZone("Pacific/Kiritimati", deviceOffset + 60);
    expect(userTimeZone(instant)).toBe(deviceZone);
    // And remembers the answer.
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    expect(userTimeZone(instant)).toBe(deviceZone);
    expect(intl).not.toHaveBeenCalled();
  });

  it("takes the zone from Temporal where the browser has it, without asking Intl", () => {
    knowTimeZone("Pacific/Kiritimati", deviceOffset + 60);
    vi.stubGlobal("Temporal", { Now: { timeZoneId: () => "America/Bogota" } });
    const intl = vi.spyOn(Intl, "DateTimeFormat");
    try {
      expect(userTimeZone(instant)).toBe("America/Bogota");
      expect(intl).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("gives the device's date and hour from its own clock", () => {
    const now = new Date(2026, 10, 23, 7, 30);
    expect(localDateKey(now)).toBe("2026-11-23");
    expect(localDateHour(now)).toEqual({ date: "2026-11-23", hour: 7 });
  });
});

describe("zoneOffset", () => {
  it("is a zone's offset east of UTC at an instant, summer time included", () => {
    expect(zoneOffset(new Date("2026-01-15T12:00:00Z"), "UTC")).toBe(0);
    expect(zoneOffset(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffset(new Date("2026-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
    expect(zoneOffset(new Date("2026-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(zoneOffset(new Date("2026-07-15T12:00:00Z"), "Pacific/Kiritimati")).toBe(840);
    // Just before and after midnight in the zone, the offset stays whole.
    expect(zoneOffset(new Date("2026-03-01T09:59:00Z"), "Pacific/Kiritimati")).toBe(840);
    // Seconds and milliseconds past the minute change nothing.
    expect(zoneOffset(new Date("2026-11-23T15:37:45.999Z"), "UTC")).toBe(0);
    expect(zoneOffset(new Date("2026-11-23T15:37:45.999Z"), "Asia/Kathmandu")).toBe(345);
  });

  it("agrees with this device's own offset for its own zone, in winter and in summer", () => {
    for (const at of [new Date("2026-01-15T12:00:00Z"), new Date("2026-07-15T12:00:00Z")]) {
      // (+ 0: in UTC, -getTimezoneOffset() is -0.)
      expect(zoneOffset(at, deviceZone)).toBe(-at.getTimezoneOffset() + 0);
    }
  });
});

describe("groupDigits", () => {
  it("groups thousands as en-US does", () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -4321]) expect(groupDigits(value)).toBe(value.toLocaleString("en-US"));
  });

  it("groups them as Spanish does: a dot, from five digits", () => {
    for (const value of [0, 7, 999, 1000, 1240, 9999, 12345, 1234567, -4321, -43210]) expect(groupDigits(value, "es")).toBe(value.toLocaleString("es"));
  });
});
