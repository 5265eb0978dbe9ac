import { sectionIds, type Lesson, type Track } from "@berea/contracts/learning";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { appErrorOf, refusalOf, openDomainStore, testClock, type DomainStore, type TestClock } from "../test-support/domain-test.ts";
import { createLearningLibrary, translatedTracks } from "./learning-data.ts";
import { checkMastery, learningProgress, learningTracks, lessonView, type LearningDeps } from "./learning.ts";

/** Learning tracks as plain functions over a real sqlite store, on a small library written here. */

const question = (n: number) => ({
  prompt: `Question ${n}?`,
  options: ["Right", "Wrong one", "Wrong two", "Wrong three"],
  answer: "Right",
  reference: { book: "John", chapter: 1, start: n, end: n },
  explanation: `Because of verse ${n}.`,
});

function lesson(trackId: string, n: number): Lesson {
  return {
    id: `${trackId}-0${n}`,
    title: `${trackId} lesson ${n}`,
    summary: "A lesson.",
    passage: { book: "John", chapter: 1, start: 1, end: 3 },
    sections: [
      { heading: "What it says", paragraphs: ["One."] },
      { heading: "What it meant then", paragraphs: ["Two."] },
      { heading: "What it means now", paragraphs: ["Three."] },
    ],
    mastery: [1, 2, 3, 4, 5].map(question),
  };
}

const track = (id: string): Track => ({ id, title: `Track ${id}`, summary: "A track.", author: "The Berea team", lessons: [1, 2, 3, 4, 5, 6].map((n) => lesson(id, n)) });

let domain: DomainStore;
let clock: TestClock;
let deps: LearningDeps;

beforeEach(() => {
  domain = openDomainStore("learning");
  clock = testClock("2026-05-04T09:00:00Z");
  deps = { store: domain.store, library: createLearningLibrary([track("later"), track("bible-basics")]), texts: { kjv: loadTranslation("kjv"), web: loadTranslation("web"), rv1909: loadTranslation("rv1909"), books: loadBooks() }, now: clock.now };
});

afterEach(() => domain.close());

const allRight = ["Right", "Right", "Right", "Right", "Right"];
const fourRight = ["Right", "Right", "Wrong one", "Right", "Right"];
const threeRight = ["Wrong two", "Right", "Wrong one", "Right", "Right"];

describe("the tracks page", () => {
  it("lists the basics first, every first lesson open and the rest closed, with no progress yet", async () => {
    const { tracks } = await learningTracks(deps, "lydia");
    expect(tracks.map((entry) => entry.id)).toEqual(["bible-basics", "later"]);
    expect(tracks[0]?.lessons.map((entry) => [entry.number, entry.open, entry.passed, entry.bestScore])).toEqual([
      [1, true, false, null],
      [2, false, false, null],
      [3, false, false, null],
      [4, false, false, null],
      [5, false, false, null],
      [6, false, false, null],
    ]);
    expect(tracks[0]?.lessons[0]?.sections).toEqual([
      { id: "what-it-says", heading: "What it says" },
      { id: "what-it-meant-then", heading: "What it meant then" },
      { id: "what-it-means-now", heading: "What it means now" },
    ]);
  });
});

