import type { SearchHit, SearchReply } from "@berea/contracts/bible";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { json } from "../../test/fake-api.tsx";
import SearchPage from "./search-page.tsx";

const hits: SearchHit[] = [
  {
    book: "John",
    chapter: 3,
    verse: 16,
    text: "For God so loved the world, that he gave his only begotten Son",
    highlights: [[11, 16]],
    score: 12.5,
  },
  {
    book: "1John",
    chapter: 4,
    verse: 8,
    text: "He that loveth not knoweth not God; for God is love.",
    highlights: [
      [8, 14],
      [47, 51],
    ],
    score: 10.1,
  },
  { book: "Rom", chapter: 13, verse: 10, text: "Love worketh no ill to his neighbour", highlights: [[0, 4]], score: 8 },
];

interface Request {
  q: string | null;
  translation: string | null;
  scope: string | null;
  offset: string | null;
  limit: string | null;
}

function requestOf(call: unknown[]): Request {
  const url = new URL(String(call[0]), "http://localhost");
  expect(url.pathname).toBe("/api/bible/search");
  const get = (name: string) => url.searchParams.get(name);
  return { q: get("q"), translation: get("translation"), scope: get("scope"), offset: get("offset"), limit: get("limit") };
}

/** A search API with `all` as its results: pages by offset and limit, like the real one. */
function searchApi(all: SearchHit[]) {
  return vi.fn<typeof fetch>(async (request) => {
    const url = new URL(String(request), "http://localhost");
    const offset = Number(url.searchParams.get("offset"));
    const limit = Number(url.searchParams.get("limit"));
    const reply: SearchReply = {
      query: url.searchParams.get("q") ?? "",
      translation: url.searchParams.get("translation") === "rv1909" ? "rv1909" : "kjv",
      scope: url.searchParams.get("scope") ?? "all",
      total: all.length,
      hits: all.slice(offset, offset + limit),
      tookMs: 1,
    };
    return json(200, { payload: reply });
  });
}

