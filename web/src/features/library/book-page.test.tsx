import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeAddressApi, ok, signedOut, userData } from "../../test/fake-api.tsx";
import BookPage from "./book-page.tsx";
import { catalog, renderWithLibraryApi } from "./library-test-support.tsx";

const renderAt = (entry: string, api: FakeAddressApi) => renderWithLibraryApi(api, <BookPage />, { path: "/Books/:bookId", initialEntry: entry });

describe("BookPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a readable book's title page and its contents, each chapter a link with its reading time", async () => {
    renderAt("/Books/treasury-of-david", { "/api/library/catalog": () => ok(catalog()), "/api/": () => ok(userData({ paymentPlan: 2 })) });
    expect(await screen.findByRole("heading", { level: 1, name: "The Treasury of David" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start reading" }).getAttribute("href")).toBe("/Books/treasury-of-david/1");
    const contents = screen.getByRole("region", { name: "Contents" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/Books/treasury-of-david/1", "1Preface3 min"],
      ["/Books/treasury-of-david/2", "2Psalm 139 min"],
      ["/Books/treasury-of-david/3", "3Psalm 248 min"],
    ]);
    expect(screen.getByText(/TDavid module in Debian’s sword-comm-tdavid package \(version 1\.1-1\)/)).toBeTruthy();
    // Family downloads PDFs too.
    expect(await screen.findByRole("button", { name: "Download PDF: The Treasury of David" })).toBeTruthy();
  });

  it("invites a signed-out visitor to make an account to read", async () => {
    renderAt("/Books/treasury-of-david", { "/api/library/catalog": () => ok(catalog()), "/api/": () => signedOut() });
    expect(await screen.findByText(/Reading is free with an account/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create one" }).getAttribute("href")).toBe("/register");
  });

  it("shows a book listed for reference with its note and no contents", async () => {
    renderAt("/Books/pilgrims-progress", { "/api/library/catalog": () => ok(catalog()), "/api/": () => ok(userData({ paymentPlan: 0 })) });
    expect(await screen.findByRole("heading", { level: 1, name: "The Pilgrim’s Progress" })).toBeTruthy();
    expect(screen.getByText(/no Debian SWORD package carries it/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Contents" })).toBeNull();
  });

  it("says so for a book that is not in the catalogue", async () => {
    renderAt("/Books/no-such-book", { "/api/library/catalog": () => ok(catalog()), "/api/": () => ok(userData({ paymentPlan: 0 })) });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find that book" })).toBeTruthy();
  });
});
