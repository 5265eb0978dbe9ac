import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, fakeAddressApi, ok, renderWithApi } from "../test/fake-api.tsx";
import { EmailConfirmationNotice } from "./email-confirmation-notice.tsx";

// Firebase Auth as the notice uses it: a sign-in with the server's custom token, then the emailed link.
const sdk = vi.hoisted(() => ({
  signInWithCustomToken: vi.fn(async (_auth: unknown, token: string) => ({ user: { uid: `user-of-${token}` } })),
  sendEmailVerification: vi.fn(async () => undefined),
}));
vi.mock("../lib/firebase-auth.ts", () => ({ loadFirebaseAuth: async () => ({ auth: {}, sdk }) }));

const waiting = "Please confirm your email address to share prayer requests. Open the link we emailed you, or send a new one from this page.";
const renderNotice = (api: Parameters<typeof fakeAddressApi>[0]) =>
  renderWithApi(fakeAddressApi(api), [{ path: "/prayer", element: <EmailConfirmationNotice message={waiting} /> }], "/prayer");

afterEach(() => {
  vi.unstubAllGlobals();
  sdk.signInWithCustomToken.mockClear();
  sdk.sendEmailVerification.mockClear();
});

describe("EmailConfirmationNotice", () => {
  it("says what waits, and sends a new link as the session's own user", async () => {
    const { user, fetchSpy } = renderNotice({ "/api/": () => ok({ emailVerified: false, token: "custom-token" }) });
    expect(screen.getByRole("heading", { name: "Confirm your email address" })).toBeTruthy();
    expect(screen.getByText(waiting)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    await screen.findByText("We sent a new link. Open it from your inbox (or spam folder), then try again here.");
    expect(callsTo(fetchSpy, "/api/").map(([, body]) => body)).toEqual([{ subject: "emailVerification" }]);
    expect(sdk.signInWithCustomToken).toHaveBeenCalledWith({}, "custom-token");
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith({ uid: "user-of-custom-token" }, { url: `${window.location.origin}${window.location.pathname}` });
  });

  it("says so when the address was confirmed meanwhile, and sends nothing", async () => {
    const { user } = renderNotice({ "/api/": () => ok({ emailVerified: true }) });
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    await screen.findByText("Your email address is confirmed. Try again now.");
    expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
  });

  it("shows the server's words when it refuses (too many links)", async () => {
    const { user } = renderNotice({
      "/api/": () => apiError(429, "rate-limited", "We have sent several confirmation links in the last hour. Please look for them in your inbox (and spam folder), or wait a little."),
    });
    await user.click(screen.getByRole("button", { name: "Send a new link" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toMatch(/several confirmation links/));
  });
});
