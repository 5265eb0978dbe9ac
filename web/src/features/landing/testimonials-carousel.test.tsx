import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { StarRating, TestimonialsCarousel } from "./testimonials-carousel.tsx";
import { testimonials } from "./testimonials.ts";

/** The carousel shows three testimonials a page. */
const perPage = 3;
const firstPage = testimonials.slice(0, perPage).map((t) => t.name);
const secondPage = testimonials.slice(perPage, perPage * 2).map((t) => t.name);

function shownNames() {
  return screen.getAllByRole("listitem").map((item) => firstPage.concat(secondPage).find((name) => item.textContent?.includes(name)));
}

function renderCarousel() {
  render(<TestimonialsCarousel />);
  return { user: userEvent.setup() };
}

describe("TestimonialsCarousel", () => {
  it("has two pages of testimonials", () => {
    renderCarousel();
    expect(testimonials.length).toBe(6);
    expect(shownNames()).toEqual(firstPage);
    expect(screen.getAllByRole("button", { name: /^Page \d of 2$/ })).toHaveLength(2);
  });

  it("wraps forwards from the last page to the first", async () => {
    const { user } = renderCarousel();
    const next = screen.getByRole("button", { name: "Next testimonials" });
    await user.click(next);
    expect(shownNames()).toEqual(secondPage);
    await user.click(next);
    expect(shownNames()).toEqual(firstPage);
  });

  it("wraps backwards from the first page to the last", async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole("button", { name: "Previous testimonials" }));
    expect(shownNames()).toEqual(secondPage);
    await user.click(screen.getByRole("button", { name: "Previous testimonials" }));
    expect(shownNames()).toEqual(firstPage);
  });

  it("marks the current page dot and jumps with a dot", async () => {
    const { user } = renderCarousel();
    const dot2 = screen.getByRole("button", { name: "Page 2 of 2" });
    expect(screen.getByRole("button", { name: "Page 1 of 2" }).getAttribute("aria-current")).toBe("true");
    await user.click(dot2);
    expect(dot2.getAttribute("aria-current")).toBe("true");
    expect(shownNames()).toEqual(secondPage);
  });

  it("announces page changes politely", () => {
    renderCarousel();
    const live = document.querySelector("[aria-live]");
    expect(live?.getAttribute("aria-live")).toBe("polite");
    expect(live?.textContent).toContain(firstPage[0]);
  });
});

describe("StarRating", () => {
  it("names the rating and draws half stars", () => {
    const { container } = render(<StarRating rating={3.5} />);
    expect(screen.getByRole("img", { name: "Rated 3.5 out of 5" })).toBeTruthy();
    const fills = [...container.querySelectorAll("[data-fill]")].map((star) => star.getAttribute("data-fill"));
    expect(fills).toEqual(["full", "full", "full", "half", "empty"]);
  });

  it("keeps ratings within 0 to 5", () => {
    render(<StarRating rating={7} />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeTruthy();
  });
});
