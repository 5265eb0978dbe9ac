import { readFileSync } from "node:fs";
import { trackSchema } from "@berea/contracts/learning";
import { describe, expect, it } from "vitest";
import { registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext } from "./support/browser.ts";

/**
 * A learner opens the first track, reads a lesson's study guide, fails and
 * then passes its mastery check, and the next lesson opens. A Spanish reader
 * gets the same track in Spanish (data/learning-es), its passage in the RV1909.
 */
const browser = chromiumForFile();
const readTrack = (path: string) => trackSchema.parse(JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8")));
const basics = readTrack("../data/learning/bible-basics.json");
const [first, second] = basics.lessons;
const spanishBasics = readTrack("../data/learning-es/bible-basics.json");

describe("guided learning", () => {
  it("a new learner studies the first lesson, passes its check at the second try and opens the next lesson", async () => {
    if (!first || !second) throw new Error("Bible Basics has fewer than two lessons.");
    const { email } = await registerThroughApi("Priscilla");
    const context = await newContext(browser(), "desktop");
    const page = await context.newPage();
    await signIn(page, email);

    await page.goto("/learn");
    const track = page.getByRole("listitem", { name: basics.title });
    await expect.poll(() => track.getByText(`0 of ${basics.lessons.length} lessons passed`).isVisible()).toBe(true);
    expect(await track.getByText(`2. ${second.title}`).isVisible()).toBe(true);
    expect(await track.getByRole("link", { name: `2. ${second.title}` }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await track.getByRole("link", { name: "Start the track" }).click();
    await page.waitForURL(`**/learn/${first.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: first.title }).isVisible()).toBe(true);

    // The table of contents follows the reader down the guide.
    const toc = page.getByRole("navigation", { name: "On this page" });
    const current = () => toc.locator('[aria-current="location"]').textContent();
    expect(await current()).toBe("The reading");
    const third = first.sections[2];
    if (!third) throw new Error("The first lesson has fewer than three sections.");
    await toc.getByRole("link", { name: third.heading }).click();
    await expect.poll(current).toBe(third.heading);
    await expectNoAxeViolations(page);

    // Four of five pass: one wrong answer and a second wrong one fail it first.
    const check = page.getByRole("region", { name: "Check what you learned" });
    const choose = async (wrong: number[]) => {
      for (const [index, question] of first.mastery.entries()) {
        const answer = wrong.includes(index) ? question.options.find((option) => option !== question.answer) : question.answer;
        await check.getByRole("group", { name: `${index + 1}. ${question.prompt}` }).getByRole("radio", { name: answer ?? "", exact: true }).check();
      }
      await check.getByRole("button", { name: "Check my answers" }).click();
    };
    await choose([0, 3]);
    await expect.poll(() => check.getByRole("status").textContent()).toContain("3 of 5 right.");
    expect(await page.getByRole("link", { name: /^Next lesson/ }).count()).toBe(0);

    await check.getByRole("button", { name: "Try again" }).click();
    await choose([4]);
    await expect.poll(() => check.getByRole("status").textContent()).toContain("4 of 5 right. Well done: the next lesson is open.");
    await page.getByRole("link", { name: `Next lesson: ${second.title}` }).click();
    await page.waitForURL(`**/learn/${second.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: second.title }).isVisible()).toBe(true);

    // The tracks and the study-guide index show it.
    await page.goto("/bl");
    await expect.poll(() => page.getByRole("link", { name: second.title }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1, name: "Study guides" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto("/learn");
    await expect.poll(() => page.getByRole("listitem", { name: basics.title }).getByText(`1 of ${basics.lessons.length} lessons passed`).isVisible()).toBe(true);
    await context.close();
  });

  it("a Spanish reader gets the track in Spanish, the passage in the RV1909, and passes the check with the Spanish answers", async () => {
    const [primera, segunda] = spanishBasics.lessons;
    if (!primera || !segunda) throw new Error("Lo básico de la Biblia has fewer than two lessons.");
    // Signed in through the English form, then the session cookie handed to a browser in Spanish.
    const { email } = await registerThroughApi("Febe");
    const english = await newContext(browser(), "desktop");
    await signIn(await english.newPage(), email);
    const context = await newContext(browser(), "desktop", { locale: "es-ES" });
    await context.addCookies((await english.cookies()).filter((cookie) => cookie.name === "__session"));
    await english.close();
    const page = await context.newPage();

    await page.goto("/learn");
    const track = page.getByRole("listitem", { name: spanishBasics.title });
    await expect.poll(() => track.getByText(`0 de ${spanishBasics.lessons.length} lecciones aprobadas`).isVisible()).toBe(true);
    expect(await page.getByText(basics.title).count(), "no English track title left").toBe(0);
    await track.getByRole("link", { name: "Empezar el recorrido" }).click();
    await page.waitForURL(`**/learn/${primera.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: primera.title }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: "La lectura: Hebreos 1:1-4" }).isVisible()).toBe(true);
    expect(await page.getByText("DIOS, habiendo hablado muchas veces y en muchas maneras").isVisible()).toBe(true);
    expect(await page.getByRole("combobox", { name: "Traducción" }).inputValue()).toBe("rv1909");
    await expectNoAxeViolations(page);

    const check = page.getByRole("region", { name: "Comprueba lo que aprendiste" });
    for (const [index, question] of primera.mastery.entries()) {
      await check.getByRole("group", { name: `${index + 1}. ${question.prompt}` }).getByRole("radio", { name: question.answer, exact: true }).check();
    }
    await check.getByRole("button", { name: "Revisar mis respuestas" }).click();
    await expect.poll(() => check.getByRole("status").textContent()).toContain("5 de 5 correctas. Bien hecho: la siguiente lección está abierta.");
    await page.getByRole("link", { name: `Siguiente lección: ${segunda.title}` }).click();
    await page.waitForURL(`**/learn/${segunda.id}`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: segunda.title }).isVisible()).toBe(true);
    await context.close();
  });
});
