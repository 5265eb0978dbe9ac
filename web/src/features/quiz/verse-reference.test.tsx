import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { FillBlankAnswer } from "./fill-blank-answer.tsx";
import { VersePassage } from "./verse-reference.tsx";

const john = {
  book: "John",
  chapter: 11,
  start: 35,
  end: 35,
  label: "Juan 11:35",
  text: { kjv: "Jesus wept.", web: "Jesus wept.", rv1909: "Y lloró Jesús." },
};

const inRouter = (element: React.ReactNode) => render(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);

/** A quoted verse is marked in its translation's language (a screen reader reads a KJV verse as English on a Spanish page). */
describe("the quiz's quoted verses", () => {
  it("marks each translation's quote with its language", async () => {
    inRouter(<VersePassage reference={john} translations={["rv1909", "kjv"]} />);
    expect((await screen.findByText("Y lloró Jesús.")).closest("blockquote")?.getAttribute("lang")).toBe("es");
    expect(screen.getByText("Jesus wept.").closest("blockquote")?.getAttribute("lang")).toBe("en");
  });

  it("marks a fill-in verse's templates with their languages: the RV1909's Spanish, the KJV's and WEB's English", async () => {
    const { unmount } = inRouter(<FillBlankAnswer template={{ kjv: "Jesus ____.", web: "Jesus ____.", rv1909: "Y ____ Jesús." }} typed="" onType={() => undefined} locked={false} onSubmit={() => undefined} />);
    expect((await screen.findAllByRole("blockquote")).map((quote) => quote.getAttribute("lang"))).toEqual(["es"]);
    unmount();
    inRouter(<FillBlankAnswer template={{ kjv: "Jesus ____.", web: "Jesus ____." }} typed="" onType={() => undefined} locked={false} onSubmit={() => undefined} />);
    expect((await screen.findAllByRole("blockquote")).map((quote) => quote.getAttribute("lang"))).toEqual(["en", "en"]);
  });
});
