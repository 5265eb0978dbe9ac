import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HighlightedText } from "./highlighted-text.tsx";

/** The rendered text with marked parts in [brackets]. */
function marked(text: string, ranges: [number, number][]): string {
  const { container } = render(
    <p>
      <HighlightedText text={text} ranges={ranges} />
    </p>,
  );
  const paragraph = container.querySelector("p");
  return [...(paragraph?.childNodes ?? [])].map((node) => (node.nodeName === "MARK" ? `[${node.textContent ?? ""}]` : (node.textContent ?? ""))).join("");
}

describe("HighlightedText", () => {
  it("shows the text as it is without ranges", () => {
    expect(marked("In the beginning", [])).toBe("In the beginning");
  });

  it("marks each range", () => {
    expect(marked("God is love, and love is of God", [[7, 11], [17, 21]])).toBe("God is [love], and [love] is of God");
    expect(marked("love", [[0, 4]])).toBe("[love]");
  });

  it("marks ranges given out of order", () => {
    expect(marked("God is love", [[7, 11], [0, 3]])).toBe("[God] is [love]");
  });

  it("merges overlapping and touching ranges", () => {
    expect(marked("everlasting life", [[0, 5], [3, 11]])).toBe("[everlasting] life");
    expect(marked("everlasting life", [[0, 4], [4, 11]])).toBe("[everlasting] life");
    expect(marked("everlasting life", [[0, 11], [2, 4]])).toBe("[everlasting] life");
  });

  it("ignores empty ranges and clamps a range to the text", () => {
    expect(marked("Jesus wept.", [[3, 3], [6, 2]])).toBe("Jesus wept.");
    expect(marked("Jesus wept.", [[6, 50]])).toBe("Jesus [wept.]");
  });
});
