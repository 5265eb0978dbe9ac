import type { VerseOfTheDay } from "@berea/contracts/bible";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
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

function renderWave({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query.includes("reduce"), media: query }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The page asks for today's verse in the reader's translation (KJV when they have not read yet).
  queryClient.setQueryData(["verseOfTheDay", localDate(), "kjv"], psalm);
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

describe("WavePage (/wave, Ripple Effect)", () => {
  it("is titled Ripple Effect and prays with today's verse, quoted with its reference and translation", () => {
    renderWave({ reducedMotion: false });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Ripple Effect");
    const verse = screen.getByRole("region", { name: "Verse to pray with" });
    expect(verse.textContent).toContain("Be still, and know that I am God");
    expect(verse.textContent).toContain("Psalm 46:10 · KJV");
    expect(document.body.textContent?.toLowerCase()).not.toContain("coming soon");
  });

  it("gives the breathing cue in words, following the animation's half-breaths (5 s each)", () => {
    renderWave({ reducedMotion: false });
    const centre = screen.getByTestId("breath-centre");
    expect(centre.style.animationDuration).toBe("5s");
    expect(screen.getByText("5 seconds in, 5 seconds out.")).toBeTruthy();
    expect(document.getElementById("breath-cue")?.textContent).toBe("Breathe in");
    fireEvent.animationIteration(centre);
    expect(document.getElementById("breath-cue")?.textContent).toBe("Breathe out");
    fireEvent.animationIteration(centre);
    expect(document.getElementById("breath-cue")?.textContent).toBe("Breathe in");
  });

  it("pauses and resumes the ripples with a button", async () => {
    const { user } = renderWave({ reducedMotion: false });
    const stage = screen.getByRole("region", { name: "Breath prayer" });
    expect(stage.dataset.moving).toBe("true");
    await user.click(screen.getByRole("button", { name: "Pause" }));
    expect(stage.dataset.moving).toBe("false");
    expect(document.getElementById("breath-cue")?.textContent).toBe("Paused");
    await user.click(screen.getByRole("button", { name: "Resume" }));
    expect(stage.dataset.moving).toBe("true");
    expect(document.getElementById("breath-cue")?.textContent).toBe("Breathe in");
  });

  it("under prefers-reduced-motion nothing moves: a still picture and the cue in words, no pause control needed", () => {
    renderWave({ reducedMotion: true });
    const stage = screen.getByRole("region", { name: "Breath prayer" });
    expect(document.getElementById("breath-cue")?.textContent).toBe("Breathe in slowly for 5 counts, and out for 5.");
    expect(stage.dataset.moving).toBe("false");
    expect(screen.queryByRole("button", { name: "Pause" })).toBeNull();
    expect(screen.getByRole("region", { name: "Verse to pray with" }).textContent).toContain("Psalm 46:10");
  });
});

describe("WavePage in Spanish", () => {
  it("says the page and the breath cue in Spanish and prays with the verse in the RV1909, a Spanish reader's Bible", async () => {
    await readInSpanish("wave");
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(["verseOfTheDay", localDate(), "rv1909"], {
      ...psalm,
      translation: "rv1909",
      reference: "Salmos 46:10",
      verses: [{ verse: 10, text: "Estad quietos, y conoced que yo soy Dios: Ensalzado he de ser entre las gentes, ensalzado seré en la tierra." }],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/wave"]}>
          <WavePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Efecto onda" })).toBeTruthy();
    expect(document.title).toBe("Efecto onda · Berea");
    expect(screen.getByText("Inhala despacio contando 5, y exhala contando 5.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Versículo para orar" }).textContent).toContain("Salmos 46:10 · RV1909");
  });
});
