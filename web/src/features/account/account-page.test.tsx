import type { AccountView } from "@berea/contracts/account";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, fakeAddressApi, ok, renderWithApi, type FakeAddressApi } from "../../test/fake-api.tsx";
import { chooseLanguage } from "../../lib/language.ts";
import AccountPage from "./account-page.tsx";

/** Firebase Auth as the page uses it: a password sign-in that gives a fresh ID token, or refuses a wrong password. */
const firebase = vi.hoisted(() => ({
  signInWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
}));
vi.mock("../../lib/firebase-auth.ts", () => ({
  loadFirebaseAuth: () => Promise.resolve({ auth: {}, sdk: firebase }),
}));

const account = (overrides: Partial<AccountView> = {}): AccountView => ({
  name: "Lydia of Thyatira",
  email: "lydia@example.com",
  emailVerified: true,
  createdAt: "2026-01-05T09:00:00.000Z",
  familyEndsAt: null,
  language: null,
  ...overrides,
});

const renderPage = (api: FakeAddressApi) =>
  renderWithApi(fakeAddressApi({ "/api/account/get": () => ok(account()), ...api }), [{ path: "/account", element: <AccountPage /> }, { path: "/", element: <p>Home</p> }], "/account");

describe("AccountPage", () => {
  beforeEach(() => {
    firebase.signInWithEmailAndPassword.mockImplementation((_auth: unknown, _email: string, password: string) =>
      password === "Purple#1cloth" ? Promise.resolve({ user: { getIdToken: () => Promise.resolve("fresh-id-token") } }) : Promise.reject(Object.assign(new Error("bad"), { code: "auth/invalid-credential" })),
    );
    firebase.sendEmailVerification.mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("shows the profile, the email's state and what deleting does, with a title", async () => {
    renderPage({ "/api/account/get": () => ok(account({ emailVerified: false, familyEndsAt: "2026-04-10T16:00:00.000Z" })) });
    expect(await screen.findByRole("heading", { name: "Your account", level: 1 })).toBeTruthy();
    expect(((await screen.findByLabelText("Name")) as HTMLInputElement).value).toBe("Lydia of Thyatira");
    expect(screen.getByText("Not confirmed yet")).toBeTruthy();
    expect(screen.getByText(/Open the link we sent to lydia@example.com to confirm it/)).toBeTruthy();
    expect(screen.getByText(/The owner of the Family plan you were in has closed their account\. You keep Family until/)).toBeTruthy();
    expect(screen.getByText(/stay for the others in the conversation, signed “Deleted account”/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeTruthy();
    expect(document.title).toBe("Your account · Berea");
  });

  it("deletes the account only with the password: none asks for it, a wrong one says so, the right one sends a fresh sign-in and goes home", async () => {
    const { user, fetchSpy, router } = renderPage({ "/api/account/delete": () => ok({ message: "Your account and everything in it are deleted." }) });
    const section = await screen.findByRole("region", { name: "Delete your account" });

    await user.click(within(section).getByRole("button", { name: "Delete my account…" }));
    await user.click(within(section).getByRole("button", { name: "Yes, delete my account" }));
    expect(await within(section).findByText("Enter your password to confirm.")).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/account/delete")).toEqual([]);

    await user.type(within(section).getByLabelText("Your password, to confirm"), "wrong");
    await user.click(within(section).getByRole("button", { name: "Delete my account…" }));
    await user.click(within(section).getByRole("button", { name: "Yes, delete my account" }));
    expect(await within(section).findByText("That password is not right.")).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/account/delete")).toEqual([]);

    await user.clear(within(section).getByLabelText("Your password, to confirm"));
    await user.type(within(section).getByLabelText("Your password, to confirm"), "Purple#1cloth");
    await user.click(within(section).getByRole("button", { name: "Delete my account…" }));
    await user.click(within(section).getByRole("button", { name: "Yes, delete my account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(callsTo(fetchSpy, "/api/account/delete")).toEqual([["/api/account/delete", { idToken: "fresh-id-token" }]]);
    expect(firebase.signInWithEmailAndPassword).toHaveBeenLastCalledWith({}, "lydia@example.com", "Purple#1cloth");
  });

  it("changes the email with the current password, signs in again with the new one and has the link sent; the server's refusal shows by the field", async () => {
    let taken = true;
    const { user, fetchSpy } = renderPage({
      "/api/account/profile": () =>
        taken
          ? apiError(409, "already-exists", "Another account uses this email.", { email: "Another account uses this email." })
          : ok({ message: "Your email is saved. Open the link we sent to your new email to confirm it.", account: account({ email: "lydia@purple.example", emailVerified: false }), signInAgain: true }),
      "/api/": () => ok({ message: "Welcome back." }),
    });
    const form = await screen.findByRole("form", { name: "Change your email" });
    await user.type(within(form).getByLabelText("New email"), "not-an-email");
    await user.click(within(form).getByRole("button", { name: "Change email" }));
    expect(await within(form).findByText("Enter a valid email")).toBeTruthy();
    expect(within(form).getByText("Enter your current password to confirm.")).toBeTruthy();

    await user.clear(within(form).getByLabelText("New email"));
    await user.type(within(form).getByLabelText("New email"), "lydia@purple.example");
    await user.type(within(form).getByLabelText("Current password"), "Purple#1cloth");
    await user.click(within(form).getByRole("button", { name: "Change email" }));
    expect(await within(form).findByText("Another account uses this email.")).toBeTruthy();

    taken = false;
    await user.click(within(form).getByRole("button", { name: "Change email" }));
    expect(await screen.findByText("Not confirmed yet")).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/account/profile").at(-1)).toEqual(["/api/account/profile", { email: "lydia@purple.example", idToken: "fresh-id-token" }]);
    expect(firebase.signInWithEmailAndPassword).toHaveBeenLastCalledWith({}, "lydia@purple.example", "Purple#1cloth");
    expect(firebase.sendEmailVerification).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchSpy, "/api/")).toEqual([["/api/", { subject: "login", idToken: "fresh-id-token" }]]);
  });

  it("checks a new password as the sign-up form does before sending anything", async () => {
    const { user, fetchSpy } = renderPage({});
    const form = await screen.findByRole("form", { name: "Change your password" });
    await user.type(within(form).getByLabelText("Current password"), "Purple#1cloth");
    await user.type(within(form).getByLabelText("New password"), "short");
    await user.type(within(form).getByLabelText("Repeat the new password"), "shorter");
    await user.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Must be 8+ chars, include letter, number & special char")).toBeTruthy();
    expect(within(form).getByText("Passwords must match")).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/account/profile")).toEqual([]);
    expect(within(form).getByRole("button", { name: "Show current password" })).toBeTruthy();
  });

  it("speaks Spanish to a reader who chose it: headings, the date of a Family plan's end, validation messages; choosing English again is kept on the profile", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    const { user, fetchSpy } = renderPage({
      "/api/account/get": () => ok(account({ emailVerified: false, familyEndsAt: "2026-04-10T16:00:00.000Z" })),
      "/api/account/profile": () => ok({ message: "Your language is saved.", account: account({ language: "en" }), signInAgain: false }),
    });
    expect(await screen.findByRole("heading", { name: "Tu cuenta", level: 1 })).toBeTruthy();
    expect(document.title).toBe("Tu cuenta · Berea");
    expect(document.documentElement.lang).toBe("es");
    expect(screen.getByText("Aún sin confirmar")).toBeTruthy();
    // The date in Spanish words (date-fns's es locale), in the page's sentence.
    expect(screen.getByText(/Conservas Familia hasta el 10 de abril de 2026; después pasas al plan Gratis\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "elegir un plan propio" })).toBeTruthy();

    // A contracts schema's message, shown in Spanish.
    const form = screen.getByRole("form", { name: "Cambiar tu contraseña" });
    await user.type(within(form).getByLabelText("Contraseña nueva"), "short");
    await user.click(within(form).getByRole("button", { name: "Cambiar contraseña" }));
    expect(await within(form).findByText("Usa 8 caracteres o más, con una letra, un número y un carácter especial")).toBeTruthy();
    expect(within(form).getByText("Escribe tu contraseña actual.")).toBeTruthy();
    // The password fields' show/hide toggles are named in Spanish too.
    await user.click(within(form).getByRole("button", { name: "Mostrar contraseña nueva" }));
    expect(within(form).getByRole("button", { name: "Ocultar contraseña nueva" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(form).getByRole("button", { name: "Mostrar contraseña actual" })).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: /^(Show|Hide) / })).toEqual([]);

    // The language section: English again, kept on the device and on the profile.
    const section = screen.getByRole("region", { name: "Idioma" });
    expect(within(section).getByRole("button", { name: "Español" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(within(section).getByRole("button", { name: "English" }));
    expect(await screen.findByRole("heading", { name: "Your account", level: 1 })).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchSpy, "/api/account/profile")).toEqual([["/api/account/profile", { language: "en" }]]));
    expect(window.localStorage.getItem("berea.language")).toBe("en");
    expect(document.cookie).toContain("firebase-language-override=en");
  });
});