function renderSearch(path = "/Bible/search") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/Bible/search", element: <SearchPage /> },
      { path: "/Bible/:translation/:book/:chapter?", element: <h1>Reader</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

const searchBox = () => screen.getByRole("searchbox", { name: 'Words or a "quoted phrase"' }) as HTMLInputElement;
const results = () => screen.getByRole("list");

describe("SearchPage", () => {
  let fetchSpy: ReturnType<typeof searchApi>;

  beforeEach(() => {
    fetchSpy = searchApi(hits.slice(0, 2));
    vi.stubGlobal("fetch", fetchSpy);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for nothing until there is a query", () => {
    renderSearch();
    expect(screen.getByRole("heading", { level: 1, name: "Search the Scriptures" })).toBeTruthy();
    expect(searchBox().value).toBe("");
    expect(within(results()).queryAllByRole("listitem")).toHaveLength(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.title).toBe("Search the Bible · Berea");
  });

  it("puts the query in the address and shows the hits with their matches marked", async () => {
    const { router, user } = renderSearch();
    await user.type(searchBox(), "  love ");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(await screen.findByText("2 verses in the KJV")).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ q: "love", translation: "kjv", scope: "all" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(requestOf(fetchSpy.mock.calls[0] ?? [])).toEqual({ q: "love", translation: "kjv", scope: "all", offset: "0", limit: "20" });

    const items = within(results()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0] ?? document.body).getByRole("link");
    expect(first.getAttribute("href")).toBe("/Bible/kjv/John/3#16");
    expect(within(first).getByText("John 3:16")).toBeTruthy();
    expect([...first.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["loved"]);
    expect(first.textContent).toContain("For God so loved the world, that he gave his only begotten Son");

    const second = within(items[1] ?? document.body).getByRole("link");
    expect(second.getAttribute("href")).toBe("/Bible/kjv/1-John/4#8");
    expect(within(second).getByText("1 John 4:8")).toBeTruthy();
    expect([...second.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["loveth", "love"]);
    expect(document.title).toBe("“love” in the KJV · Berea");
  });

  it("asks for at least 2 letters without calling the API", async () => {
    const { router, user } = renderSearch();
    await user.type(searchBox(), " a ");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(screen.getByRole("alert").textContent).toBe("Type at least 2 letters to search.");
    expect(searchBox().getAttribute("aria-invalid")).toBe("true");
    expect(router.state.location.search).toBe("");
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.type(searchBox(), "b");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("fetches the next page from the next offset with Show more", async () => {
    fetchSpy = searchApi(hits);
    vi.stubGlobal("fetch", fetchSpy);
    // A page size of 2 for this test: the API answers with at most `limit` hits, so the stand-in trims the first page.
    fetchSpy.mockImplementationOnce(async () =>
      json(200, { payload: { query: "love", translation: "kjv", scope: "all", total: 3, hits: hits.slice(0, 2), tookMs: 1 } satisfies SearchReply }),
    );
    const { user } = renderSearch("/Bible/search?q=love&translation=kjv&scope=all");

    expect(await screen.findByText("3 verses in the KJV")).toBeTruthy();
    expect(within(results()).getAllByRole("listitem")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Show more" }));

    await waitFor(() => expect(within(results()).getAllByRole("listitem")).toHaveLength(3));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    expect(requestOf(fetchSpy.mock.calls[1] ?? [])).toMatchObject({ q: "love", offset: "2" });
    expect(within(results()).getByText("Romans 13:10")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("reads the query from the address, and fills the box with it", async () => {
    renderSearch("/Bible/search?q=love&translation=kjv");
    expect(await screen.findByText("2 verses in the KJV")).toBeTruthy();
    expect(searchBox().value).toBe("love");
  });

  it("says when nothing was found", async () => {
    vi.stubGlobal("fetch", searchApi([]));
    renderSearch("/Bible/search?q=zzxq");
    expect(await screen.findByText("No verses found for “zzxq”. Try fewer words or another spelling.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("shows the server's message when the search fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json(400, { code: "invalid-argument", message: "Search for at most 200 characters." })));
    renderSearch("/Bible/search?q=love");
    expect((await screen.findByRole("alert")).textContent).toBe("Search for at most 200 characters.");
  });

  it("searches another translation with its book names when the translation changes", async () => {
    const { router, user } = renderSearch("/Bible/search?q=love&translation=kjv&scope=all");
    await screen.findByText("2 verses in the KJV");

    await user.selectOptions(screen.getByRole("combobox", { name: "Translation" }), "rv1909");

    expect(await screen.findByText("2 verses in the RV1909")).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get("translation")).toBe("rv1909");
    expect(requestOf(fetchSpy.mock.calls.at(-1) ?? [])).toMatchObject({ q: "love", translation: "rv1909" });
    const link = within(results()).getByText("Juan 3:16").closest("a");
    expect(link?.getAttribute("href")).toBe("/Bible/rv1909/John/3#16");
  });

  it("limits the search to a book or testament", async () => {
    const { router, user } = renderSearch("/Bible/search?q=love");
    await screen.findByText("2 verses in the KJV");

    await user.selectOptions(screen.getByRole("combobox", { name: "In" }), "NT");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("scope")).toBe("NT"));
    await waitFor(() => expect(requestOf(fetchSpy.mock.calls.at(-1) ?? [])).toMatchObject({ q: "love", scope: "NT", offset: "0" }));

    await user.selectOptions(screen.getByRole("combobox", { name: "In" }), "Psalms");
    await waitFor(() => expect(requestOf(fetchSpy.mock.calls.at(-1) ?? [])).toMatchObject({ scope: "Ps" }));
  });

  it("links back to the chapter the reader was in", () => {
    window.localStorage.setItem("lastRead", JSON.stringify({ translation: "web", book: "Ps", chapter: 23 }));
    renderSearch();
    expect(screen.getByRole("link", { name: "Back to reading" }).getAttribute("href")).toBe("/Bible/web/Psalms/23");
    expect((screen.getByRole("combobox", { name: "Translation" }) as HTMLSelectElement).value).toBe("web");
  });

  it("links back to John 1 for a new reader", () => {
    renderSearch();
    expect(screen.getByRole("link", { name: "Back to reading" }).getAttribute("href")).toBe("/Bible/kjv/John/1");
  });

  it("searches in Spanish: the page's words, the count's plural and the title in the reader's language", async () => {
    chooseLanguage("es", { keepOnProfile: false });
    vi.stubGlobal("fetch", searchApi(hits));
    renderSearch("/Bible/search?q=amor&translation=rv1909");
    expect(await screen.findByRole("heading", { level: 1, name: "Escudriña las Escrituras" })).toBeTruthy();
    expect(await screen.findByText("3 versículos en la RV1909")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Resultados de la búsqueda" })).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Traducción" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Toda la Biblia" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("«amor» en la RV1909 · Berea"));
  });
});
