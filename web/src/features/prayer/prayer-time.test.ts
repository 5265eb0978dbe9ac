import { describe, expect, it } from "vitest";
import { prayedLabel } from "./prayer-request-card.tsx";
import { postedAgo } from "./prayer-time.ts";

describe("prayer wall words", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("says how long ago a request was shared", () => {
    expect(postedAgo("2026-11-23T11:59:30Z", now)).toBe("Just now");
    // A device clock a little behind the server's.
    expect(postedAgo("2026-11-23T12:00:20Z", now)).toBe("Just now");
    expect(postedAgo("2026-11-23T11:55:00Z", now)).toBe("5 minutes ago");
    expect(postedAgo("2026-11-23T09:50:00Z", now)).toBe("2 hours ago");
    expect(postedAgo("2026-11-20T08:00:00Z", now)).toBe("3 days ago");
    expect(postedAgo("not a date", now)).toBe("");
  });

  it("counts who prayed, and says nothing before anyone has", () => {
    expect(prayedLabel(0)).toBe("");
    expect(prayedLabel(1)).toBe("1 person prayed");
    expect(prayedLabel(12)).toBe("12 people prayed");
    expect(prayedLabel(1234)).toBe("1,234 people prayed");
  });
});
