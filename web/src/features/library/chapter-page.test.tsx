import type { TextSegment } from "@berea/contracts/scripture-links";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, type FakeAddressApi, ok } from "../../test/fake-api.tsx";
import ChapterPage from "./chapter-page.tsx";
import { chapterReply, renderWithLibraryApi } from "./library-test-support.tsx";

const renderAt = (entry: string, api: FakeAddressApi) => renderWithLibraryApi(api, <ChapterPage />, { path: "/Books/:bookId/:chapter", initialEntry: entry });

describe("ChapterPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the chapter's headings and paragraphs with the chapters either side", async () => {
    const { fetchSpy, router, user } = renderAt("/Books/treasury-of-david/2", {
      "/api/library/chapter": (body) => ((body as { chapter: number }).chapter === 2 ? ok(chapterReply()) : ok(chapterReply({ chapter: 3, title: "Psalm 2", previous: { number: 2, title: "Psalm 1" }, next: null }))),
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Psalm 1" })).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/library/chapter").map(([, body]) => body)).toEqual([{ bookId: "treasury-of-david", chapter: 2 }]);
    expect(screen.getByText(/Chapter 2 of 3/)).toBeTruthy();
    expect(screen.getByText(/39 min read/)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Exposition" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Explanatory Notes" })).toBeTruthy();
    expect(screen.getByText(/Blessed is the man who walks not/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contents" }).getAttribute("href")).toBe("/Books/treasury-of-david");
    expect(document.title).toBe("Psalm 1 · The Treasury of David · Berea");

    const nav = screen.getByRole("navigation", { name: "Chapters" });
    expect(within(nav).getByRole("link", { name: "Previous chapter: Preface" }).getAttribute("href")).toBe("/Books/treasury-of-david/1");
    await user.click(within(nav).getByRole("link", { name: "Next chapter: Psalm 2" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Psalm 2" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/Books/treasury-of-david/3");
    expect(screen.queryByRole("link", { name: /Next chapter/ })).toBeNull();
  });

  it("links the Bible references in the text to the reader, in the translation last read", async () => {
    window.localStorage.setItem("lastRead", JSON.stringify({ translation: "web", book: "John", chapter: 3 }));
    renderAt("/Books/treasury-of-david/2", { "/api/library/chapter": () => ok(chapterReply()) });

    const joshua = await screen.findByRole("link", { name: "Jos 1:8" });
    expect(joshua.getAttribute("href")).toBe("/Bible/web/Joshua/1#8");
    expect(screen.getByRole("link", { name: "Ps 119:97" }).getAttribute("href")).toBe("/Bible/web/Psalms/119#97");
    // A whole chapter opens at its top.
    expect(screen.getByRole("link", { name: "Romans 5" }).getAttribute("href")).toBe("/Bible/web/Romans/5");
    // The words around the references are still there, in order.
    expect(joshua.closest("p")?.textContent).toBe("Compare Jos 1:8 and Ps 119:97; see also Romans 5 for the same blessedness.");
  });

  it("shows a chapter sent before its references were found, and asks again until its links come", async () => {
    const linked = chapterReply();
    const plain = (text: string | readonly TextSegment[]) => (typeof text === "string" ? text : text.map((run) => run.text).join(""));
    const unlinked = { ...linked, blocks: linked.blocks.map((block) => (block.type === "paragraph" ? { type: "paragraph" as const, text: plain(block.text) } : block)), linksPending: true as const };
    let asked = 0;
    const { fetchSpy } = renderAt("/Books/treasury-of-david/2", { "/api/library/chapter": () => ok(++asked === 1 ? unlinked : linked) });

    expect(await screen.findByText("Compare Jos 1:8 and Ps 119:97; see also Romans 5 for the same blessedness.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Jos 1:8" })).toBeNull();
    const joshua = await screen.findByRole("link", { name: "Jos 1:8" }, { timeout: 3_000 });
    expect(joshua.closest("p")?.textContent).toBe("Compare Jos 1:8 and Ps 119:97; see also Romans 5 for the same blessedness.");
    expect(callsTo(fetchSpy, "/api/library/chapter")).toHaveLength(2);
  });

  it("says so when the chapter does not exist, in the server's words", async () => {
    renderAt("/Books/treasury-of-david/9", {
      "/api/library/chapter": () => apiError(404, "not-found", "The Treasury of David has 3 chapters; there is no chapter 9."),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find that chapter" })).toBeTruthy();
    expect(screen.getByText("The Treasury of David has 3 chapters; there is no chapter 9.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See the contents" }).getAttribute("href")).toBe("/Books/treasury-of-david");
  });

  it("asks the server nothing for an address that cannot be a chapter", async () => {
    const { fetchSpy } = renderAt("/Books/treasury-of-david/zero", {});
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find that book" })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
