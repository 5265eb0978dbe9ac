import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseLanguage } from "../lib/language.ts";
import { FullScreenLoader } from "./full-screen-loader.tsx";

describe("FullScreenLoader", () => {
  it("says the spec's words in English, and the caller's when it has its own", () => {
    render(
      <>
        <FullScreenLoader />
        <FullScreenLoader text="Checking your link …" />
      </>,
    );
    const [plain, own] = screen.getAllByRole("status");
    expect(plain?.textContent).toBe("Just a moment ...");
    expect(own?.textContent).toBe("Checking your link …");
  });

  it("speaks Spanish once the reader chooses it, with no i18next to wait for", () => {
    render(<FullScreenLoader />);
    expect(screen.getByRole("status").textContent).toBe("Just a moment ...");
    act(() => chooseLanguage("es", { keepOnProfile: false }));
    expect(screen.getByRole("status").textContent).toBe("Un momento …");
  });
});