describe("a lesson", () => {
  it("gives the study guide with the passage's text and sections to link to, and the questions without their answers", async () => {
    const view = await lessonView(deps, "lydia", "bible-basics-01", "kjv");
    expect(view.passage.label).toBe("John 1:1-3");
    expect(view.passage.verses[0]).toEqual({ verse: 1, text: "In the beginning was the Word, and the Word was with God, and the Word was God." });
    expect(view.sections.map((section) => section.id)).toEqual(["what-it-says", "what-it-meant-then", "what-it-means-now"]);
    expect(view.questions[0]).toEqual({ prompt: "Question 1?", options: ["Right", "Wrong one", "Wrong two", "Wrong three"] });
    expect(JSON.stringify(view)).not.toContain("Because of verse");
    expect(view).toMatchObject({ number: 1, previous: null, next: { id: "bible-basics-02" }, passed: false, bestScore: null });
    expect((await lessonView(deps, "lydia", "bible-basics-01", "web")).passage.verses[0]?.text).toBe("In the beginning was the Word, and the Word was with God, and the Word was God.");
  });

  it("stays closed until the lesson before it is passed, and says which", async () => {
    const closed = await refusalOf(lessonView(deps, "lydia", "bible-basics-02", "kjv"));
    expect(closed).toMatchObject({ code: "permission-denied", message: 'Pass the mastery check of "bible-basics lesson 1" first: four of five right open this lesson.' });
    expect((await appErrorOf(checkMastery(deps, "lydia", "bible-basics-02", allRight))).code).toBe("permission-denied");
    expect((await appErrorOf(lessonView(deps, "lydia", "no-such-lesson", "kjv"))).code).toBe("not-found");
  });

  it("makes each heading an id for the page, a repeated one numbered", () => {
    expect(sectionIds(["Paul’s first journey: Cyprus & Pisidia", "¿?", "Crète", "Crete"])).toEqual(["paul-s-first-journey-cyprus-pisidia", "section", "crete", "crete-2"]);
  });
});

describe("the mastery check", () => {
  it("fails at three of five, passes at four and opens the next lesson", async () => {
    const failed = await checkMastery(deps, "lydia", "bible-basics-01", threeRight);
    expect(failed).toMatchObject({ score: 3, passed: false, bestScore: 3, next: null });
    expect(failed.results.map((result) => result.right)).toEqual([false, true, false, true, true]);
    expect(failed.results[0]).toEqual({ right: false, answer: "Right", explanation: "Because of verse 1.", reference: "John 1:1" });
    expect((await appErrorOf(lessonView(deps, "lydia", "bible-basics-02", "kjv"))).code).toBe("permission-denied");

    const passedCheck = await checkMastery(deps, "lydia", "bible-basics-01", fourRight);
    expect(passedCheck).toMatchObject({ score: 4, passed: true, bestScore: 4, next: { id: "bible-basics-02", title: "bible-basics lesson 2" } });
    expect((await lessonView(deps, "lydia", "bible-basics-02", "kjv")).number).toBe(2);
    const { tracks } = await learningTracks(deps, "lydia");
    expect(tracks[0]?.lessons.slice(0, 3).map((entry) => [entry.open, entry.passed, entry.bestScore])).toEqual([
      [true, true, 4],
      [true, false, null],
      [false, false, null],
    ]);
    expect(tracks[0]?.passed).toBe(1);
    // Another learner's progress is their own.
    expect((await appErrorOf(lessonView(deps, "aquila", "bible-basics-02", "kjv"))).code).toBe("permission-denied");
  });

  it("keeps the best score and the first pass: a worse check later closes nothing", async () => {
    clock.advance(1000);
    await checkMastery(deps, "lydia", "bible-basics-01", allRight);
    const firstPass = (await learningProgress.get(domain.store, "lydia"))?.lessons["bible-basics-01"]?.passedAt;
    clock.advance(60_000);
    const worse = await checkMastery(deps, "lydia", "bible-basics-01", threeRight);
    expect(worse).toMatchObject({ score: 3, passed: true, bestScore: 5, next: { id: "bible-basics-02" } });
    expect((await learningProgress.get(domain.store, "lydia"))?.lessons["bible-basics-01"]).toEqual({ bestScore: 5, passedAt: firstPass, checks: 2 });
  });

  it("refuses an answer that is not one of its question's options, naming which, and stores nothing", async () => {
    const refused = await refusalOf(checkMastery(deps, "lydia", "bible-basics-01", ["Right", "Right", "Maybe", "Right", "Right"]));
    expect(refused).toMatchObject({ code: "invalid-argument", message: "Answer 3 is not one of that question's options.", fields: { "answers.2": "Answer 3 is not one of that question's options." } });
    expect(await learningProgress.get(domain.store, "lydia")).toBeNull();
    expect((await appErrorOf(checkMastery(deps, "lydia", "nothing", allRight))).code).toBe("not-found");
  });
});

