import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FaqSection, faqItems } from "./faq-section.tsx";

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqSection />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

const question = (name: string) => screen.getByRole("button", { name });
const panelOf = (button: HTMLElement) => {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("The button controls no panel.");
  return panel;
};
const openQuestions = () => screen.getAllByRole("button").filter((button) => button.getAttribute("aria-expanded") === "true");

describe("FaqSection", () => {
  it("has at least six questions, all closed at first", () => {
    renderFaq();
    expect(faqItems.length).toBeGreaterThanOrEqual(6);
    expect(openQuestions()).toHaveLength(0);
    for (const item of faqItems) expect(panelOf(question(item.question)).hidden).toBe(true);
  });

  it("keeps one item open at a time", async () => {
    const { user } = renderFaq();
    const free = question("Is Berea free?");
    const translations = question("Which Bible translations can I read?");

    await user.click(free);
    expect(free.getAttribute("aria-expanded")).toBe("true");
    expect(panelOf(free).hidden).toBe(false);
    expect(panelOf(free).textContent).toContain("12 quizzes a day");

    await user.click(translations);
    expect(translations.getAttribute("aria-expanded")).toBe("true");
    expect(panelOf(translations).textContent).toContain("Reina-Valera 1909");
    expect(free.getAttribute("aria-expanded")).toBe("false");
    expect(panelOf(free).hidden).toBe(true);
    expect(openQuestions()).toEqual([translations]);
  });

  it("closes the open item when it is clicked again", async () => {
    const { user } = renderFaq();
    const cancel = question("Can I cancel anytime?");
    await user.click(cancel);
    expect(cancel.getAttribute("aria-expanded")).toBe("true");
    await user.click(cancel);
    expect(cancel.getAttribute("aria-expanded")).toBe("false");
    expect(panelOf(cancel).hidden).toBe(true);
    expect(openQuestions()).toHaveLength(0);
  });

  it("works from the keyboard", async () => {
    const { user } = renderFaq();
    const family = question("How does the Family plan work?");
    family.focus();
    await user.keyboard("{Enter}");
    expect(family.getAttribute("aria-expanded")).toBe("true");
    await user.keyboard(" ");
    expect(family.getAttribute("aria-expanded")).toBe("false");
  });

  it("sends churches and groups to the contact page", async () => {
    const { user } = renderFaq();
    const groups = question("Do you offer pricing for churches and groups?");
    await user.click(groups);
    const link = panelOf(groups).querySelector("a");
    expect(link?.getAttribute("href")).toBe("/contact-us");
  });
});
