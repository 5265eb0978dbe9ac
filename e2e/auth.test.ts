import { beforeEach, describe, expect, it } from "vitest";
import { authHost, chromiumForFile, clearAccounts, expectNoAxeViolations, newContext, openApp, toastTexts } from "./support/browser.ts";
import { password, registerThroughApi, signIn, uniqueEmail } from "./support/accounts.ts";

const browser = chromiumForFile();
beforeEach(clearAccounts);

describe("sign-up", () => {
  it("a new user signs up from a referral link and lands on the pricing screen", async () => {
    const referrer = await registerThroughApi("Barnabas");
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, `/register?ref=${referrer.referralCode}&pricing=family`);

    const referral = page.getByLabel("Referral code (optional)");
    await expect.poll(() => referral.inputValue()).toBe(referrer.referralCode);
    expect(await referral.getAttribute("readonly")).not.toBeNull();
    await expectNoAxeViolations(page);

    await page.getByLabel("Name").fill("Dorcas");
    await page.getByLabel("Email").fill(uniqueEmail("dorcas"));
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Repeat password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign up", exact: true }).click();

    await page.waitForURL("**/dashboard");
    // The plans render as they near the screen.
    await page.locator("#plans").scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole("heading", { name: "Choose your plan" }).isVisible()).toBe(true);
    // The plan picked on the landing page is preselected.
    expect(await page.getByRole("radio", { name: /^Family/ }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);

    // Sign-up replaced its history entry: going back does not return to the form.
    await page.goBack();
    expect(new URL(page.url()).pathname).not.toBe("/register");
    await context.close();
  });

  it("shows the spec's validation messages", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/register");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Repeat password", { exact: true }).fill("different");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    for (const message of ["Name is required", "Invalid email", "Must be 8+ chars, include letter, number & special char", "Passwords must match"]) {
      await expect.poll(() => page.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("says clearly when a typed referral code does not exist", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/register");
    await page.getByLabel("Name").fill("Apollos");
    await page.getByLabel("Email").fill(uniqueEmail("apollos"));
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Repeat password", { exact: true }).fill(password);
    await page.getByLabel("Referral code (optional)").fill("ZZZZ2222");
    await page.getByRole("button", { name: "Sign up", exact: true }).click();
    await expect.poll(() => toastTexts(page)).toContainEqual(expect.stringContaining("ZZZZ2222 does not exist"));
    expect(new URL(page.url()).pathname).toBe("/register");
    await context.close();
  });
});

describe("sign-in", () => {
  it("validates as the user types, with the spec's messages", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/login");
    const email = page.getByLabel("Email");
    await email.fill("abc");
    await expect.poll(() => page.getByText("Enter a valid email").isVisible()).toBe(true);
    await email.fill("");
    await expect.poll(() => page.getByText("Email is required").isVisible()).toBe(true);
    const passwordField = page.getByLabel("Password", { exact: true });
    await passwordField.fill("123");
    await expect.poll(() => page.getByText("Password must be at least 6 characters").isVisible()).toBe(true);
    await passwordField.fill("");
    await expect.poll(() => page.getByText("Password is required").isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("shows and hides the password", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/login");
    const field = page.getByLabel("Password", { exact: true });
    expect(await field.getAttribute("type")).toBe("password");
    await page.getByRole("button", { name: "Show password" }).click();
    expect(await field.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Hide password" }).click();
    expect(await field.getAttribute("type")).toBe("password");
    await context.close();
  });

  it("signs in with email and password and reaches the dashboard, replacing history", async () => {
    const { email } = await registerThroughApi("Aquila");
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/");
    await signIn(page, email);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Aquila$/ }).isVisible()).toBe(true);
    // Signed in, the header offers the dashboard instead of Login, on the prerendered landing too once it hydrates.
    const header = page.getByRole("banner");
    await expect.poll(() => header.getByRole("link", { name: "Dashboard" }).count()).toBe(1);
    expect(await header.getByRole("link", { name: "Login" }).count()).toBe(0);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => header.getByRole("link", { name: "Dashboard" }).count()).toBe(1);

    await header.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => header.getByRole("link", { name: "Login" }).count()).toBe(1);
    expect(await header.getByRole("link", { name: "Dashboard" }).count()).toBe(0);
    await context.close();
  });

  it("is prerendered: keeps what was typed before React arrived and sends it then, never through the address bar", async () => {
    const { email } = await registerThroughApi("Lydia");
    const context = await newContext(browser());
    const page = await context.newPage();
    // The app's entry waits until the form has been filled in and sent, as on a slow connection.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto("/login");
    // The page is there before any of React: heading, fields and button are in the markup from the server.
    expect(await page.getByRole("heading", { name: "Welcome back" }).isVisible()).toBe(true);
    // Heard last of all listeners, as the submit event ends: whether anything stopped the browser sending the form.
    await page.evaluate(() => {
      window.addEventListener("submit", (event) => {
        document.body.dataset["submitHeld"] = String(event.defaultPrevented);
      });
    });
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.body.dataset["submitHeld"])).toBe("true");
    // Held: the browser did not send the form itself (it would have put the password in the address).
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).search).toBe("");
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

    releaseApp();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Lydia$/ }).isVisible()).toBe(true);
    await context.close();
  });

  it("tells the user when the password is wrong", async () => {
    const { email } = await registerThroughApi("Rhoda");
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong#Pass1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect.poll(() => toastTexts(page)).toContain("The email or password is not right.");
    await context.close();
  });

  it("sends a visitor without a session from /dashboard to /login", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/dashboard");
    await page.waitForURL("**/login");
    await context.close();
  });
});

