import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PricingSection } from "./pricing-section.tsx";

function renderPricing(entry = "/") {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <PricingSection />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

const priceText = (plan: string) => screen.getByTestId(`price-${plan}`).textContent;
const card = (name: string) => {
  const item = screen.getByRole("heading", { level: 3, name }).closest("li");
  if (!item) throw new Error(`No card for ${name}`);
  return item;
};

describe("PricingSection", () => {
  it("is the #pricing anchor and starts on monthly prices", () => {
    renderPricing();
    expect(document.getElementById("pricing")).not.toBeNull();
    expect((screen.getByRole("radio", { name: "Monthly" }) as HTMLInputElement).checked).toBe(true);
    expect(priceText("free")).toContain("$0/mo");
    expect(priceText("premium")).toContain("$2.99/mo");
    expect(priceText("family")).toContain("$9.99/mo");
  });

  it("switches to annual prices with their savings, and back", async () => {
    const { user } = renderPricing();
    await user.click(screen.getByRole("radio", { name: "Annual" }));
    expect(priceText("premium")).toContain("$28.99/yr");
    expect(priceText("family")).toContain("$79.99/yr");
    expect(within(card("Premium")).getByText("19% off")).toBeTruthy();
    expect(within(card("Family")).getByText("33% off")).toBeTruthy();

    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(priceText("premium")).toContain("$2.99/mo");
  });

  it("lists each plan's features from the spec", () => {
    renderPricing();
    expect(within(card("Free")).getByText("Limited article access (4 per month)")).toBeTruthy();
    expect(within(card("Premium")).getByText("Devotional paths and progress tracking")).toBeTruthy();
    expect(within(card("Family")).getByText("Up to 5 family members")).toBeTruthy();
  });

  it("sends each plan's button to /register/ with its pricing parameter", () => {
    renderPricing();
    expect(within(card("Free")).getByRole("link").getAttribute("href")).toBe("/register/?pricing=free");
    expect(within(card("Premium")).getByRole("link").getAttribute("href")).toBe("/register/?pricing=premium");
    expect(within(card("Family")).getByRole("link").getAttribute("href")).toBe("/register/?pricing=family");
  });

  it("keeps a referral code from the page's query", () => {
    renderPricing("/?ref=FRIEND1");
    expect(within(card("Family")).getByRole("link").getAttribute("href")).toBe("/register/?ref=FRIEND1&pricing=family");
  });
});