/** The same track in Spanish: every string translated, the ids, passages and question order kept. */
function spanish(english: Track): Track {
  return {
    ...english,
    title: `Curso ${english.id}`,
    lessons: english.lessons.map((entry, n) => ({
      ...entry,
      title: `Lección ${n + 1}`,
      sections: entry.sections.map((section, i) => ({ heading: `Sección ${i + 1}`, paragraphs: ["Uno."] })),
      mastery: entry.mastery.map((question) => ({ ...question, options: ["Correcta", "Falsa uno", "Falsa dos", "Falsa tres"], answer: "Correcta", explanation: "Porque sí." })),
    })),
  };
}

describe("in Spanish", () => {
  const english = new Map([
    ["bible-basics.json", track("bible-basics")],
    ["later.json", track("later")],
  ]);
  let es: LearningDeps;
  beforeEach(() => {
    // bible-basics has a Spanish file; later has none yet and stays English.
    es = { ...deps, language: "es", library: createLearningLibrary(translatedTracks(english, new Map([["bible-basics.json", spanish(track("bible-basics"))]]))) };
  });

  it("gives a translated track in Spanish with the passage in the RV1909 and Spanish book names, a track with no translation in English", async () => {
    const { tracks } = await learningTracks(es, "lydia");
    expect(tracks.map((entry) => entry.title)).toEqual(["Curso bible-basics", "Track later"]);
    const view = await lessonView(es, "lydia", "bible-basics-01");
    expect(view).toMatchObject({ title: "Lección 1", passage: { label: "Juan 1:1-3", translation: "rv1909" } });
    expect(view.passage.verses[0]?.text).toBe("EN el principio era el Verbo, y el Verbo era con Dios, y el Verbo era Dios.");
    expect(view.questions[0]?.options).toEqual(["Correcta", "Falsa uno", "Falsa dos", "Falsa tres"]);
    expect((await lessonView(es, "lydia", "bible-basics-01", "kjv")).passage.translation).toBe("kjv");
  });

  it("marks answers against the Spanish options, and keeps one progress per lesson for both languages", async () => {
    expect((await refusalOf(checkMastery(es, "lydia", "bible-basics-01", allRight))).code).toBe("invalid-argument");
    const passedCheck = await checkMastery(es, "lydia", "bible-basics-01", ["Correcta", "Correcta", "Falsa uno", "Correcta", "Correcta"]);
    expect(passedCheck).toMatchObject({ score: 4, passed: true, next: { id: "bible-basics-02", title: "Lección 2" } });
    expect(passedCheck.results[0]).toMatchObject({ answer: "Correcta", explanation: "Porque sí.", reference: "Juan 1:1" });
    // Passed in Spanish, passed in English.
    expect((await lessonView(deps, "lydia", "bible-basics-02", "kjv")).number).toBe(2);
    expect((await learningTracks(deps, "lydia")).tracks[0]?.lessons[0]).toMatchObject({ passed: true, bestScore: 4 });
  });

  it("refuses a translation whose ids or passages are not the English track's", () => {
    const moved = spanish(track("bible-basics"));
    const [first] = moved.lessons;
    if (first) first.passage = { book: "John", chapter: 3, start: 16, end: 16 };
    expect(() => translatedTracks(english, new Map([["bible-basics.json", moved]]))).toThrow(/does not keep the English track's ids/);
    expect(() => translatedTracks(english, new Map([["bible-basics.json", { ...spanish(track("bible-basics")), id: "otro" }]]))).toThrow(/does not keep/);
  });
});