describe("code exchange", () => {
  it("signs another device in with a one-time link", async () => {
    const { email } = await registerThroughApi("Lois");
    const first = await newContext(browser());
    const page = await first.newPage();
    await signIn(page, email);
    await page.getByRole("button", { name: "Create a sign-in link" }).click();
    const link = await page.getByLabel("One-time sign-in link").inputValue();
    await first.close();

    const second = await newContext(browser(), "phone");
    const phone = await second.newPage();
    await phone.goto(link);
    // Nothing happens until the person sees whose account it is and says so.
    await expect.poll(() => phone.getByRole("heading", { name: "Sign in with this link?" }).isVisible()).toBe(true);
    expect(await phone.getByText(`This link signs this browser in to the account of Lois (${email.slice(0, 1)}•••@example.com).`).isVisible()).toBe(true);
    await expectNoAxeViolations(phone);
    await phone.getByRole("button", { name: "Continue as Lois" }).click();
    await phone.waitForURL("**/dashboard");
    await expect.poll(() => phone.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Lois$/ }).isVisible()).toBe(true);
    await second.close();
  });

  it("asks before a link switches a browser that someone else is signed in to, and Cancel keeps them (login CSRF)", async () => {
    const sender = await registerThroughApi("Simon");
    const reader = await registerThroughApi("Rhoda");
    const senders = await newContext(browser());
    const senderPage = await senders.newPage();
    await signIn(senderPage, sender.email);
    await senderPage.getByRole("button", { name: "Create a sign-in link" }).click();
    const link = await senderPage.getByLabel("One-time sign-in link").inputValue();
    await senders.close();

    const readers = await newContext(browser());
    const page = await readers.newPage();
    await signIn(page, reader.email);
    await page.goto(link);
    await expect.poll(() => page.getByRole("heading", { name: "Sign in with this link?" }).isVisible()).toBe(true);
    expect(await page.getByText("This link signs this browser in to the account of Simon (s•••@example.com).").isVisible()).toBe(true);
    expect(await page.getByText("You are signed in here as Rhoda (r•••@example.com). Continuing signs you out of that account.").isVisible()).toBe(true);
    expect(await page.getByText(/Only continue if you made this link yourself/).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Cancel" }).click();
    await page.goto("/dashboard");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Rhoda$/ }).isVisible()).toBe(true);

    // Cancelling used nothing up: the link still works for the one who chooses to continue.
    await page.goto(link);
    await page.getByRole("button", { name: "Continue as Simon" }).click();
    await page.waitForURL("**/dashboard");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Simon$/ }).isVisible()).toBe(true);
    await readers.close();
  });

  it("a link stops working when the account that made it signs out", async () => {
    const { email } = await registerThroughApi("Tychicus");
    const first = await newContext(browser());
    const page = await first.newPage();
    await signIn(page, email);
    await page.getByRole("button", { name: "Create a sign-in link" }).click();
    const link = await page.getByLabel("One-time sign-in link").inputValue();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname !== "/dashboard");
    await first.close();

    const second = await newContext(browser());
    const other = await second.newPage();
    await other.goto(link);
    await expect.poll(() => toastTexts(other)).toContain("Login Failed");
    await expect.poll(() => other.getByRole("button", { name: "Sign in", exact: true }).isVisible()).toBe(true);
    await second.close();
  });

  it("shows 'Login Failed' and the form when the code does not work", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/login?code=not-a-real-code");
    await expect.poll(() => toastTexts(page)).toContain("Login Failed");
    await expect.poll(() => page.getByRole("button", { name: "Sign in", exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});

describe("password reset", () => {
  it("sends the reset email through Firebase Auth and shows the sent state", async () => {
    const { email } = await registerThroughApi("Eunice");
    const context = await newContext(browser());
    const page = await context.newPage();
    await openApp(page, "/password-reset");
    await expect.poll(() => page.getByRole("heading", { name: "Forgot Your Password?" }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Reset My Password" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Password Reset Sent" }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Back to Sign In" }).isVisible()).toBe(true);

    const codes = (await (await fetch(`http://${authHost()}/emulator/v1/projects/demo-berea/oobCodes`)).json()) as { oobCodes: { email: string; requestType: string }[] };
    expect(codes.oobCodes).toContainEqual(expect.objectContaining({ email, requestType: "PASSWORD_RESET" }));
    await context.close();
  });

  it("asks Firebase for the email in the reader's language (Firebase sends its Spanish template)", async () => {
    const { email } = await registerThroughApi("Febe");
    const context = await newContext(browser(), "desktop", { locale: "es-ES" });
    const page = await context.newPage();
    const asked = page.waitForRequest((request) => request.url().includes("accounts:sendOobCode"));
    await openApp(page, "/password-reset");
    await page.getByRole("textbox").fill(email);
    await page.getByRole("button", { name: "Restablecer mi contraseña" }).click();
    expect((await asked).headers()["x-firebase-locale"]).toBe("es");
    await context.close();
  });
});

describe("pricing and subscription", () => {
  it("defaults to monthly Premium, shows the annual saving, and carries the choice to /subscription", async () => {
    const { email } = await registerThroughApi("Tabitha");
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, email);

    // The plans render as they near the screen.
    await page.locator("#plans").scrollIntoViewIfNeeded();
    await page.getByRole("heading", { name: "Choose your plan" }).waitFor();
    await expect.poll(() => page.getByRole("radio", { name: "Monthly" }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole("radio", { name: /^Premium/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText("5 days free trial").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Complete Purchase" }).isVisible()).toBe(true);

    await page.getByText("Annual", { exact: true }).click();
    await expect.poll(() => page.locator("s").first().innerText()).toBe("35.88");
    expect(await page.getByText(/19% off/).isVisible()).toBe(true);

    await page.getByText("Free Plan", { exact: true }).first().click();
    await expect.poll(() => page.getByRole("button", { name: "Continue" }).isVisible()).toBe(true);
    await page.getByText("Premium", { exact: true }).first().click();
    await page.getByRole("button", { name: "Complete Purchase" }).click();

    await page.waitForURL("**/subscription");
    await page.getByRole("heading", { name: "Pro Plan" }).waitFor();
    expect(await page.getByText("$28.99").isVisible()).toBe(true);
    expect(await page.getByText("/year").isVisible()).toBe(true);
    const stored = await page.evaluate(() => window.localStorage.getItem("selectedPlan"));
    expect(JSON.parse(stored ?? "null")).toEqual({ selectedPlan: "premium", billingCycle: "annual" });
    await context.close();
  });

  it("sends /subscription without a selected plan to /dashboard, replacing history", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/about");
    await page.goto("/subscription");
    // No plan: to /dashboard, which without a session goes on to /login.
    await page.waitForURL("**/login");
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe("/about");
    await context.close();
  });
});
