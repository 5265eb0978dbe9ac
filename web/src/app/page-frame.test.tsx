import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { setMarkupLanguage } from "../lib/language.ts";
import { PageFrame } from "./page-frame.tsx";

describe("PageFrame in the language of its markup", () => {
  it("hydrates a page prerendered in Spanish without a mismatch, whatever this browser's language", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = (
      <MemoryRouter>
        <PageFrame>
          <p>page</p>
        </PageFrame>
      </MemoryRouter>
    );
    setMarkupLanguage("es");
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toContain("Saltar al contenido");
    expect(container.textContent).toContain("Escudriña las Escrituras cada día.");

    // An English browser (no choice made): hydration matches the Spanish markup, then the page follows the reader.
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toContain("Skip to content");
    act(() => root.unmount());
    container.remove();
    setMarkupLanguage("en");
    errors.mockRestore();
  });
});
