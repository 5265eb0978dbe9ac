import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AfterHydration } from "./after-hydration.tsx";

// jsdom has no IntersectionObserver, so a part counts as near the screen at once (after-hydration.tsx).
const part = (after?: boolean) => (
  <AfterHydration fallback={<p>Held</p>} after={after}>
    <p>The part</p>
  </AfterHydration>
);

describe("AfterHydration", () => {
  it("renders its part once the page is React's", () => {
    render(part());
    expect(screen.getByText("The part")).toBeTruthy();
    expect(screen.queryByText("Held")).toBeNull();
  });

  it("holds its part while `after` is false, and renders it once `after` turns true", () => {
    const { rerender } = render(part(false));
    expect(screen.getByText("Held")).toBeTruthy();
    expect(screen.queryByText("The part")).toBeNull();
    rerender(part(true));
    expect(screen.getByText("The part")).toBeTruthy();
  });
});
