import { describe, expect, it } from "vitest";
import { devotionalTodayRequestSchema } from "./content.ts";
import { familyActivityRequestSchema } from "./family.ts";
import { quizHomeRequestSchema, startQuizRequestSchema } from "./quiz.ts";
import { canonicalTimeZone, timeZoneSchema } from "./time-zone.ts";

describe("time-zone names", () => {
  it("turns every spelling of a zone into its one canonical name before anyone uses it", () => {
    expect(canonicalTimeZone("europe/madrid")).toBe("Europe/Madrid");
    expect(canonicalTimeZone("EUROPE/MADRID")).toBe("Europe/Madrid");
    expect(canonicalTimeZone("US/Pacific")).toBe("America/Los_Angeles");
    expect(timeZoneSchema.parse(" pacific/KIRITIMATI ")).toBe("Pacific/Kiritimati");
    expect(quizHomeRequestSchema.parse({ timeZone: "america/new_york" }).timeZone).toBe("America/New_York");
    expect(startQuizRequestSchema.parse({ topic: "mixed", difficulty: "easy", length: 4, timeZone: "asia/TOKYO" }).timeZone).toBe("Asia/Tokyo");
    expect(devotionalTodayRequestSchema.parse({ timeZone: "europe/london", translation: "kjv" }).timeZone).toBe("Europe/London");
    expect(familyActivityRequestSchema.parse({ timeZone: "utc" }).timeZone).toBe("UTC");
  });

  it("refuses a name no runtime knows with a message that says what to send", () => {
    const result = quizHomeRequestSchema.safeParse({ timeZone: "Europe/Nowhere" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('timeZone "Europe/Nowhere" is not a time zone we know. Use an IANA name such as Europe/Madrid or America/New_York.');
    expect(timeZoneSchema.safeParse("").error?.issues[0]?.message).toBe("timeZone is required.");
    expect(timeZoneSchema.safeParse("x".repeat(65)).success).toBe(false);
  });
});
