import type { ChapterAsset, TranslationData, TranslationId } from "@berea/contracts/bible";
import type { Note } from "@berea/contracts/notes";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chapterAssetBase, chapterAssetFolders } from "virtual:bible-assets";
import kjvText from "../../../../data/bible/kjv.json?raw";
import { ok } from "../../test/fake-api.tsx";
import ReaderPage from "./reader-page.tsx";

/** The reader's notes and highlights: marks from the server's list, the editor, and an edit made offline sent when back online. */

const kjv = JSON.parse(kjvText) as TranslationData;
const folderTranslation = new Map(Object.entries(chapterAssetFolders).map(([translation, folder]) => [folder, translation as TranslationId]));

function chapterFile(url: string): Response | undefined {
  const match = new RegExp(`^${chapterAssetBase}/([^/]+)/([^/]+)/(\\d+)\\.json$`).exec(url);
  const translation = match?.[1] === undefined ? undefined : folderTranslation.get(match[1]);
  const verses = kjv.books.find((entry) => entry.id === match?.[2])?.chapters[Number(match?.[3]) - 1]?.verses;
  if (!match || !translation || !verses) return undefined;
  const asset: ChapterAsset = { translation, book: match[2] ?? "", chapter: Number(match[3]), verses };
  return new Response(JSON.stringify(asset), { status: 200, headers: { "Content-Type": "application/json" } });
}

const kept: Note = {
  id: "note-kept-01",
  book: "John",
  start: { chapter: 3, verse: 16 },
  end: { chapter: 3, verse: 16 },
  made: { translation: "kjv", chapter: 3, verseStart: 16, verseEnd: 16 },
  colour: "yellow",
  text: "Loved.",
  editedAt: Date.parse("2026-03-10T09:00:00Z"),
};

let online = true;
const saves: Record<string, unknown>[] = [];
const fetchSpy = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  const file = chapterFile(url);
  if (file) return file;
  if (url === "/api/notes/list") return ok({ uid: "reader-1", notes: [kept], max: 5000 });
  if (url === "/api/notes/save") {
    if (!online) throw new TypeError("Failed to fetch");
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    saves.push(body);
    return ok({ applied: true, note: null });
  }
  return new Response("Not found", { status: 404 });
});

beforeEach(() => {
  window.localStorage.setItem("berea.signedIn", "1");
  vi.stubGlobal("fetch", fetchSpy);
  Object.defineProperty(HTMLElement.prototype, "scrollIntoView", { value: vi.fn(), configurable: true, writable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("notes in the reader", () => {
  it("shows the reader's highlight and note marker, and a note written offline is kept and sent once back online", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: "/Bible/:translation/:book/:chapter?", element: <ReaderPage /> }], { initialEntries: ["/Bible/kjv/John/3"] });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    await screen.findByRole("button", { name: "Your note on verse 16" }, { timeout: 5000 });
    expect(document.getElementById("v16")?.className).toMatch(/mark-yellow/);
    expect(document.getElementById("v17")?.className).not.toMatch(/mark-/);

    // Offline: verse 17 in blue with a note, by keyboard-reachable buttons.
    online = false;
    await user.click(screen.getByRole("button", { name: "Select verse 17" }));
    await user.click(screen.getByRole("button", { name: "Highlight or note" }));
    const editor = screen.getByRole("dialog", { name: "Highlight or note John 3:17" });
    await user.click(within(editor).getByRole("radio", { name: "Blue" }));
    await user.type(within(editor).getByLabelText(/Private note/), "Not to condemn.");
    await user.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.getElementById("v17")?.className).toMatch(/mark-blue/));
    await screen.findByRole("button", { name: "Your note on verse 17" });
    await waitFor(() => expect(window.localStorage.getItem("berea.notes.pending.reader-1")).toContain("Not to condemn."));
    expect(saves).toEqual([]);

    // Back online: sent once, and the queue is empty.
    online = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(window.localStorage.getItem("berea.notes.pending.reader-1")).toBeNull());
    expect(saves).toEqual([{ id: expect.stringMatching(/^n[0-9a-f]{32}$/) as unknown, translation: "kjv", book: "John", chapter: 3, verseStart: 17, verseEnd: 17, colour: "blue", text: "Not to condemn.", editedAt: expect.any(Number) as unknown }]);
  }, 20_000); // the notes layer is a lazy chunk: its first import takes a moment under a loaded machine
});
