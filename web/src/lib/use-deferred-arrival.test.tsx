import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDeferredArrival } from "./use-deferred-arrival.ts";

interface Result {
  isPending: boolean;
  data?: number;
}

describe("useDeferredArrival", () => {
  it("renders the first data in a render of its own after the update's, and later data in the update's own render", () => {
    const seen: (number | "pending")[] = [];
    function Shown({ result }: { result: Result }) {
      const shown = useDeferredArrival(result);
      seen.push(shown.isPending ? "pending" : (shown.data ?? -1));
      return null;
    }
    const { rerender } = render(<Shown result={{ isPending: true }} />);
    expect(seen).toEqual(["pending"]);

    seen.length = 0;
    act(() => rerender(<Shown result={{ isPending: false, data: 1 }} />));
    // The update's own render still shows the loading state; the data follows in the deferred render.
    expect(seen).toEqual(["pending", 1]);

    seen.length = 0;
    act(() => rerender(<Shown result={{ isPending: false, data: 2 }} />));
    // Once data is shown, a change is shown by the update's own render: never the old data after the new.
    expect(seen[0]).toBe(2);
    expect(seen.every((value) => value === 2)).toBe(true);
  });
});
