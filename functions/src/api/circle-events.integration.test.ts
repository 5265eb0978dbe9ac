import type { CircleEvent, CircleEventListReply } from "@berea/contracts/circle-events";
import type { CircleSummary } from "@berea/contracts/circles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAccount, startApiServer, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";
import { areaClient } from "../test-support/area-client.ts";
import { runningClock } from "../test-support/domain-test.ts";

/**
 * Circle events over HTTP, on both drivers: what only HTTP shows (every bad
 * field answered 400 with its message by field, the calendar files' type,
 * name and content, the feed reached with its token and no session).
 */
let server: ApiTestServer;
let owner: SignedInAccount;
let member: SignedInAccount;
let stranger: SignedInAccount;
let circleId: string;
const clock = runningClock("2026-03-02T09:00:00Z");

const circles = areaClient(() => server.baseUrl, "circles");
const events = areaClient(() => server.baseUrl, "circle-events");

beforeAll(async () => {
  server = await startApiServer("circle-events", { now: clock.now });
  [owner, member, stranger] = await Promise.all([signedInAccount(server, "Priscilla Owner"), signedInAccount(server, "Aquila Member"), signedInAccount(server, "Demas Stranger")]);
  const circle = await circles.ok<CircleSummary>(owner, "create", { name: "Romans study" });
  await circles.ok(member, "join", { code: circle.inviteCode });
  circleId = circle.id;
});
afterAll(async () => {
  await server.close();
});

const study = { title: "Romans study", date: "2026-03-04", startTime: "19:30", endTime: "21:00", timeZone: "Europe/London", place: "St Mary's hall", hosts: ["Priscilla"], tags: ["study"], repeat: { count: 6 } };

async function postRaw(who: SignedInAccount, action: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}/api/circle-events/${action}`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: who.cookie }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { message?: string; code?: string; fields?: Record<string, string> } };
}

describe("circle events over HTTP", () => {
  it("answers each bad field with a 400 and its message by field, writing nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endTime: "19:00" }, "endTime", "The end time must be after the start time."],
      [{ endDate: "2026-03-03" }, "endDate", "The end date cannot be before the start date."],
      [{ timeZone: "Europe/Atlantis" }, "timeZone", 'timeZone "Europe/Atlantis" is not a time zone we know. Use an IANA name such as Europe/Madrid or America/New_York.'],
      [{ videoLink: "http://meet.example.com/romans" }, "videoLink", "videoLink must be a secure web address starting with https://."],
      [{ title: "R".repeat(81) }, "title", "An event's title can be at most 80 characters."],
      [{ repeat: { count: 60 } }, "repeat.count", "A weekly event repeats at most 52 times."],
    ];
    for (const [change, field, message] of cases) {
      const reply = await postRaw(owner, "create", { circleId, ...study, ...change });
      expect({ status: reply.status, code: reply.body.code, field: reply.body.fields?.[field] }, JSON.stringify(change)).toEqual({ status: 400, code: "invalid-argument", field: message });
    }
    expect((await events.ok<CircleEventListReply>(owner, "list", { from: "2026-03-01", to: "2026-12-31" })).occurrences).toEqual([]);
  });

  it("lets the owner schedule, a member answer and download the event, and keeps a stranger out", async () => {
    const event = await events.ok<CircleEvent>(owner, "create", { circleId, ...study });
    expect((await events.post(member, "create", { circleId, ...study })).status).toBe(403);
    expect((await events.post(stranger, "rsvp", { circleId, eventId: event.id, occurrence: "2026-03-11", answer: "going" })).status).toBe(404);
    expect(await events.ok(member, "rsvp", { circleId, eventId: event.id, occurrence: "2026-03-11", answer: "going" })).toEqual({ occurrence: "2026-03-11", answer: "going", going: 1, maybe: 0, notGoing: 0 });
    const listed = await events.ok<CircleEventListReply>(member, "list", { from: "2026-03-01", to: "2026-12-31" });
    expect(listed.occurrences.map((entry) => entry.rsvp.you)).toEqual([null, "going", null, null, null, null]);

    const file = await fetch(`${server.baseUrl}/api/circle-events/event.ics?circle=${circleId}&event=${event.id}`, { headers: { Cookie: member.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="romans-study.ics"');
    const text = await file.text();
    expect(text).toContain("RRULE:FREQ=WEEKLY;COUNT=4");
    expect(text).toContain("DTSTART:20260304T193000Z");
    const refused = await fetch(`${server.baseUrl}/api/circle-events/event.ics?circle=${circleId}&event=${event.id}`, { headers: { Cookie: stranger.cookie } });
    expect(refused.status).toBe(404);
  });

  it("serves the member's feed to a calendar app holding only its address", async () => {
    const { path } = await events.ok<{ path: string }>(member, "feed", {});
    const feed = await fetch(`${server.baseUrl}${path}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await feed.text();
    expect(text).toContain("SUMMARY:Romans study");
    expect(text).toContain("RRULE:FREQ=WEEKLY");
    const unknown = await fetch(`${server.baseUrl}/api/circle-events/feed.ics?token=${"x".repeat(32)}`);
    expect([unknown.status, ((await unknown.json()) as { code: string }).code]).toEqual([404, "not-found"]);
  });
});
