import { describe, expect, it } from "vitest";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp, textTouchingEdges } from "./support/browser.ts";

/** The spec's remaining screens: /wave (Ripple Effect), /careers, and /f (not shown in the spec: the 404). */
const browser = chromiumForFile();

const centreStyle = (animation: "animationName" | "animationDuration" | "animationPlayState") =>
  `getComputedStyle(document.querySelector("[data-testid='breath-centre']"))["${animation}"]`;

describe("/wave, Ripple Effect", () => {
  it("under reduced motion is a still picture with the cue in words and today's verse, axe-clean, off a phone's edges", async () => {
    const context = await newContext(browser(), "phone"); // newContext asks for reduced motion
    const page = await context.newPage();
    await openApp(page, "/wave");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Ripple Effect");
    await page.getByRole("region", { name: "Verse to pray with" }).locator("blockquote cite").waitFor();
    expect(await page.locator("#breath-cue").innerText()).toBe("Breathe in slowly for 5 counts, and out for 5.");
    expect(await page.evaluate(centreStyle("animationName"))).toBe("none");
    expect(await page.getByRole("button", { name: "Pause" }).count()).toBe(0);
    expect(await textTouchingEdges(page)).toEqual([]);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("with motion, breathes 5 s in and 5 s out, the words following the ripples, and pauses", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await openApp(page, "/wave");
    expect(await page.evaluate(centreStyle("animationName"))).toMatch(/breathe/); // the CSS module's keyframes, hashed
    expect(await page.evaluate(centreStyle("animationDuration"))).toBe("5s");
    expect(await page.locator("#breath-cue").innerText()).toBe("Breathe in");
    await expect.poll(() => page.locator("#breath-cue").innerText(), { timeout: 8_000 }).toBe("Breathe out");
    await page.getByRole("button", { name: "Pause" }).click();
    expect(await page.locator("#breath-cue").innerText()).toBe("Paused");
    expect(await page.evaluate(centreStyle("animationPlayState"))).toBe("paused");
    await page.getByRole("button", { name: "Resume" }).click();
    expect(await page.locator("#breath-cue").innerText()).toBe("Breathe out");
    expect(await page.evaluate(centreStyle("animationPlayState"))).toBe("running");
    await page.getByRole("region", { name: "Verse to pray with" }).locator("blockquote cite").waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe("/careers and /f", () => {
  it("careers is a real page with no 'coming soon'; /f, which nothing links to, is the 404", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/careers");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Working on Berea");
    expect((await page.locator("main").textContent())?.toLowerCase()).not.toContain("coming soon");
    await expectNoAxeViolations(page);
    await openApp(page, "/f");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page Not Available!");
    await context.close();
  });
});
