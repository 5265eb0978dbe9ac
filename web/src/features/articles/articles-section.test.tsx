import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, signedOut, userData, type FakeAddressApi } from "../../test/fake-api.tsx";
import { ArticlesSection } from "./articles-section.tsx";
import { articleList, renderWithArticleApi } from "./articles-test-support.tsx";

const api = (overrides: FakeAddressApi = {}): FakeAddressApi => ({
  "/api/articles/list": () => ok({ articles: articleList() }),
  "/api/": () => ok(userData({ paymentPlan: 0 })),
  ...overrides,
});

const renderAt = (handlers: FakeAddressApi, initialEntry = "/Books") => renderWithArticleApi(handlers, <ArticlesSection />, { path: "/Books", initialEntry });

describe("ArticlesSection", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("tells a Free reader how many whole articles a month their plan opens", async () => {
    renderAt(api());
    expect(await screen.findByText(/Your Free plan opens 4 whole articles each month/)).toBeTruthy();
  });

  it("tells a signed-out visitor that reading needs a free account", async () => {
    renderAt(api({ "/api/": () => signedOut() }));
    expect(await screen.findByText(/to read\. A free account opens 4 whole articles each month/)).toBeTruthy();
  });

  it("lists the articles with topic, tags and reading time, and filters them by topic in the address", async () => {
    const { router, user: person } = renderAt(api());
    const section = await screen.findByRole("region", { name: "Articles and insights" });
    expect(await within(section).findByText("3 articles")).toBeTruthy();
    const card = within(section).getByRole("listitem", { name: "Praying the Psalms" });
    expect(within(card).getByRole("link", { name: "Praying the Psalms" }).getAttribute("href")).toBe("/Articles/praying-the-psalms");
    expect(within(card).getByText("5 min read")).toBeTruthy();
    expect(within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["psalms", "prayer"]);

    await person.click(within(section).getByRole("button", { name: "Church history" }));
    expect(within(section).getByRole("button", { name: "Church history" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(section).getByText("1 article on church history")).toBeTruthy();
    expect(within(section).queryByRole("link", { name: "Praying the Psalms" })).toBeNull();
    expect(within(section).getByRole("link", { name: "Augustine of Hippo" })).toBeTruthy();
    expect(router.state.location.search).toBe("?topic=church-history");

    await person.click(within(section).getByRole("button", { name: "All topics" }));
    expect(within(section).getByText("3 articles")).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("opens with the topic the address names", async () => {
    renderAt(api(), "/Books?topic=reading-the-bible");
    const section = await screen.findByRole("region", { name: "Articles and insights" });
    expect(await within(section).findByText("1 article on reading the bible")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Building a Daily Bible Habit" })).toBeTruthy();
  });
});
