import type { ChapterAsset, TranslationData, TranslationId } from "@berea/contracts/bible";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chapterAssetBase, chapterAssetFolders } from "virtual:bible-assets";
import kjvText from "../../../../data/bible/kjv.json?raw";
import { chooseLanguage } from "../../lib/language.ts";
import { chapterUrl } from "./api/get-chapter.ts";
import ReaderPage from "./reader-page.tsx";

const kjv = JSON.parse(kjvText) as TranslationData;

/** The KJV chapter from the committed data; the other translations get short stand-in text per slot. */
function chapterAsset(translation: TranslationId, book: string, chapter: number): ChapterAsset | undefined {
  const verses = kjv.books.find((entry) => entry.id === book)?.chapters[chapter - 1]?.verses;
  if (!verses) return undefined;
  if (translation === "kjv") return { translation, book, chapter, verses };
  const abbreviation = translation === "web" ? "WEB" : "RV";
  return { translation, book, chapter, verses: verses.map((_, index) => `${abbreviation} ${book} ${chapter}:${index + 1}.`) };
}

const folderTranslation = new Map(Object.entries(chapterAssetFolders).map(([translation, folder]) => [folder, translation as TranslationId]));

/** Answers like the static file server: JSON for chapter files, 404 for anything else. */
function serveChapters(request: RequestInfo | URL): Response {
  const url = typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
  const match = new RegExp(`^${chapterAssetBase}/([^/]+)/([^/]+)/(\\d+)\\.json$`).exec(url);
  const translation = match?.[1] === undefined ? undefined : folderTranslation.get(match[1]);
  const asset = match && translation ? chapterAsset(translation, match[2] ?? "", Number(match[3])) : undefined;
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(JSON.stringify(asset), { status: 200, headers: { "Content-Type": "application/json" } });
}

const john316 = "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.";
const john317 = "For God sent not his Son into the world to condemn the world; but that the world through him might be saved.";

