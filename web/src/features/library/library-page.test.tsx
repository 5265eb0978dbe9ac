import { screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, type FakeAddressApi, ok, signedOut, userData } from "../../test/fake-api.tsx";
import { LibraryPage } from "./library-page.tsx";
import { catalog, renderWithLibraryApi } from "./library-test-support.tsx";

const api = (overrides: FakeAddressApi = {}): FakeAddressApi => ({
  "/api/library/catalog": () => ok(catalog()),
  "/api/": () => ok(userData({ paymentPlan: 0 })),
  ...overrides,
});

const renderAt = (handlers: FakeAddressApi, initialEntry = "/Books") => renderWithLibraryApi(handlers, <LibraryPage articles={<p>The articles</p>} />, { path: "/Books", initialEntry });

const bookCard = (title: string) => screen.getByRole("listitem", { name: title });

describe("LibraryPage", () => {
  afterEach(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists the readable books with cover, author, description, reading time and a Read link, and the classics listed for reference", async () => {
    renderAt(api());
    const card = await screen.findByRole("listitem", { name: "The Treasury of David" });
    expect(within(card).getByText("Charles Haddon Spurgeon", { exact: false })).toBeTruthy();
    expect(within(card).getByText("Psalms 1–41")).toBeTruthy();
    expect(within(card).getByText(/Spurgeon's great work on the Psalms/)).toBeTruthy();
    expect(within(card).getByText("About 39 hours of reading · 3 chapters")).toBeTruthy();
    expect(card.querySelector("img")?.getAttribute("src")).toBe("/covers/treasury-of-david.svg");
    expect(within(card).getByRole("link", { name: "Read The Treasury of David" }).getAttribute("href")).toBe("/Books/treasury-of-david");

    const listed = bookCard("The Pilgrim’s Progress");
    expect(within(listed).getByText(/no Debian SWORD package carries it/)).toBeTruthy();
    expect(within(listed).queryByRole("link")).toBeNull();
    expect(document.title).toBe("Books and articles · Berea");
  });

  it("offers a Free reader the way to Premium instead of a PDF, and a signed-out reader the same", async () => {
    renderAt(api());
    const card = await screen.findByRole("listitem", { name: "The Treasury of David" });
    const upgrade = await within(card).findByRole("link", { name: "PDF of The Treasury of David: comes with Premium" });
    expect(upgrade.getAttribute("href")).toBe("/#pricing");
    expect(within(card).queryByRole("button", { name: /Download PDF/ })).toBeNull();
  });

  it("offers a signed-out visitor the way to Premium instead of a PDF", async () => {
    renderAt(api({ "/api/": () => signedOut() }));
    const card = await screen.findByRole("listitem", { name: "The Treasury of David" });
    expect(await within(card).findByRole("link", { name: /comes with Premium/ })).toBeTruthy();
  });

  it("downloads a Premium reader's PDF from the GET address, busy while it comes, under the server's file name", async () => {
    let finish: (response: Response) => void = () => undefined;
    const pdf = new Promise<Response>((resolve) => {
      finish = resolve;
    });
    // jsdom has no object URLs; the download only needs one to hand to the link.
    const createObjectURL = vi.fn(() => "blob:berea/1");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { fetchSpy, user: person } = renderAt(api({ "/api/": () => ok(userData({ paymentPlan: 1 })), "/api/library/pdf": () => pdf }));

    const button = await screen.findByRole("button", { name: "Download PDF: The Treasury of David" });
    expect(screen.queryByText(/Premium and Family can also download/)).toBeNull();
    await person.click(button);
    const busy = await screen.findByRole("button", { name: "Preparing the PDF of The Treasury of David" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");
    expect(callsTo(fetchSpy, "/api/library/pdf").map(([url]) => url)).toEqual(["/api/library/pdf?book=treasury-of-david"]);
    expect(fetchSpy.mock.calls.find(([input]) => String(input).startsWith("/api/library/pdf"))?.[1]?.method ?? "GET").toBe("GET");

    finish(
      new Response(new Blob(["%PDF-1.7\n"], { type: "application/pdf" }), {
        status: 200,
        headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="The Treasury of David.pdf"; filename*=UTF-8''The%20Treasury%20of%20David%20%E2%80%94%20Psalms.pdf` },
      }),
    );
    await screen.findByRole("button", { name: "Download PDF: The Treasury of David" });
    expect(clicked).toEqual([{ href: "blob:berea/1", download: "The Treasury of David — Psalms.pdf" }]);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal of a PDF as an error toast and gives the button back", async () => {
    const failure = vi.spyOn(toast, "error");
    const { user: person } = renderAt(
      api({
        "/api/": () => ok(userData({ paymentPlan: 1 })),
        "/api/library/pdf": () => apiError(403, "permission-denied", "PDF downloads are part of Premium and Family. Upgrade your plan to download books and devotional paths as PDFs."),
      }),
    );
    await person.click(await screen.findByRole("button", { name: "Download PDF: The Treasury of David" }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith("PDF downloads are part of Premium and Family. Upgrade your plan to download books and devotional paths as PDFs."));
    expect(screen.getByRole("button", { name: "Download PDF: The Treasury of David" }).hasAttribute("disabled")).toBe(false);
  });

  it("puts the articles the app gives it after the books", async () => {
    renderAt(api());
    await screen.findByRole("listitem", { name: "The Treasury of David" });
    expect(screen.getByText("The articles")).toBeTruthy();
  });
});
