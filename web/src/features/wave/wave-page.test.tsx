import type { VerseOfTheDay } from "@berea/contracts/bible";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localDate } from "../../lib/verse-of-the-day.ts";
import WavePage from "./wave-page.tsx";
import { readInSpanish } from "../../test/spanish.ts";

const psalm: VerseOfTheDay = {
  date: localDate(),
  translation: "kjv",
  book: "Ps",
  chapter: 46,
  start: 10,
  end: 10,
  reference: "Psalm 46:10",
  verses: [{ verse: 10, text: "Be still, and know that I am God: I will be exalted among the heathen, I will be exalted in the earth." }],
};

/** The page with today's verse already fetched (`verse: null`: not yet, so the page asks for it). */
function renderWave({ verse = psalm }: { verse?: VerseOfTheDay | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The page asks for today's verse in the reader's translation (KJV when they have not read yet, RV1909 in Spanish).
  if (verse) queryClient.setQueryData(["verseOfTheDay", localDate(), verse.translation], verse);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/wave"]}>
        <WavePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

/** The cue shown with motion (the still one beside it is for a reader who asked for less, shown by CSS). */
const movingCue = () => document.querySelector("#breath-cue span")?.textContent;


describe("WavePage (/wave, Ripple Effect)", () => {
  it("is titled Ripple Effect and prays with today's verse, quoted with its reference and translation, once it has loaded", async () => {
    renderWave();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ripple Effect");
    const verse = screen.getByRole("region", { name: "Verse to pray with" });
    // The card holds its place while its part of the page loads (wave-verse.tsx).
    expect(verse.querySelector("[aria-busy='true']")).not.toBeNull();
    await waitFor(() => expect(verse.textContent).toContain("Be still, and know that I am God"));
    expect(verse.textContent).toContain("Psalm 46:10 · KJV");
    expect(document.body.textContent?.toLowerCase()).not.toContain("coming soon");
  });

  it("gives the breathing cue in words, following the animation's half-breaths (5 s each)", () => {
    renderWave();
    const centre = screen.getByTestId("breath-centre");
    expect(centre.style.animationDuration).toBe("5s");
    expect(screen.getByText("5 seconds in, 5 seconds out.")).toBeTruthy();
    expect(movingCue()).toBe("Breathe in");
    fireEvent.animationIteration(centre);
    expect(movingCue()).toBe("Breathe out");
    fireEvent.animationIteration(centre);
    expect(movingCue()).toBe("Breathe in");
  });

  it("pauses and resumes the ripples with a button", async () => {
    const { user } = renderWave();
    const stage = screen.getByRole("region", { name: "Breath prayer" });
    expect(stage.dataset.moving).toBe("true");
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(stage.dataset.moving).toBe("false");
    expect(movingCue()).toBe("Paused");
    await user.click(screen.getByRole("button", { name: "Resume" }));
    expect(stage.dataset.moving).toBe("true");
    expect(movingCue()).toBe("Breathe in");
  });

  it("carries the still cue in words beside the breathing's, for CSS to show a reader who asked for less motion in place of the cue, hint and pause (in Chromium: e2e/wave.test.ts)", async () => {
    renderWave();
    const [moving, still] = Array.from(document.querySelectorAll("#breath-cue span"));
    expect(still?.textContent).toBe("Breathe in slowly for 5 counts, and out for 5.");
    const withMotionOnly = moving?.className;
    expect(withMotionOnly).toBeTruthy();
    expect(still?.className).not.toBe(withMotionOnly);
    expect(screen.getByText("5 seconds in, 5 seconds out.").classList).toContain(withMotionOnly);
    expect(screen.getByRole("button", { name: "Pause" }).classList).toContain(withMotionOnly);
    await waitFor(() => expect(screen.getByRole("region", { name: "Verse to pray with" }).textContent).toContain("Psalm 46:10"));
  });
});

describe("WavePage when the verse cannot load", () => {
  it("says why in the card and asks again on 'Try again', the breathing unaffected", async () => {
    const fetchVerse = vi.fn(() => Promise.reject(new TypeError("Failed to fetch")));
    vi.stubGlobal("fetch", fetchVerse);
    renderWave({ verse: null });
    const verse = screen.getByRole("region", { name: "Verse to pray with" });
    const retry = await within(verse).findByRole("button", { name: "Try again" });
    expect(verse.querySelector(".field-error")?.textContent).toBeTruthy();
    expect(movingCue()).toBe("Breathe in");
    const asked = fetchVerse.mock.calls.length;
    await userEvent.setup().click(retry);
    await waitFor(() => expect(fetchVerse.mock.calls.length).toBeGreaterThan(asked));
  });
});

describe("WavePage in Spanish", () => {
  it("says the page and the breath cue in Spanish and prays with the verse in the RV1909, a Spanish reader's Bible", async () => {
    await readInSpanish();
    renderWave({
      verse: {
        ...psalm,
        translation: "rv1909",
        reference: "Salmos 46:10",
        verses: [{ verse: 10, text: "Estad quietos, y conoced que yo soy Dios: Ensalzado he de ser entre las gentes, ensalzado seré en la tierra." }],
      },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Efecto onda" })).toBeTruthy();
    expect(document.title).toBe("Efecto onda · Berea");
    expect(screen.getByText("Inhala despacio contando 5, y exhala contando 5.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("region", { name: "Versículo para orar" }).textContent).toContain("Salmos 46:10 · RV1909"));
  });
});
