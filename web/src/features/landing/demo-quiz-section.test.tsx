import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DemoQuizSection } from "./demo-quiz-section.tsx";

const radio = (name: RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;

describe("DemoQuizSection", () => {
  it("shows question 3 of 10 with a progress bar at 30%", () => {
    render(<DemoQuizSection />);
    expect(screen.getByText("Question 3 of 10")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("30");
    expect(screen.getAllByRole("radio")).toHaveLength(4);
    expect(screen.getByText("Acts 17:11 (KJV)")).toBeTruthy();
  });

  it("tracks the chosen answer and gives friendly feedback on submit", async () => {
    const user = userEvent.setup();
    render(<DemoQuizSection />);
    await user.click(radio(/Athens/));
    expect(radio(/Athens/).checked).toBe(true);
    await user.click(radio(/Berea/));
    expect(radio(/Berea/).checked).toBe(true);
    expect(radio(/Athens/).checked).toBe(false);

    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(screen.getByRole("status").textContent).toContain("That's right");
  });

  it("asks for an answer first, and Skip clears the choice", async () => {
    const user = userEvent.setup();
    render(<DemoQuizSection />);
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(screen.getByRole("status").textContent).toBe("Choose an answer first.");

    await user.click(radio(/Corinth/));
    await user.click(screen.getByRole("button", { name: "Submit Answer" }));
    expect(screen.getByRole("status").textContent).toContain("The answer is B, Berea");

    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.getAllByRole("radio").some((input) => (input as HTMLInputElement).checked)).toBe(false);
  });
});
