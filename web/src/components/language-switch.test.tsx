import { QueryClient } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentLanguage } from "../lib/language.ts";
import { followProfileLanguage } from "../lib/profile-language.ts";
import { setSignedInHint } from "../lib/signed-in-hint.ts";
import { LanguageSwitch } from "./language-switch.tsx";

const okReply = (payload: unknown) => new Response(JSON.stringify({ payload }), { status: 200, headers: { "Content-Type": "application/json" } });

describe("LanguageSwitch", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the browser on a first visit, then keeps the reader's choice in localStorage and the cookie Hosting reads, with <html lang>", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["es-MX", "en"] });
    expect(currentLanguage()).toBe("es");
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    expect(screen.getByRole("group", { name: "Language / Idioma" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Español" }).getAttribute("aria-pressed")).toBe("true");

    await user.click(screen.getByRole("button", { name: "English" }));
    expect(screen.getByRole("button", { name: "English" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "English" }).getAttribute("lang")).toBe("en");
    expect(window.localStorage.getItem("berea.language")).toBe("en");
    expect(document.cookie).toContain("firebase-language-override=en");
    expect(document.documentElement.lang).toBe("en");
    // The choice now outranks the browser.
    expect(currentLanguage()).toBe("en");
  });

  it("keeps a signed-in reader's choice on their profile; a signed-out one's only on the device", async () => {
    const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(okReply({ message: "Your language is saved.", account: {}, signInAgain: false })));
    vi.stubGlobal("fetch", fetchSpy);
    const stop = followProfileLanguage(new QueryClient());
    const user = userEvent.setup();
    render(<LanguageSwitch />);

    await user.click(screen.getByRole("button", { name: "Español" }));
    expect(window.localStorage.getItem("berea.language")).toBe("es");
    expect(fetchSpy).not.toHaveBeenCalled();

    setSignedInHint(true);
    await user.click(screen.getByRole("button", { name: "English" }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe("/api/account/profile");
    expect(JSON.parse(String(init?.body))).toEqual({ language: "en" });
    stop();
  });

  it("starts a device where the reader has not chosen in their profile's language", async () => {
    const queryClient = new QueryClient();
    const stop = followProfileLanguage(queryClient);
    await queryClient.fetchQuery({ queryKey: ["userData"], queryFn: () => Promise.resolve({ name: "Lydia", language: "es" }) });
    expect(window.localStorage.getItem("berea.language")).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    // A device with its own choice keeps it.
    window.localStorage.setItem("berea.language", "en");
    await queryClient.fetchQuery({ queryKey: ["userData"], queryFn: () => Promise.resolve({ name: "Lydia", language: "es" }), staleTime: 0 });
    expect(window.localStorage.getItem("berea.language")).toBe("en");
    stop();
  });
});
