import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemberCountBanner } from "./member-count-banner.tsx";

/** jsdom has no IntersectionObserver; this stand-in lets a test say when the banner scrolls into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  enterView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function renderBanner() {
  render(
    <MemoryRouter>
      <MemberCountBanner />
    </MemoryRouter>,
  );
  return screen.getByTestId("member-count");
}

describe("MemberCountBanner", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeIntersectionObserver.instances = [];
  });

  describe("where IntersectionObserver exists", () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    });

    it("waits at 13,436 until it scrolls into view, then counts up to 90,327 in about 1.5 s", () => {
      const count = renderBanner();
      expect(count.textContent).toBe("13,436");

      act(() => vi.advanceTimersByTime(2000));
      expect(count.textContent).toBe("13,436");

      act(() => FakeIntersectionObserver.instances[0]?.enterView());
      act(() => vi.advanceTimersByTime(700));
      const midway = Number(count.textContent?.replace(/,/g, ""));
      expect(midway).toBeGreaterThan(13436);
      expect(midway).toBeLessThan(90327);

      act(() => vi.advanceTimersByTime(1000));
      expect(count.textContent).toBe("90,327");
    });

    it("shows the final number at once under prefers-reduced-motion", () => {
      vi.stubGlobal("matchMedia", (query: string) => ({ matches: query.includes("reduce"), media: query }));
      const count = renderBanner();
      expect(count.textContent).toBe("90,327");
    });
  });

  it("shows the final number at once where IntersectionObserver is missing", () => {
    expect("IntersectionObserver" in window).toBe(false);
    expect(renderBanner().textContent).toBe("90,327");
  });

  it("gives screen readers the final number from the start", () => {
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    renderBanner();
    expect(screen.getByRole("heading", { level: 2 }).textContent).toContain("90,327 members");
    expect(screen.getByTestId("member-count").getAttribute("aria-hidden")).toBe("true");
  });
});
