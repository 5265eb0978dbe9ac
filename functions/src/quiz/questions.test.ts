import type { BankQuestion, SpanishBankQuestion } from "@berea/contracts/quiz";
import { describe, expect, it } from "vitest";
import { answerKey, answerShapeProblem, blankOut, correctAnswer, drawQuestions, fold, isCorrect, spanishAnswerKey } from "./questions.ts";
import { msg } from "../lib/messages/message.ts";

const ref = { book: "John", chapter: 3, start: 16, end: 16 };
const mc = (n: number, type: BankQuestion["type"] = "multiple-choice"): BankQuestion =>
  type === "true-false"
    ? { id: `t-${n}`, topic: "t", difficulty: "easy", reference: ref, type, prompt: `Statement ${n}.`, answer: n % 2 === 0 }
    : { id: `t-${n}`, topic: "t", difficulty: "easy", reference: ref, type: "multiple-choice", prompt: `Q${n}?`, kind: "person", options: ["Ann", "Bo", "Cy", "Di"], answer: "Bo" };

describe("drawing questions", () => {
  it("never repeats a question and interleaves the types", () => {
    const pool = [...Array.from({ length: 10 }, (_, n) => mc(n)), ...Array.from({ length: 10 }, (_, n) => mc(n + 10, "true-false"))];
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const drawn = drawQuestions(pool, 10, random);
    expect(new Set(drawn.map((question) => question.id)).size).toBe(10);
    expect(drawn.filter((question) => question.type === "true-false")).toHaveLength(5);
    expect(drawQuestions(pool.slice(0, 3), 10, random)).toHaveLength(3);
  });
});

describe("fill in the blank", () => {
  it("blanks every whole-word occurrence, in any case, and nothing inside other words", () => {
    expect(blankOut("Love is kind; love never fails. Beloved, lovely.", "love")).toBe("___ is kind; ___ never fails. Beloved, lovely.");
    expect(blankOut("Thou wilt shew me the path of life", "shew")).toBe("Thou wilt ___ me the path of life");
  });

  it("accepts either translation's word, whatever the case, accents or punctuation", () => {
    const question: BankQuestion = { id: "f-1", topic: "t", difficulty: "easy", reference: ref, type: "fill-blank", blank: { kjv: "shew", web: "show" } };
    for (const typed of ["shew", "SHOW", " Show! ", "shéw"]) expect(isCorrect(question, typed), typed).toBe(true);
    expect(isCorrect(question, "shows")).toBe(false);
    expect(correctAnswer(question)).toBe("shew (WEB: show)");
    expect(fold("Jesús’ “word”")).toBe("jesus' word");
  });
});

describe("numbers in a typed answer", () => {
  const blank = (kjv: string, web = kjv): BankQuestion => ({ id: "n-1", topic: "t", difficulty: "easy", reference: ref, type: "fill-blank", blank: { kjv, web } });

  it("takes digits for a number the verse spells out, and words for one it writes in digits", () => {
    for (const typed of ["40", "forty", "Forty", " 40 "]) expect(isCorrect(blank("forty"), typed), typed).toBe(true);
    for (const typed of ["3000", "3,000", "3 000", "three thousand"]) expect(isCorrect(blank("3,000"), typed), typed).toBe(true);
    expect(isCorrect(blank("Six"), "6")).toBe(true);
    expect(isCorrect(blank("third"), "3rd")).toBe(true);
    expect(isCorrect(blank("forty and two"), "42")).toBe(true);
    expect(isCorrect(blank("forty-two"), "forty two")).toBe(true);
    expect(isCorrect(blank("an hundred"), "100")).toBe(true);
  });

  it("still tells a wrong number from the right one", () => {
    expect(isCorrect(blank("forty"), "4")).toBe(false);
    expect(isCorrect(blank("forty"), "14")).toBe(false);
    expect(isCorrect(blank("third"), "3")).toBe(false);
    expect(isCorrect(blank("3,000"), "300")).toBe(false);
    expect(answerKey("The 12 apostles")).toBe("the 12 apostles");
  });
});

describe("a typed Spanish answer", () => {
  const blank = (rv1909: string): SpanishBankQuestion => ({ id: "es-t-001", lang: "es", topic: "t", difficulty: "easy", reference: ref, type: "fill-blank", blank: { rv1909 } });

  it("forgives case, punctuation and accents", () => {
    for (const typed of ["Jehová", "jehova", " JEHOVA! ", "jehová."]) expect(isCorrect(blank("Jehová"), typed), typed).toBe(true);
    for (const typed of ["enviame", "ENVÍAME", "envíame!"]) expect(isCorrect(blank("envíame"), typed), typed).toBe(true);
    expect(isCorrect(blank("Jehová"), "Jehovah")).toBe(false);
    expect(correctAnswer(blank("envíame"))).toBe("envíame");
  });

  it("takes a number in digits or in words, in today's spelling or the RV1909's", () => {
    for (const typed of ["40", "cuarenta", "Cuarenta"]) expect(isCorrect(blank("cuarenta"), typed), typed).toBe(true);
    expect(spanishAnswerKey("dieciséis")).toBe("16");
    expect(spanishAnswerKey("diez y seis")).toBe("16");
    expect(spanishAnswerKey("veinticuatro")).toBe(spanishAnswerKey("veinte y cuatro"));
    expect(spanishAnswerKey("ciento y veinte")).toBe("120");
    expect(spanishAnswerKey("novecientos sesenta y nueve")).toBe("969");
    expect(spanishAnswerKey("3.000")).toBe("3000");
    expect(spanishAnswerKey("tres mil")).toBe("3000");
    expect(spanishAnswerKey("mil")).toBe("1000");
    expect(spanishAnswerKey("ciento cuarenta y cuatro mil")).toBe("144000");
    expect(spanishAnswerKey("setenta")).toBe("70");
    expect(spanishAnswerKey("cien")).toBe("100");
  });

  it("still tells a wrong number or word from the right one", () => {
    expect(isCorrect(blank("cuarenta"), "4")).toBe(false);
    expect(isCorrect(blank("cuarenta"), "14")).toBe(false);
    expect(isCorrect(blank("siete"), "setenta")).toBe(false);
    expect(spanishAnswerKey("los doce apóstoles")).toBe("los doce apostoles");
  });
});

describe("answer shapes", () => {
  it("refuses answers that do not fit the question with a message a person understands", () => {
    expect(answerShapeProblem(mc(1), "Zed")).toEqual(msg("quiz.chooseOneOfFour"));
    expect(answerShapeProblem(mc(1), true)).toEqual(msg("quiz.chooseOneOfFour"));
    expect(answerShapeProblem(mc(2, "true-false"), "True")).toEqual(msg("quiz.answerTrueOrFalse"));
    const multi: BankQuestion = { id: "m-1", topic: "t", difficulty: "easy", reference: ref, type: "multi-select", prompt: "Which?", kind: "person", options: ["Ann", "Bo", "Cy", "Di"], answers: ["Ann", "Cy"] };
    expect(answerShapeProblem(multi, ["Ann", "Ann"])).toEqual(msg("quiz.chooseOneOrMore"));
    expect(answerShapeProblem(multi, [])).toEqual(msg("quiz.chooseOneOrMore"));
    expect(isCorrect(multi, ["Cy", "Ann"])).toBe(true);
    expect(isCorrect(multi, ["Ann"])).toBe(false);
    expect(isCorrect(multi, ["Ann", "Cy", "Bo"])).toBe(false);
  });
});
