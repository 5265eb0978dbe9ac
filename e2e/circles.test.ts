import { describe, expect, it } from "vitest";
import { password, registerThroughApi, signIn } from "./support/accounts.ts";
import { chromiumForFile, expectNoAxeViolations, newContext, openApp, toastTexts } from "./support/browser.ts";
import { chatThread, writeInChat } from "./support/circles.ts";

const browser = chromiumForFile();

describe("faith circles in the browser", () => {
  it("one member starts a circle; another opens the invite link signed out, signs in, joins; each sees the other's messages without reloading", async () => {
    const lydia = await registerThroughApi("Lydia");
    const anna = await registerThroughApi("Anna");

    const lydiaContext = await newContext(browser(), "desktop");
    const lydiaPage = await lydiaContext.newPage();
    await signIn(lydiaPage, lydia.email);
    await lydiaPage.goto("/chat");
    await lydiaPage.getByRole("heading", { name: "Faith circles", level: 1 }).waitFor();
    await lydiaPage.getByText("Circle name").waitFor();
    await lydiaPage.getByLabel("Circle name").fill("Riverside prayer");
    await lydiaPage.getByRole("button", { name: "Start the circle" }).click();
    await lydiaPage.getByRole("heading", { name: "Riverside prayer", level: 1 }).waitFor();
    await expect.poll(() => toastTexts(lydiaPage)).toContain("Riverside prayer is ready. Share its invite link to bring others in.");
    await writeInChat(lydiaPage, "Grace to you, and peace.");
    await chatThread(lydiaPage).getByText("Grace to you, and peace.").waitFor();
    // The invite code as the side panel shows it (the copy button puts the same link on the clipboard).
    const code = /CIR-[A-HJ-NP-Z2-9]{8}/.exec((await lydiaPage.locator("body").innerText()) ?? "")?.[0];
    expect(code).toBeDefined();

    // Anna follows the link on her phone, signed out: she signs in and comes back to the invitation.
    const annaContext = await newContext(browser(), "phone");
    const annaPage = await annaContext.newPage();
    await openApp(annaPage, `/chat/join/${code ?? ""}`);
    await annaPage.waitForURL("**/login?**");
    await annaPage.getByLabel("Email").fill(anna.email);
    await annaPage.getByLabel("Password", { exact: true }).fill(password);
    await annaPage.getByRole("button", { name: "Sign in", exact: true }).click();
    await annaPage.waitForURL(`**/chat/join/${code ?? ""}`);
    await annaPage.getByRole("heading", { name: "Riverside prayer" }).waitFor();
    await annaPage.getByText("Started by Lydia").waitFor();
    await expectNoAxeViolations(annaPage);
    await annaPage.getByRole("button", { name: "Join this circle" }).click();
    await annaPage.waitForURL(/\/chat\/[A-Za-z0-9_-]+$/);
    await chatThread(annaPage).getByText("Grace to you, and peace.").waitFor();

    // Anna writes; Lydia's open chat shows it without a reload, and the other way round.
    await writeInChat(annaPage, "Thank you, Lydia. I will bring tea.");
    await chatThread(lydiaPage).getByText("Thank you, Lydia. I will bring tea.").waitFor({ timeout: 5000 });
    await chatThread(lydiaPage).getByText("Anna", { exact: true }).waitFor();
    await writeInChat(lydiaPage, "See you by the river.");
    await chatThread(annaPage).getByText("See you by the river.").waitFor({ timeout: 5000 });
    // Each message shows once on each side (the sender's own copy was shown while sending, then confirmed).
    for (const page of [lydiaPage, annaPage]) {
      for (const text of ["Grace to you, and peace.", "Thank you, Lydia. I will bring tea.", "See you by the river."]) {
        expect(await chatThread(page).getByText(text, { exact: true }).count(), text).toBe(1);
      }
    }
    await expectNoAxeViolations(lydiaPage);

    // Anna deletes a message she sent by mistake (on her phone, a tap on it shows the button); Lydia's open chat empties it too.
    await writeInChat(annaPage, "Oops, that was meant for my sister.");
    await chatThread(lydiaPage).getByText("Oops, that was meant for my sister.").waitFor({ timeout: 5000 });
    await chatThread(annaPage).getByText("Oops, that was meant for my sister.").click();
    await chatThread(annaPage).getByRole("button", { name: "Delete your message" }).last().click();
    await chatThread(annaPage).getByRole("group", { name: "Delete this message?" }).getByRole("button", { name: "Delete" }).click();
    await chatThread(annaPage).getByText("This message was deleted.").waitFor();
    await chatThread(lydiaPage).getByText("This message was deleted.").waitFor({ timeout: 5000 });
    expect(await chatThread(lydiaPage).getByText("Oops, that was meant for my sister.").count()).toBe(0);
    await expectNoAxeViolations(annaPage);

    // The circle is in Anna's list with the newest message, and she can leave it.
    await annaPage.goto("/chat");
    const card = annaPage.getByRole("list", { name: "Your circles" }).getByRole("listitem").filter({ hasText: "Riverside prayer" });
    await card.getByText("Message deleted").waitFor();
    await lydiaContext.close();
    await annaContext.close();
  });
});
