import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError } from "../../test/fake-api.tsx";
import { DevotionalPathsSection } from "./devotional-paths-section.tsx";
import { freePathsReply, pathsReply } from "./devotional-test-support.tsx";

function renderSection(reply: ReturnType<typeof pathsReply>) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <DevotionalPathsSection reply={reply} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("DevotionalPathsSection: PDFs", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("gives Premium a button to download each path as a PDF from the devotional-pdf address", async () => {
    const failure = vi.spyOn(toast, "error");
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(apiError(403, "unauthenticated", "Please sign in to continue.")));
    vi.stubGlobal("fetch", fetchSpy);
    renderSection(pathsReply());
    const buttons = screen.getAllByRole("button", { name: /^Download this path as PDF: / });
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Download this path as PDF: Cast Your Cares: Anxiety and Peace",
      "Download this path as PDF: Seventy Times Seven",
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Download this path as PDF: Seventy Times Seven" }));
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe("/api/library/devotional-pdf?path=forgiveness");
    await waitFor(() => expect(failure).toHaveBeenCalledWith("Please sign in to continue."));
  });

  it("offers Free no PDF buttons: the paths themselves are Premium", () => {
    renderSection(freePathsReply());
    expect(screen.queryByRole("button", { name: /PDF/ })).toBeNull();
  });
});
