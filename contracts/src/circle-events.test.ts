import { describe, expect, it } from "vitest";
import { circleEventCreateRequestSchema, circleEventListRequestSchema } from "./circle-events.ts";

/** What the owner's form gets back, field by field: a message a person reads for each bad field. */
const valid = { circleId: "abc", title: "Romans study", date: "2026-12-06", startTime: "19:30", endTime: "21:00", timeZone: "Europe/London" };
function problems(input: Record<string, unknown>): Record<string, string> {
  const result = circleEventCreateRequestSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("a circle event's fields", () => {
  it("takes a plain event, trimming text and dropping an empty place and link", () => {
    const parsed = circleEventCreateRequestSchema.parse({ ...valid, title: "  Romans study ", place: " ", videoLink: "", timeZone: "europe/london" });
    expect(parsed).toMatchObject({ title: "Romans study", place: undefined, videoLink: undefined, hosts: [], tags: [], timeZone: "Europe/London" });
  });

  it("says what is wrong with each bad field", () => {
    expect(problems({ endTime: "19:00" })).toEqual({ endTime: "The end time must be after the start time." });
    expect(problems({ endDate: "2026-12-05" })).toEqual({ endDate: "The end date cannot be before the start date." });
    expect(problems({ endDate: "2026-12-20" })).toEqual({ endDate: "A multi-day event lasts at most 14 days." });
    expect(problems({ timeZone: "Mars/Olympus" })).toEqual({ timeZone: 'timeZone "Mars/Olympus" is not a time zone we know. Use an IANA name such as Europe/Madrid or America/New_York.' });
    expect(problems({ videoLink: "http://meet.example.com/x" })).toEqual({ videoLink: "videoLink must be a secure web address starting with https://." });
    expect(problems({ title: "x".repeat(81) })).toEqual({ title: "An event's title can be at most 80 characters." });
    expect(problems({ date: "2026-02-30" })).toEqual({ date: "date is not a date on the calendar (years 2000 to 2100)." });
    expect(problems({ startTime: "7pm" })).toEqual({ startTime: "startTime must be a time like 19:30." });
    expect(problems({ tags: ["study", "party"] })).toEqual({ "tags.1": "A tag is one of: study, prayer, service, worship, fellowship." });
    expect(problems({ hosts: ["A", "B", "C", "D", "E", "F"] })).toEqual({ hosts: "An event names at most 5 hosts." });
  });

  it("repeats weekly until a date or a number of times, within 52 weeks, never both", () => {
    expect(problems({ repeat: { count: 52 } })).toEqual({});
    expect(problems({ repeat: { count: 53 } })).toEqual({ "repeat.count": "A weekly event repeats at most 52 times." });
    expect(problems({ repeat: { until: "2027-12-06" } })).toEqual({ "repeat.until": "A weekly event repeats at most 52 times: choose an earlier end." });
    expect(problems({ repeat: { until: "2026-12-08" } })).toEqual({ "repeat.until": "A weekly event repeats until at least a week after its first date." });
    expect(problems({ repeat: {} })).toEqual({ "repeat.until": "Say until when the event repeats, or how many times (one of them)." });
    expect(problems({ repeat: { count: 4 }, endDate: "2026-12-13" })).toEqual({ endDate: "A weekly event lasts less than a week." });
  });

  it("lists a range of at most 800 days, in order", () => {
    expect(circleEventListRequestSchema.safeParse({ from: "2026-12-06", to: "2026-12-05" }).error?.issues[0]?.message).toBe("to cannot be before from.");
    expect(circleEventListRequestSchema.safeParse({ from: "2026-01-01", to: "2028-12-31" }).error?.issues[0]?.message).toBe("Ask for at most 800 days at once.");
  });
});