function renderReader(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  const router = createMemoryRouter(
    [
      { path: "/Bible/:translation/:book/:chapter?", element: <ReaderPage /> },
      { path: "/Bible/search", element: <h1>Search page</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup(), ...view };
}

const fetchedUrls = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map(([request]) => String(request));

const chapterHeading = (name: string) => screen.findByRole("heading", { level: 1, name });

describe("ReaderPage", () => {
  let fetchSpy: ReturnType<typeof vi.fn<typeof fetch>>;
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    fetchSpy = vi.fn<typeof fetch>(async (request) => serveChapters(request));
    vi.stubGlobal("fetch", fetchSpy);
    // jsdom has no scrollIntoView; the reader scrolls a deep link's verse into view.
    Object.defineProperty(HTMLElement.prototype, "scrollIntoView", { value: scrollIntoView, configurable: true, writable: true });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    scrollIntoView.mockReset();
    Reflect.deleteProperty(HTMLElement.prototype, "scrollIntoView");
  });

  describe("reading a chapter", () => {
    it("shows the chapter heading, the translation and every verse from the chapter's file", async () => {
      renderReader("/Bible/kjv/John/3");
      expect(await chapterHeading("John 3")).toBeTruthy();
      expect(screen.getByText("King James Version")).toBeTruthy();
      expect(await screen.findByText(john316, { exact: false })).toBeTruthy();
      expect(screen.getByText(john317, { exact: false })).toBeTruthy();
      expect(screen.getAllByRole("button", { name: /^Select verse \d+$/ })).toHaveLength(36);
      expect(fetchedUrls(fetchSpy)[0]).toBe(chapterUrl("kjv", "John", 3));
      expect(chapterUrl("kjv", "John", 3)).toBe(`/assets/bible/${chapterAssetFolders.kjv}/John/3.json`);
    });

    it("names the page, remembers where the reader is and links the chapters either side", async () => {
      renderReader("/Bible/kjv/John/3");
      await screen.findByText(john316, { exact: false });
      expect(document.title).toBe("John 3 (KJV) · Berea");
      expect(JSON.parse(window.localStorage.getItem("lastRead") ?? "null")).toEqual({ translation: "kjv", book: "John", chapter: 3 });
      const chapters = screen.getByRole("navigation", { name: "Chapters" });
      expect(within(chapters).getByRole("link", { name: "John 2" }).getAttribute("href")).toBe("/Bible/kjv/John/2");
      expect(within(chapters).getByRole("link", { name: "John 4" }).getAttribute("href")).toBe("/Bible/kjv/John/4");
    });

    it("links across books and has no link before Genesis 1", async () => {
      renderReader("/Bible/kjv/Genesis/1");
      await chapterHeading("Genesis 1");
      const chapters = screen.getByRole("navigation", { name: "Chapters" });
      expect(within(chapters).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/Bible/kjv/Genesis/2"]);
    });

    it("fetches the next chapter once this one is on screen", async () => {
      renderReader("/Bible/kjv/John/3");
      await screen.findByText(john316, { exact: false });
      await waitFor(() => expect(fetchedUrls(fetchSpy)).toContain(chapterUrl("kjv", "John", 4)));
    });

    it("uses the Spanish book names for the RV1909", async () => {
      renderReader("/Bible/rv1909/John/3");
      expect(await chapterHeading("Juan 3")).toBeTruthy();
      expect(screen.getByText("Reina-Valera 1909")).toBeTruthy();
      expect(await screen.findByText("RV John 3:16.", { exact: false })).toBeTruthy();
      expect(fetchedUrls(fetchSpy)[0]).toBe(chapterUrl("rv1909", "John", 3));
    });

    it("scrolls a deep link's first verse into view", async () => {
      renderReader("/Bible/kjv/John/3#16-17");
      await screen.findByText(john316, { exact: false });
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("v16"));
      expect(scrollIntoView).toHaveBeenCalledWith({ block: "center" });
    });

    it("shows two translations side by side with ?parallel", async () => {
      renderReader("/Bible/kjv/John/3?parallel=web");
      expect(await screen.findByText("King James Version and World English Bible")).toBeTruthy();
      expect(await screen.findByText("WEB John 3:16.", { exact: false })).toBeTruthy();
      const row = document.getElementById("v16");
      expect(row?.textContent).toContain(john316);
      expect(row?.textContent).toContain("WEB John 3:16.");
      const urls = fetchedUrls(fetchSpy);
      expect(urls).toContain(chapterUrl("kjv", "John", 3));
      expect(urls).toContain(chapterUrl("web", "John", 3));
    });
  });

  describe("checking the address", () => {
    it("redirects a non-canonical address to the canonical one", async () => {
      const { router } = renderReader("/Bible/KJV/jn/3");
      expect(await chapterHeading("John 3")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/Bible/kjv/John/3");
    });

    it("keeps the verse hash when it redirects", async () => {
      const { router } = renderReader("/Bible/Kjv/1cor/13#4-7");
      expect(await chapterHeading("1 Corinthians 13")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/Bible/kjv/1-Corinthians/13");
      expect(router.state.location.hash).toBe("#4-7");
    });

    it("opens chapter 1 when the address names only the book, and the KJV for an unknown translation", async () => {
      const { router } = renderReader("/Bible/niv/Salmos");
      expect(await chapterHeading("Psalms 1")).toBeTruthy();
      expect(router.state.location.pathname).toBe("/Bible/kjv/Psalms/1");
    });

    it("drops a parallel translation that is unknown or the same as the main one", async () => {
      const { router } = renderReader("/Bible/kjv/John/3?parallel=kjv");
      await chapterHeading("John 3");
      expect(router.state.location.search).toBe("");
      await router.navigate("/Bible/web/John/3?parallel=nope");
      await waitFor(() => expect(router.state.location.search).toBe(""));
      expect(router.state.location.pathname).toBe("/Bible/web/John/3");
      expect(await chapterHeading("John 3")).toBeTruthy();
      expect(screen.getByText("World English Bible")).toBeTruthy();
    });

    it("says so when the book does not exist", async () => {
      renderReader("/Bible/kjv/Hezekiah/1");
      expect(await chapterHeading("We couldn't find that book")).toBeTruthy();
      expect(screen.getByText('There is no book called "Hezekiah" in the Bible.')).toBeTruthy();
      expect(screen.getByRole("link", { name: "Open the Bible" }).getAttribute("href")).toBe("/Bible/kjv/John/1");
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it("says how many chapters the book has when the chapter does not exist", async () => {
      renderReader("/Bible/kjv/John/99");
      expect(await chapterHeading("We couldn't find that chapter")).toBeTruthy();
      expect(screen.getByText("John has 21 chapters.")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Read John 1" }).getAttribute("href")).toBe("/Bible/kjv/John/1");
      expect(fetchSpy).not.toHaveBeenCalled();
    });

    it("uses the singular for a one-chapter book and the translation's language", async () => {
      renderReader("/Bible/rv1909/Jude/2");
      expect(await screen.findByText("Judas has 1 chapter.")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Read Judas 1" }).getAttribute("href")).toBe("/Bible/rv1909/Jude/1");
    });

    it.each(["0", "3.5", "three"])("refuses chapter %j", async (chapter) => {
      renderReader(`/Bible/kjv/John/${chapter}`);
      expect(await chapterHeading("We couldn't find that chapter")).toBeTruthy();
    });
  });

  describe("going to a typed reference", () => {
    const goTo = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
      const box = within(screen.getByRole("search", { name: "Go to a passage" }));
      await user.type(box.getByRole("textbox", { name: "Go to a passage" }), text);
      await user.click(box.getByRole("button", { name: "Go" }));
    };

    it.each([
      ["Jn 3:16", "/Bible/kjv/John/3", "#16"],
      ["1 cor 13", "/Bible/kjv/1-Corinthians/13", ""],
      ["Salmos 23", "/Bible/kjv/Psalms/23", ""],
      ["juan 3:16-18", "/Bible/kjv/John/3", "#16-18"],
    ])("goes to %j", async (text, pathname, hash) => {
      const { router, user } = renderReader("/Bible/kjv/Genesis/1");
      await chapterHeading("Genesis 1");
      await goTo(user, text);
      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.hash).toBe(hash);
    });

    it("keeps the translation and the parallel column", async () => {
      const { router, user } = renderReader("/Bible/rv1909/Genesis/1?parallel=kjv");
      await chapterHeading("Génesis 1");
      await goTo(user, "Apocalipsis 22:21");
      await waitFor(() => expect(router.state.location.pathname).toBe("/Bible/rv1909/Revelation/22"));
      expect(router.state.location.search).toBe("?parallel=kjv");
      expect(router.state.location.hash).toBe("#21");
    });

    it("says how many chapters a book has when the chapter is past its end", async () => {
      const { router, user } = renderReader("/Bible/kjv/John/3");
      await chapterHeading("John 3");
      await goTo(user, "John 30");
      expect((await screen.findByRole("alert")).textContent).toBe("John has 21 chapters.");
      expect(router.state.location.pathname).toBe("/Bible/kjv/John/3");
    });

    it("says so when it finds no passage, and when the box is empty", async () => {
      const { router, user } = renderReader("/Bible/kjv/John/3");
      await chapterHeading("John 3");
      await goTo(user, "hello world");
      expect((await screen.findByRole("alert")).textContent).toBe('We couldn\'t find "hello world". Try a reference such as John 3:16 or Salmos 23.');
      await user.clear(screen.getByRole("textbox", { name: "Go to a passage" }));
      await user.click(screen.getByRole("button", { name: "Go" }));
      expect(screen.getByRole("alert").textContent).toBe("Type a reference such as John 3:16 or Salmos 23.");
      expect(router.state.location.pathname).toBe("/Bible/kjv/John/3");
    });
  });

  describe("selecting verses", () => {
    it("shows the selection bar with the reference of the selected verses", async () => {
      const { user } = renderReader("/Bible/kjv/John/3");
      await screen.findByText(john316, { exact: false });
      expect(screen.queryByRole("region", { name: "Selected verses" })).toBeNull();

      await user.click(screen.getByRole("button", { name: "Select verse 16" }));
      await user.click(screen.getByRole("button", { name: "Select verse 17" }));

      const bar = screen.getByRole("region", { name: "Selected verses" });
      expect(within(bar).getByText("John 3:16-17")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Select verse 16" }).getAttribute("aria-pressed")).toBe("true");
      expect(screen.getByRole("button", { name: "Select verse 18" }).getAttribute("aria-pressed")).toBe("false");
    });

    it("selects a verse by clicking its text, and unselects it the same way", async () => {
      const { user } = renderReader("/Bible/kjv/John/3");
      await user.click(await screen.findByText(john316, { exact: false }));
      await user.click(screen.getByText(john317, { exact: false }));
      await user.click(screen.getByRole("button", { name: "Select verse 20" }));
      expect(within(screen.getByRole("region", { name: "Selected verses" })).getByText("John 3:16-17,20")).toBeTruthy();

      await user.click(screen.getByText(john317, { exact: false }));
      expect(within(screen.getByRole("region", { name: "Selected verses" })).getByText("John 3:16,20")).toBeTruthy();
    });

    it("hides the bar when the selection is cleared", async () => {
      const { user } = renderReader("/Bible/kjv/John/3");
      await user.click(await screen.findByRole("button", { name: "Select verse 16" }));
      await user.click(screen.getByRole("button", { name: "Clear selection" }));
      expect(screen.queryByRole("region", { name: "Selected verses" })).toBeNull();
      expect(screen.getByRole("button", { name: "Select verse 16" }).getAttribute("aria-pressed")).toBe("false");
    });

    it("copies the verses with their reference and translation", async () => {
      const { user } = renderReader("/Bible/kjv/John/3");
      const writeText = vi.fn(async (_text: string) => undefined);
      vi.spyOn(navigator.clipboard, "writeText").mockImplementation(writeText);
      const success = vi.spyOn(toast, "success");

      await user.click(await screen.findByRole("button", { name: "Select verse 17" }));
      await user.click(screen.getByRole("button", { name: "Select verse 16" }));
      await user.click(within(screen.getByRole("region", { name: "Selected verses" })).getByRole("button", { name: "Copy" }));

      await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
      expect(writeText).toHaveBeenCalledWith(`${john316} ${john317}\n— John 3:16-17 (KJV)`);
      expect(success).toHaveBeenCalledWith("Copied John 3:16-17");
    });

    it("tells the reader when the browser refuses to copy", async () => {
      const { user } = renderReader("/Bible/kjv/John/3");
      vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new DOMException("Denied", "NotAllowedError"));
      const failure = vi.spyOn(toast, "error");

      await user.click(await screen.findByRole("button", { name: "Select verse 16" }));
      await user.click(screen.getByRole("button", { name: "Copy" }));

      await waitFor(() => expect(failure).toHaveBeenCalledWith("Your browser did not allow copying. Select the text and copy it by hand."));
    });
  });

  describe("text settings", () => {
    /** The reader's outermost element, which carries the text settings as CSS variables. */
    const readerElement = () => {
      const element = screen.getByRole("heading", { level: 1 }).closest<HTMLElement>('[style*="--reader-font-size"]');
      if (!element) throw new Error("No element carries --reader-font-size");
      return element;
    };
    const fontSize = () => readerElement().style.getPropertyValue("--reader-font-size");

    it("makes the text larger and remembers it on this device", async () => {
      const { user, unmount } = renderReader("/Bible/kjv/John/3");
      await chapterHeading("John 3");
      expect(fontSize()).toBe("20px");

      await user.click(screen.getByRole("button", { name: "Text" }));
      await user.click(screen.getByRole("button", { name: "Larger text" }));

      expect(fontSize()).toBe("22px");
      expect(screen.getByText("22px")).toBeTruthy();
      expect(JSON.parse(window.localStorage.getItem("readerSettings") ?? "null")).toEqual({ fontSize: 22, lineSpacing: "comfortable", width: "medium" });

      unmount();
      renderReader("/Bible/kjv/John/4");
      await chapterHeading("John 4");
      expect(fontSize()).toBe("22px");
    });

    it("stops at the smallest and largest sizes", async () => {
      window.localStorage.setItem("readerSettings", JSON.stringify({ fontSize: 28, lineSpacing: "airy", width: "wide" }));
      const { user } = renderReader("/Bible/kjv/John/3");
      await chapterHeading("John 3");
      expect(fontSize()).toBe("28px");
      expect(readerElement().style.getPropertyValue("--reader-line-height")).toBe("2.05");
      expect(readerElement().style.getPropertyValue("--reader-width")).toBe("52rem");

      await user.click(screen.getByRole("button", { name: "Text" }));
      expect((screen.getByRole("button", { name: "Larger text" }) as HTMLButtonElement).disabled).toBe(true);
      await user.click(screen.getByRole("button", { name: "Smaller text" }));
      expect(fontSize()).toBe("24px");
    });

    it("ignores a stored value that is not one of the sizes", async () => {
      window.localStorage.setItem("readerSettings", JSON.stringify({ fontSize: 99, lineSpacing: "airy", width: "wide" }));
      renderReader("/Bible/kjv/John/3");
      await chapterHeading("John 3");
      expect(fontSize()).toBe("20px");
    });
  });

  describe("when the chapter does not load", () => {
    it("retries, then shows the error with Try again, which loads the chapter", async () => {
      fetchSpy.mockResolvedValue(new Response("Server error", { status: 500, headers: { "Content-Type": "text/plain" } }));
      const { user } = renderReader("/Bible/kjv/John/3");

      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("We couldn't load this chapter. Please try again.");
      expect(fetchSpy).toHaveBeenCalledTimes(3);

      fetchSpy.mockImplementation(async (request) => serveChapters(request));
      await user.click(within(alert).getByRole("button", { name: "Try again" }));
      expect(await screen.findByText(john316, { exact: false })).toBeTruthy();
      expect(screen.queryByRole("alert")).toBeNull();
    });

    it("treats a reply that is not JSON as a failure", async () => {
      fetchSpy.mockImplementation(async () => new Response("<!doctype html>", { status: 200, headers: { "Content-Type": "text/html" } }));
      renderReader("/Bible/kjv/John/3");
      expect((await screen.findByRole("alert")).textContent).toContain("We couldn't load this chapter.");
    });

    it("says the chapter is not saved on this device, without retrying, when the network fails", async () => {
      fetchSpy.mockRejectedValue(new TypeError("Failed to fetch"));
      renderReader("/Bible/kjv/John/3");
      const alert = await screen.findByRole("alert");
      expect(alert.textContent).toContain("This chapter isn't saved on this device yet, and Berea can't be reached right now.");
      expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    });
  });

  describe("in Spanish", () => {
    it("speaks the reader's language around the Scripture: tools, selection, settings, messages and the page's title", async () => {
      chooseLanguage("es", { keepOnProfile: false });
      const { user } = renderReader("/Bible/rv1909/John/3");
      // The namespace's Spanish file loads with the page (the book's name is the Bible's own).
      expect(await screen.findByRole("navigation", { name: "Capítulos" })).toBeTruthy();
      expect(await chapterHeading("Juan 3")).toBeTruthy();
      expect(document.title).toBe("Juan 3 (RV1909) · Berea");
      expect(screen.getByRole("combobox", { name: "Traducción" })).toBeTruthy();
      expect(screen.getByRole("option", { name: "Una columna" })).toBeTruthy();
      expect(screen.getByRole("option", { name: "Con KJV" })).toBeTruthy();
      expect(screen.getByRole("link", { name: "Buscar" })).toBeTruthy();

      await user.click(await screen.findByRole("button", { name: "Seleccionar el versículo 16" }));
      const bar = screen.getByRole("region", { name: "Versículos seleccionados" });
      expect(within(bar).getByRole("button", { name: "Copiar" })).toBeTruthy();
      expect(within(bar).getByRole("button", { name: "Compartir imagen" })).toBeTruthy();
      expect(within(bar).getByRole("button", { name: "Quitar la selección" })).toBeTruthy();

      await user.click(screen.getByRole("button", { name: "Texto" }));
      const settings = screen.getByRole("group", { name: "Ajustes del texto" });
      expect(within(settings).getByRole("radio", { name: "Cómodo" })).toBeTruthy();
      expect(within(settings).getByRole("group", { name: "Tamaño del texto" })).toBeTruthy();

      const box = within(screen.getByRole("search", { name: "Ir a un pasaje" }));
      await user.type(box.getByRole("textbox", { name: "Ir a un pasaje" }), "Juan 30");
      await user.click(box.getByRole("button", { name: "Ir" }));
      expect((await screen.findByRole("alert")).textContent).toBe("Juan tiene 21 capítulos.");
    });

    it("explains an address past a book's end in Spanish, with the way back", async () => {
      chooseLanguage("es", { keepOnProfile: false });
      renderReader("/Bible/rv1909/Jude/2");
      expect(await screen.findByRole("heading", { level: 1, name: "No encontramos ese capítulo" })).toBeTruthy();
      expect(screen.getByText("Judas tiene 1 capítulo.")).toBeTruthy();
      expect(screen.getByRole("link", { name: "Leer Judas 1" })).toBeTruthy();
    });
  });
});
