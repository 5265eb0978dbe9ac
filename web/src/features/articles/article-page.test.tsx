import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, ok, type FakeAddressApi } from "../../test/fake-api.tsx";
import { articleView, renderWithArticleApi } from "./articles-test-support.tsx";
import ArticlePage, { nextMonthStart } from "./article-page.tsx";

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const renderAt = (slug: string, api: FakeAddressApi) => renderWithArticleApi(api, <ArticlePage />, { path: "/Articles/:slug", initialEntry: `/Articles/${slug}` });

describe("ArticlePage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows a Free reader the whole article and how many of the month's four free articles they have read", async () => {
    const { fetchSpy } = renderAt("praying-the-psalms", { "/api/articles/get": () => ok(articleView({ freeLeft: 1 })) });
    expect(await screen.findByRole("heading", { level: 1, name: "Praying the Psalms" })).toBeTruthy();
    expect(callsTo(fetchSpy, "/api/articles/get").map(([, body]) => body)).toEqual([{ id: "praying-the-psalms", timeZone }]);
    expect(screen.getByText("3 of 4 free articles this month")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Lament" })).toBeTruthy();
    expect(screen.getByText("Many psalms are laments.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Prayer" }).getAttribute("href")).toBe("/Books?topic=prayer#articles");
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["psalms", "prayer"]);
    expect(screen.queryByRole("region", { name: "Keep reading with Premium" })).toBeNull();
    expect(document.title).toBe("Praying the Psalms · Articles · Berea");
  });

  it("links the Scripture an article quotes to the reader, in any section, in the translation it names", async () => {
    // The reader last read the WEB; the article quotes the KJV.
    window.localStorage.setItem("lastRead", JSON.stringify({ translation: "web", book: "John", chapter: 3 }));
    renderAt("praying-the-psalms", {
      "/api/articles/get": () =>
        ok(
          articleView({
            sections: [
              { paragraphs: ["The Psalms were Israel's prayer book."] },
              {
                heading: "Lament",
                paragraphs: ["Many psalms are laments.", "“Bless the LORD, O my soul” (Psalm 103:1, KJV)."],
                // As the API finds the references (functions/src/bible/scripture-links.ts).
                links: [null, [{ text: "“Bless the LORD, O my soul” (" }, { text: "Psalm 103:1, KJV", to: { book: "Ps", chapter: 103, start: 1, end: 1, translation: "kjv" } }, { text: ")." }]],
              },
            ],
          }),
        ),
    });
    const link = await screen.findByRole("link", { name: "Psalm 103:1, KJV" });
    expect(link.getAttribute("href")).toBe("/Bible/kjv/Psalms/103#1");
    expect(link.closest("p")?.textContent).toBe("“Bless the LORD, O my soul” (Psalm 103:1, KJV).");
    expect(screen.getByText("Many psalms are laments.").querySelector("a")).toBeNull();
  });

  it("shows Premium the whole article with no count", async () => {
    renderAt("praying-the-psalms", { "/api/articles/get": () => ok(articleView({ freeLeft: null })) });
    expect(await screen.findByRole("heading", { level: 1, name: "Praying the Psalms" })).toBeTruthy();
    expect(screen.queryByText(/free articles this month/)).toBeNull();
  });

  it("past the month's four, shows the opening and a clear way to Premium", async () => {
    renderAt("praying-the-psalms", {
      "/api/articles/get": () => ok(articleView({ full: false, freeLeft: 0, sections: [{ paragraphs: ["The Psalms were Israel's prayer book."] }] })),
    });
    const prompt = await screen.findByRole("region", { name: "Keep reading with Premium" });
    expect(screen.getByText("The Psalms were Israel's prayer book.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Lament" })).toBeNull();
    expect(within(prompt).getByText(/You have read your 4 free articles this month \(4 of 4\)/)).toBeTruthy();
    expect(within(prompt).getByText(new RegExp(`start again on ${nextMonthStart()}`))).toBeTruthy();
    expect(within(prompt).getByRole("link", { name: "See Premium" }).getAttribute("href")).toBe("/#pricing");
    expect(document.activeElement).toBe(within(prompt).getByRole("heading", { name: "Keep reading with Premium" }));
    expect(screen.queryByText(/free articles this month$/)).toBeNull();
  });

  it("says so for an article that does not exist", async () => {
    renderAt("no-such-article", { "/api/articles/get": () => apiError(404, "not-found", "There is no article with that id.") });
    expect(await screen.findByRole("heading", { level: 1, name: "We could not find that article" })).toBeTruthy();
  });

  it("names the first day of next month", () => {
    expect(nextMonthStart(new Date(2026, 10, 23))).toBe("1 December");
    expect(nextMonthStart(new Date(2026, 11, 31))).toBe("1 January");
  });
});
