import { describe, expect, it } from "vitest";
import { confirmEmail, password, registerThroughApi, setPaymentPlan, signIn, uniqueEmail } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp, toastTexts } from "./support/browser.ts";

const browser = chromiumForFile();

describe("the Family plan in the browser", () => {
  it("the owner invites; a new person signs up from the invite link, sees what the owner will see and agrees to join; the owner sees and removes them", async () => {
    const owner = await registerThroughApi("Lois");
    await setPaymentPlan(owner.uid, 2);
    const ownerContext = await newContext(browser(), "phone");
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner.email);
    await ownerPage.goto("/family");
    await ownerPage.getByLabel("Their email (optional, a note for you)").fill("eunice@example.com");
    await ownerPage.getByRole("button", { name: "Create invite" }).click();
    const withdraw = ownerPage.getByRole("button", { name: /^Withdraw invite FAM-/ });
    await withdraw.waitFor();
    const code = ((await withdraw.getAttribute("aria-label")) ?? "").replace("Withdraw invite ", "");
    expect(code).toMatch(/^FAM-[A-Z2-9]{8}$/);
    await expectNoAxeViolations(ownerPage);

    // The invite link carries the code in the spec's `code` parameter; it is not taken for a sign-in code.
    const memberContext = await newContext(browser(), "phone");
    const memberPage = await memberContext.newPage();
    await openApp(memberPage, `/register?code=${code}`);
    await memberPage.getByText(`You were invited to a Family plan (code ${code})`).waitFor();
    expect(await toastTexts(memberPage)).not.toContain("Login Failed");
    const euniceEmail = uniqueEmail("eunice");
    await memberPage.getByLabel("Name").fill("Eunice");
    await memberPage.getByLabel("Email").fill(euniceEmail);
    await memberPage.getByLabel("Password", { exact: true }).fill(password);
    await memberPage.getByLabel("Repeat password", { exact: true }).fill(password);
    await memberPage.getByRole("button", { name: "Sign up", exact: true }).click();
    // Signing up joins nothing by itself: the join step says what the owner will see and waits for consent.
    await memberPage.waitForURL("**/family");
    expect(await memberPage.getByLabel("Family code").inputValue()).toBe(code);
    await memberPage.getByText("What the plan's owner will see if you join:").waitFor();
    // Joining waits for a confirmed email: Eunice opens the link the sign-up sent.
    await confirmEmail(euniceEmail);
    expect(await memberPage.getByText(/how many quizzes, devotionals, plan readings and articles you did each day/).isVisible()).toBe(true);
    expect(await memberPage.getByText(/They never see your answers, notes, prayer requests/).isVisible()).toBe(true);
    await expectNoAxeViolations(memberPage);
    await memberPage.getByRole("button", { name: "Agree and join" }).click();
    await expect.poll(() => toastTexts(memberPage)).toContain("Welcome to Lois's Family plan. Every Premium feature is yours while it is active.");
    await memberPage.getByRole("heading", { name: "You are in Lois's Family plan" }).waitFor();

    await ownerPage.reload();
    const card = ownerPage.getByRole("article", { name: /Eunice/ });
    await card.getByText("Last 14 days:").waitFor();
    await card.getByRole("button", { name: "Remove Eunice…" }).click();
    await card.getByRole("button", { name: "Yes, remove Eunice" }).click();
    await expect.poll(() => toastTexts(ownerPage)).toContain("Eunice is no longer in your Family plan.");
    await ownerPage.getByText("No one has joined yet.").waitFor();

    await memberPage.reload();
    await memberPage.getByRole("heading", { name: "Join a Family plan" }).waitFor();
    await ownerContext.close();
    await memberContext.close();
  });

  it("a member leaves on their own from the Family page, and the owner's seat frees", async () => {
    const owner = await registerThroughApi("Rhoda");
    await setPaymentPlan(owner.uid, 2);
    const member = await registerThroughApi("Mnason");
    const ownerContext = await newContext(browser(), "desktop");
    const ownerPage = await ownerContext.newPage();
    await signIn(ownerPage, owner.email);
    await ownerPage.goto("/family");
    await ownerPage.getByRole("button", { name: "Create invite" }).click();
    const withdraw = ownerPage.getByRole("button", { name: /^Withdraw invite FAM-/ });
    await withdraw.waitFor();
    const code = ((await withdraw.getAttribute("aria-label")) ?? "").replace("Withdraw invite ", "");

    const memberContext = await newContext(browser(), "phone");
    const memberPage = await memberContext.newPage();
    await signIn(memberPage, member.email);
    await memberPage.goto("/family");
    await memberPage.getByLabel("Family code").fill(code);
    await memberPage.getByRole("button", { name: "Agree and join" }).click();
    await memberPage.getByRole("heading", { name: "You are in Rhoda's Family plan" }).waitFor();

    await memberPage.getByRole("button", { name: "Leave this Family plan…" }).click();
    const confirm = memberPage.getByRole("group", { name: "Leave Rhoda's Family plan?" });
    await confirm.getByRole("button", { name: "Stay" }).click();
    await memberPage.getByRole("button", { name: "Leave this Family plan…" }).click();
    await expectNoAxeViolations(memberPage);
    await confirm.getByRole("button", { name: "Yes, leave" }).click();
    await expect.poll(() => toastTexts(memberPage)).toContain("You have left Rhoda's Family plan. Your account and everything in it stay yours.");
    await memberPage.getByRole("heading", { name: "Join a Family plan" }).waitFor();

    await ownerPage.reload();
    await ownerPage.getByText("No one has joined yet.").waitFor();
    await ownerContext.close();
    await memberContext.close();
  });
});
