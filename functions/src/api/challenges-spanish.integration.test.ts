import type { ChallengeBadgesReply, ChallengeListReply, ChallengeRun } from "@berea/contracts/challenges";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { challengeBadges } from "../challenges/challenge-collections.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { testClock } from "../test-support/domain-test.ts";

/**
 * The faith challenges in Spanish over HTTP: list, join, get and badges take
 * an optional `lang` and answer the challenges' titles and descriptions in
 * it (data/challenges/catalog-es.json), English when it is left out; the
 * goals are the same in both, and so is the line on what a member's
 * progress counted. A refusal that names a challenge names it in
 * the refusal's language (Accept-Language).
 */
let server: ApiTestServer;
const timeZone = "America/Mexico_City";
const clock = testClock("2026-03-09T18:00:00Z");

let cookie: string;
let uid: string;
beforeAll(async () => {
  server = await startApiServer("challenges-spanish", { now: clock.now });
  ({ cookie, uid } = await signedInAccount(server, "Lidia", 0, { timeZone }));
});
afterAll(async () => {
  await server.close();
});

interface Reply<T> {
  status: number;
  body: { payload?: T; message?: string; code?: string };
}

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply<T>> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply<T>["body"] };
}

describe("faith challenges in Spanish", () => {
  it("lists the catalogue with Spanish titles and descriptions for lang es, English by default, the same goals in both", async () => {
    const spanish = await post<ChallengeListReply>("/challenges/list", { timeZone, lang: "es" });
    expect(spanish.status).toBe(200);
    expect(spanish.body.payload?.challenges.find((challenge) => challenge.id === "pray-7-days")).toMatchObject({
      title: "Ora siete días seguidos",
      description: expect.stringContaining("ora por alguien en el muro de oración") as unknown,
      kind: "prayer-days",
      goal: 7,
      days: 10,
    });
    const english = await post<ChallengeListReply>("/challenges/list", { timeZone });
    expect(english.body.payload?.challenges.find((challenge) => challenge.id === "pray-7-days")).toMatchObject({ title: "Pray seven days in a row", kind: "prayer-days", goal: 7, days: 10 });
    const goals = (reply: Reply<ChallengeListReply>) => reply.body.payload?.challenges.map(({ id, kind, goal, days }) => ({ id, kind, goal, days }));
    expect(goals(spanish)).toEqual(goals(english));
    expect(spanish.body.payload?.challenges.map((challenge) => challenge.title)).not.toContain("Pray seven days in a row");
  });

  it("joins and opens a run with its challenge in the language asked for, and lists the run by its Spanish title", async () => {
    const joined = await post<ChallengeRun>("/challenges/join", { challengeId: "psalm-23-by-heart", with: "alone", timeZone, lang: "es" });
    expect(joined.status).toBe(200);
    expect(joined.body.payload?.challenge).toMatchObject({ title: "El Salmo 23 de memoria en 14 días", description: expect.stringContaining("“JEHOVÁ es mi pastor; nada me faltará.”") as unknown });
    const runId = joined.body.payload?.runId ?? "";
    const spanish = await post<ChallengeRun>("/challenges/get", { runId, timeZone, lang: "es" });
    expect(spanish.body.payload?.challenge.title).toBe("El Salmo 23 de memoria en 14 días");
    // The line on what counted so far, in the same language.
    expect(spanish.body.payload?.members.map((member) => member.progress.detail)).toEqual(["Para empezar, añade el pasaje a tus versículos para memorizar."]);
    const english = await post<ChallengeRun>("/challenges/get", { runId, timeZone });
    expect(english.body.payload?.challenge.title).toBe("Psalm 23 by heart in two weeks");
    expect(english.body.payload?.members.map((member) => member.progress.detail)).toEqual(["Add the passage to your memory verses to begin."]);
    const list = await post<ChallengeListReply>("/challenges/list", { timeZone, lang: "es" });
    expect(list.body.payload?.mine.map((run) => run.title)).toEqual(["El Salmo 23 de memoria en 14 días"]);
  });

  it("names the challenge in Spanish when a Spanish reader joins one they are already taking", async () => {
    const again = await post("/challenges/join", { challengeId: "psalm-23-by-heart", with: "alone", timeZone, lang: "es" }, { "Accept-Language": "es-MX,es;q=0.9" });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("«El Salmo 23 de memoria en 14 días»");
    const english = await post("/challenges/join", { challengeId: "psalm-23-by-heart", with: "alone", timeZone }, { "Accept-Language": "en-US" });
    expect(english.body.message).toContain('"Psalm 23 by heart in two weeks"');
  });

  it("titles the badges in the language asked for", async () => {
    await challengeBadges.set(server.store, uid, { uid, badges: { "ten-quizzes": { title: "Ten quizzes in two weeks", earnedAt: "2026-03-01T12:00:00.000Z", runId: "run-of-quizzes" } } });
    const spanish = await post<ChallengeBadgesReply>("/challenges/badges", { lang: "es" });
    expect(spanish.status).toBe(200);
    expect(spanish.body.payload?.badges).toEqual([{ challengeId: "ten-quizzes", title: "Diez cuestionarios en 14 días", earnedAt: "2026-03-01T12:00:00.000Z" }]);
    const english = await post<ChallengeBadgesReply>("/challenges/badges", {});
    expect(english.body.payload?.badges.map((badge) => badge.title)).toEqual(["Ten quizzes in two weeks"]);
    const list = await post<ChallengeListReply>("/challenges/list", { timeZone, lang: "es" });
    expect(list.body.payload?.badges.map((badge) => badge.title)).toEqual(["Diez cuestionarios en 14 días"]);
  });

  it("refuses a language Berea does not speak, naming the choices", async () => {
    const refused = await post("/challenges/list", { timeZone, lang: "fr" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("lang must be one of: en, es.");
  });
});
