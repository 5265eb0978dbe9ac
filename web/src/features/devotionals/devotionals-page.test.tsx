import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, ok } from "../../test/fake-api.tsx";
import DevotionalsPage from "./devotionals-page.tsx";
import { bodiesSent, devotionalView, freePathsReply, pathsReply, renderWithDevotionalApi, timeZone } from "./devotional-test-support.tsx";

const renderPage = (api: Parameters<typeof renderWithDevotionalApi>[0]) => renderWithDevotionalApi(api, <DevotionalsPage />);

/** A path's card: the paths render once the page is live and today's devotional is shown (a lazy part), so it is waited for. */
const pathCard = async (title: string) => {
  const card = (await screen.findByRole("heading", { level: 3, name: title })).closest("li");
  if (!card) throw new Error(`No card for ${title}`);
  return card;
};

describe("DevotionalsPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows today's devotional: passage with reference and translation, reflection, prayer, question and author", async () => {
    const { fetchSpy } = renderPage({ today: () => ok(devotionalView()), paths: () => ok(pathsReply()) });

    const article = await screen.findByRole("article", { name: "Trading Worry for Prayer with Thanksgiving" });
    expect(screen.getByRole("heading", { level: 1, name: "Devotionals" })).toBeTruthy();
    expect(within(article).getByRole("heading", { level: 2, name: "Trading Worry for Prayer with Thanksgiving" })).toBeTruthy();
    expect(within(article).getByText("Cast Your Cares: Anxiety and Peace")).toBeTruthy();
    expect(within(article).getByText("Day 1 of 3")).toBeTruthy();

    const passage = within(article).getByRole("figure", { name: "Philippians 4:6-7 (KJV)" });
    expect(passage.textContent).toContain("Be careful for nothing; but in every thing by prayer and supplication");
    expect(passage.textContent).toContain("shall keep your hearts and minds through Christ Jesus.");
    expect(within(passage).getByText("Philippians 4:6-7 · KJV")).toBeTruthy();
    expect(within(passage).getByRole("link", { name: "Read Philippians 4 in context" }).getAttribute("href")).toBe("/Bible/kjv/Philippians/4#6-7");

    expect(within(article).getByText(/Paul wrote these words from a prison cell/)).toBeTruthy();
    expect(within(article).getByText(/Instead he offers an exchange/)).toBeTruthy();
    expect(within(article).getByText("Written by The Berea team")).toBeTruthy();
    const prayer = within(article).getByRole("region", { name: "Prayer" });
    expect(within(prayer).getByText(/Guard my heart and mind with your peace/)).toBeTruthy();
    const question = within(article).getByRole("region", { name: "Question to ponder" });
    expect(within(question).getByText("What is one worry you could put into plain words before God today?")).toBeTruthy();

    expect(bodiesSent(fetchSpy, "today")).toEqual([{ timeZone, translation: "kjv" }]);
    expect(bodiesSent(fetchSpy, "paths")).toEqual([{ timeZone }]);
    expect(document.title).toBe("Devotionals · Berea");
  });

  it("quotes the passage in the reader's last translation when devotionals come in it, and the KJV otherwise", async () => {
    window.localStorage.setItem("lastRead", JSON.stringify({ translation: "web", book: "John", chapter: 3 }));
    const first = renderPage({
      today: (body) => ok(devotionalView({}, (body as { translation: "kjv" | "web" }).translation)),
      paths: () => ok(pathsReply()),
    });
    expect(await screen.findByRole("figure", { name: "Philippians 4:6-7 (WEB)" })).toBeTruthy();
    expect(screen.getByText(/In nothing be anxious/)).toBeTruthy();
    expect(bodiesSent(first.fetchSpy, "today")).toEqual([{ timeZone, translation: "web" }]);

    // Choosing the KJV asks again, keeps the page up meanwhile, and is remembered.
    await first.user.selectOptions(screen.getByRole("combobox", { name: "Translation" }), "kjv");
    expect(await screen.findByRole("figure", { name: "Philippians 4:6-7 (KJV)" })).toBeTruthy();
    expect(window.localStorage.getItem("devotionalTranslation")).toBe('"kjv"');
  });

  it("falls back to the KJV when the reader was last in a Spanish translation", async () => {
    window.localStorage.setItem("lastRead", JSON.stringify({ translation: "rv1909", book: "Juan", chapter: 3 }));
    const { fetchSpy } = renderPage({ today: () => ok(devotionalView()), paths: () => ok(pathsReply()) });
    await screen.findByRole("article");
    expect(bodiesSent(fetchSpy, "today")).toEqual([{ timeZone, translation: "kjv" }]);
  });

  it("marks today's devotional as read, and the path's progress follows", async () => {
    const { fetchSpy, user } = renderPage({
      today: () => ok(devotionalView()),
      paths: () => ok(pathsReply()),
      mark: (body) => ok({ read: (body as { read: boolean }).read }),
    });
    const button = await screen.findByRole("button", { name: "Mark as read" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    expect(within(await pathCard("Cast Your Cares: Anxiety and Peace")).getByText("0 of 3 read")).toBeTruthy();

    await user.click(button);
    expect(bodiesSent(fetchSpy, "mark")).toEqual([{ id: "anxiety-01", read: true, timeZone }]);
    expect((await screen.findByText("Marked as read.")).getAttribute("role")).toBe("status");
    expect(screen.getByRole("button", { name: "Mark as read" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(await pathCard("Cast Your Cares: Anxiety and Peace")).getByText("1 of 3 read")).toBeTruthy();

    // And back again.
    await user.click(screen.getByRole("button", { name: "Mark as read" }));
    expect(await screen.findByText("Marked as not read yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark as read" }).getAttribute("aria-pressed")).toBe("false");
    expect(bodiesSent(fetchSpy, "mark")).toEqual([
      { id: "anxiety-01", read: true, timeZone },
      { id: "anxiety-01", read: false, timeZone },
    ]);
  });

  it("puts the read state back and says why when marking fails", async () => {
    const { user } = renderPage({
      today: () => ok(devotionalView()),
      paths: () => ok(pathsReply()),
      mark: () => apiError(503, "unavailable", "Berea is resting for a moment. Please try again."),
    });
    await user.click(await screen.findByRole("button", { name: "Mark as read" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Berea is resting for a moment. Please try again.");
    expect(screen.getByRole("button", { name: "Mark as read" }).getAttribute("aria-pressed")).toBe("false");
    expect(within(await pathCard("Cast Your Cares: Anxiety and Peace")).getByText("0 of 3 read")).toBeTruthy();
  });

  it("saves a private note with the Save button and says it is saved", async () => {
    const { fetchSpy, user } = renderPage({
      today: () => ok(devotionalView()),
      paths: () => ok(pathsReply()),
      note: (body) => ok({ note: (body as { note: string }).note.trim() }),
    });
    const field = await screen.findByRole("textbox", { name: "Your note" });
    expect(screen.getByText(/Private: only you can see it/)).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save note" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.type(field, "Name the worry, then give thanks. ");
    expect(screen.getByText("Not saved yet")).toBeTruthy();
    await user.click(save);

    expect((await screen.findByText("Saved")).getAttribute("role")).toBe("status");
    expect(bodiesSent(fetchSpy, "note")).toEqual([{ id: "anxiety-01", note: "Name the worry, then give thanks. ", timeZone }]);
    expect((screen.getByRole("button", { name: "Save note" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("saves the note when the field loses focus, once, and keeps the text when saving fails", async () => {
    let fail = true;
    const { fetchSpy, user } = renderPage({
      today: () => ok(devotionalView({ note: "Earlier thought." })),
      paths: () => ok(pathsReply()),
      note: (body) => (fail ? apiError(500, "internal", "Something went wrong. Please try again.") : ok({ note: (body as { note: string }).note })),
    });
    const field = (await screen.findByRole("textbox", { name: "Your note" })) as HTMLTextAreaElement;
    expect(field.value).toBe("Earlier thought.");
    expect(screen.getByText("Saved")).toBeTruthy();

    await user.type(field, " And a new one.");
    await user.tab();
    expect((await screen.findByRole("alert")).textContent).toContain("Your note is still here; try saving again.");
    expect(field.value).toBe("Earlier thought. And a new one.");

    fail = false;
    await user.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(bodiesSent(fetchSpy, "note")).toEqual([
      { id: "anxiety-01", note: "Earlier thought. And a new one.", timeZone },
      { id: "anxiety-01", note: "Earlier thought. And a new one.", timeZone },
    ]);
  });

  it("says a note was removed when it is emptied", async () => {
    const { fetchSpy, user } = renderPage({
      today: () => ok(devotionalView({ note: "Old note." })),
      paths: () => ok(pathsReply()),
      note: () => ok({ note: "" }),
    });
    await user.clear(await screen.findByRole("textbox", { name: "Your note" }));
    await user.click(screen.getByRole("button", { name: "Save note" }));
    expect(await screen.findByText("Note removed")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "note")).toEqual([{ id: "anxiety-01", note: "", timeZone }]);
  });

  it("shows Premium the paths with their progress and the way to continue", async () => {
    renderPage({ today: () => ok(devotionalView()), paths: () => ok(pathsReply()) });
    expect(await screen.findByRole("heading", { level: 2, name: "Devotional paths" })).toBeTruthy();

    const forgiveness = await pathCard("Seventy Times Seven");
    expect(within(forgiveness).getByText("Forgiveness")).toBeTruthy();
    expect(within(forgiveness).getByText("Receiving and giving mercy.")).toBeTruthy();
    expect(within(forgiveness).getByText("3 of 5 read")).toBeTruthy();
    expect(within(forgiveness).getByRole("link", { name: "Continue: Seventy Times Seven" }).getAttribute("href")).toBe("/Devotionals/forgiveness-04");
    expect(within(forgiveness).getByRole("link", { name: "A Debt Cancelled" }).getAttribute("href")).toBe("/Devotionals/forgiveness-01");
    expect(within(forgiveness).queryByText("Premium")).toBeNull();

    const anxiety = await pathCard("Cast Your Cares: Anxiety and Peace");
    expect(within(anxiety).getByText("Today’s devotional is day 1 of this path.")).toBeTruthy();
    expect(within(anxiety).getByRole("link", { name: "Start the path: Cast Your Cares: Anxiety and Peace" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Unlock paths with Premium" })).toBeNull();
  });

  it("shows a Free user the paths behind a gentle lock, with an upgrade link, while today's devotional works fully", async () => {
    const { fetchSpy, user } = renderPage({
      today: () => ok(devotionalView()),
      paths: () => ok(freePathsReply()),
      mark: (body) => ok({ read: (body as { read: boolean }).read }),
    });
    expect(await screen.findByText(/Devotional paths and progress tracking are part of Premium/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Unlock paths with Premium" }).getAttribute("href")).toBe("/#pricing");

    const forgiveness = await pathCard("Seventy Times Seven");
    expect(within(forgiveness).getByText("Premium")).toBeTruthy();
    expect(within(forgiveness).getByText("5 days")).toBeTruthy();
    expect(within(forgiveness).queryByText(/of 5 read/)).toBeNull();
    expect(within(forgiveness).queryByRole("link")).toBeNull();
    expect(within(forgiveness).getByText("A Debt Cancelled")).toBeTruthy();

    // Today's devotional is the one day a Free user opens from a path.
    const anxiety = await pathCard("Cast Your Cares: Anxiety and Peace");
    expect(within(anxiety).getByRole("link", { name: "Trading Worry for Prayer with Thanksgiving" }).getAttribute("href")).toBe("/Devotionals/anxiety-01");
    expect(within(anxiety).queryByRole("link", { name: "Consider the Lilies" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Mark as read" }));
    expect(await screen.findByText("Marked as read.")).toBeTruthy();
    expect(bodiesSent(fetchSpy, "mark")).toHaveLength(1);
  });

  it("says so when there are no paths yet", async () => {
    renderPage({ today: () => ok(devotionalView()), paths: () => ok(pathsReply({ paths: [] })) });
    expect(await screen.findByText(/There are no devotional paths yet/)).toBeTruthy();
  });

  it("shows a loading state, then other errors with a way to try again", async () => {
    let calls = 0;
    const { user } = renderPage({
      today: () => (++calls === 1 ? apiError(500, "internal", "The devotionals are resting. Please try again.") : ok(devotionalView())),
      paths: () => ok(pathsReply()),
    });
    expect(screen.getByText("Opening today’s devotional …").closest("[role=status]")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("The devotionals are resting. Please try again.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Trading Worry for Prayer with Thanksgiving" })).toBeTruthy();
  });
});
