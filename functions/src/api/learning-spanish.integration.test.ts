import type { LearningTracksReply, LessonView, MasteryCheckReply } from "@berea/contracts/learning";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLearningLibrary } from "../learning/learning-data.ts";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";

/**
 * The learning tracks in Spanish over HTTP: tracks, lesson and check take
 * an optional `lang` and answer in it (data/learning-es, the English track
 * of the same file translated with the same ids), English when it is left
 * out. A Spanish lesson's passage comes in the RV1909 with the book named
 * in Spanish; its check is marked against the Spanish options; and the
 * progress is one per lesson, whichever language it was earned in.
 */
let server: ApiTestServer;
let cookie: string;
beforeAll(async () => {
  server = await startApiServer("learning-spanish");
  ({ cookie } = await signedInAccount(server, "Lidia", 0));
});
afterAll(async () => {
  await server.close();
});

interface Reply<T> {
  status: number;
  body: { payload?: T; message?: string; code?: string };
}

async function post<T>(path: string, body: unknown): Promise<Reply<T>> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Reply<T>["body"] };
}

const answersOf = (language: "en" | "es", lessonId: string) => loadLearningLibrary(language).lessons.get(lessonId)?.lesson.mastery.map((question) => question.answer) ?? [];

describe("the learning tracks in Spanish", () => {
  it("lists the tracks in Spanish for lang es and in English by default, with the same ids in both", async () => {
    const spanish = await post<LearningTracksReply>("/learn/tracks", { lang: "es" });
    expect(spanish.status).toBe(200);
    const basics = spanish.body.payload?.tracks.find((track) => track.id === "bible-basics");
    expect(basics?.title).toBe("Lo básico de la Biblia: cómo orientarte en las Escrituras");
    expect(basics?.lessons[0]).toMatchObject({ id: "bible-basics-01", title: "Un solo libro, muchas voces: cómo está formada la Biblia", open: true, passed: false });
    const english = await post<LearningTracksReply>("/learn/tracks", {});
    expect(english.body.payload?.tracks.find((track) => track.id === "bible-basics")?.title).toBe("Bible Basics: Finding Your Way in the Scriptures");
    const ids = (reply: Reply<LearningTracksReply>) => reply.body.payload?.tracks.map((track) => [track.id, track.lessons.map((lesson) => lesson.id)]);
    expect(ids(spanish)).toEqual(ids(english));
  });

  it("opens a lesson in Spanish with its passage in the RV1909, or in the translation the reader chooses", async () => {
    const spanish = await post<LessonView>("/learn/lesson", { lessonId: "bible-basics-01", lang: "es" });
    expect(spanish.status).toBe(200);
    expect(spanish.body.payload).toMatchObject({
      title: "Un solo libro, muchas voces: cómo está formada la Biblia",
      track: { id: "bible-basics", title: "Lo básico de la Biblia: cómo orientarte en las Escrituras", lessons: 6 },
      author: "El equipo de Berea",
      passage: { label: "Hebreos 1:1-4", translation: "rv1909" },
    });
    expect(spanish.body.payload?.passage.verses[0]?.text).toBe("DIOS, habiendo hablado muchas veces y en muchas maneras en otro tiempo á los padres por los profetas,");
    expect(spanish.body.payload?.questions[0]?.prompt).toBe("Según Hebreos 1:1, ¿cómo habló Dios en otro tiempo a los padres?");
    const chosen = await post<LessonView>("/learn/lesson", { lessonId: "bible-basics-01", lang: "es", translation: "kjv" });
    expect(chosen.body.payload?.passage).toMatchObject({ label: "Hebreos 1:1-4", translation: "kjv" });
    expect(chosen.body.payload?.passage.verses[0]?.text).toMatch(/^God, who at sundry times/);
    const english = await post<LessonView>("/learn/lesson", { lessonId: "bible-basics-01" });
    expect(english.body.payload).toMatchObject({ title: "One Book, Many Voices: How the Bible Is Put Together", passage: { label: "Hebrews 1:1-4", translation: "kjv" } });
  });

  it("marks a Spanish check against the Spanish options, and the pass opens the next lesson in both languages", async () => {
    const englishAnswers = await post("/learn/check", { lessonId: "bible-basics-01", answers: answersOf("en", "bible-basics-01"), lang: "es" });
    expect(englishAnswers.status).toBe(400);
    expect(englishAnswers.body.code).toBe("invalid-argument");

    const passed = await post<MasteryCheckReply>("/learn/check", { lessonId: "bible-basics-01", answers: answersOf("es", "bible-basics-01"), lang: "es" });
    expect(passed.status).toBe(200);
    expect(passed.body.payload).toMatchObject({ score: 5, passed: true, next: { id: "bible-basics-02", title: "La gran historia: de la creación a la nueva creación" } });
    expect(passed.body.payload?.results[0]).toMatchObject({ right: true, answer: "Muchas veces y en muchas maneras", reference: "Hebreos 1:1" });

    const english = await post<LessonView>("/learn/lesson", { lessonId: "bible-basics-02" });
    expect(english.status).toBe(200);
    expect(english.body.payload?.title).toBe("The Big Story: From Creation to New Creation");
    const tracks = await post<LearningTracksReply>("/learn/tracks", {});
    expect(tracks.body.payload?.tracks.find((track) => track.id === "bible-basics")?.lessons[0]).toMatchObject({ passed: true, bestScore: 5 });
  });

  it("refuses a language Berea does not speak, naming the choices", async () => {
    for (const [path, body] of [
      ["/learn/tracks", { lang: "fr" }],
      ["/learn/lesson", { lessonId: "bible-basics-01", lang: "pt" }],
      ["/learn/check", { lessonId: "bible-basics-01", answers: answersOf("es", "bible-basics-01"), lang: "ES" }],
    ] as const) {
      const refused = await post(path, body);
      expect({ path, status: refused.status, message: refused.body.message }).toEqual({ path, status: 400, message: expect.stringContaining("en, es") as unknown });
    }
    const translation = await post("/learn/lesson", { lessonId: "bible-basics-01", lang: "es", translation: "niv" });
    expect(translation.status).toBe(400);
    expect(translation.body.message).toContain("kjv, web, rv1909");
  });
});
