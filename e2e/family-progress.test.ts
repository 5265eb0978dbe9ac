import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { registerThroughApi, setPaymentPlan, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, textTouchingEdges, toastTexts } from "./support/browser.ts";

const browser = chromiumForFile();

/** An API call from the signed-in page itself (its session cookie, its origin), for records this test is not about. */
async function callFromPage(page: Page, path: string, body: unknown): Promise<void> {
  const status = await page.evaluate(
    async ([address, payload]) => (await fetch(address, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) })).status,
    [`/api${path}`, body] as const,
  );
  expect(status, path).toBe(200);
}

describe("Family progress in the browser", () => {
  it("a member is asked once and shares; the owner sees their memory and plan progress; the member turns it off and the owner sees 'private'", async () => {
    const owner = await registerThroughApi("Lois");
    await setPaymentPlan(owner.uid, 2);
    const member = await registerThroughApi("Eunice");

    const ownerContext = await newContext(browser(), "desktop");
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner.email);
    await ownerPage.goto("/family");
    await ownerPage.getByRole("button", { name: "Create invite" }).click();
    const withdraw = ownerPage.getByRole("button", { name: /^Withdraw invite FAM-/ });
    await withdraw.waitFor();
    const code = ((await withdraw.getAttribute("aria-label")) ?? "").replace("Withdraw invite ", "");

    // The member, on a phone, joins and is asked right away.
    const memberContext = await newContext(browser(), "phone");
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member.email);
    await callFromPage(memberPage, "/memory/add", { cardId: "e2e-john-3-16", translation: "kjv", book: "John", chapter: 3, start: 16, timeZone: "UTC" });
    await callFromPage(memberPage, "/reading-plans/start", { planId: "gospels-30-days", timeZone: "UTC" });
    await memberPage.goto("/family");
    await memberPage.getByLabel("Family code").fill(code);
    await memberPage.getByRole("button", { name: "Agree and join" }).click();
    await memberPage.getByRole("heading", { name: "You are in Lois's Family plan" }).waitFor();
    const prompt = memberPage.getByRole("article", { name: "Share your progress with your family?" });
    await prompt.waitFor();
    await memberPage.getByRole("article", { name: "You" }).getByText("You keep your progress private.").waitFor();
    await expectNoAxeViolations(memberPage);
    expect(await textTouchingEdges(memberPage)).toEqual([]);
    await memberPage.screenshot({ path: "/tmp/family-progress-member-390.png", fullPage: true });
    await prompt.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => toastTexts(memberPage)).toContain("Your family can now see your progress. You can change this on your Family page at any time.");
    await prompt.waitFor({ state: "detached" });
    const setting = memberPage.getByRole("checkbox", { name: "Share my progress with my family" });
    expect(await setting.isChecked()).toBe(true);

    // The owner sees the member's memory verse and plan.
    await ownerPage.reload();
    const card = ownerPage.getByRole("list", { name: "Everyone's progress" }).getByRole("article", { name: /Eunice/ });
    await card.getByText("0 of 1 verse known; 1 due today").waitFor();
    expect(await card.getByRole("progressbar", { name: /: 0 of 30$/ }).count()).toBe(1);
    await card.getByText("0 of 7 days this week").waitFor();
    // The owner is asked for their own choice too, and has not given it: private to the member.
    await ownerPage.getByRole("article", { name: "Share your progress with your family?" }).waitFor();
    await expectNoAxeViolations(ownerPage);
    await ownerPage.screenshot({ path: "/tmp/family-progress-owner.png", fullPage: true });
    await memberPage.reload();
    await memberPage.getByRole("article", { name: /Lois/ }).getByText("Keeps their progress private").waitFor();

    // The member turns sharing off; the owner sees only that they keep it private.
    // The box follows the click at once and stays off while the choice is saved (a controlled box: polled, not asserted in the click).
    const sharingBox = memberPage.getByRole("checkbox", { name: "Share my progress with my family" });
    await sharingBox.click();
    await expect.poll(() => sharingBox.isChecked()).toBe(false);
    await expect.poll(() => toastTexts(memberPage)).toContain("Your progress stays private. You can choose to share it on your Family page at any time.");
    await ownerPage.reload();
    const privateCard = ownerPage.getByRole("list", { name: "Everyone's progress" }).getByRole("article", { name: /Eunice/ });
    await privateCard.getByText("Keeps their progress private").waitFor();
    expect(await privateCard.getByRole("progressbar").count()).toBe(0);
    expect(await privateCard.getByText(/verse/).count()).toBe(0);

    await ownerContext.close();
    await memberContext.close();
  });
});
