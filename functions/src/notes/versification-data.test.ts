import { readFileSync } from "node:fs";
import { rv1909Slots } from "@berea/contracts/versification";
import { describe, expect, it } from "vitest";

/** contracts/src/versification.ts's table of the RV1909's differing slots, against the committed data it was made from. */

interface Versification {
  rv1909: { emptySlots: string[]; mapping: Record<string, { kjv: string[]; rv1909: string[] }[]> };
}

const data = JSON.parse(readFileSync(new URL("../../../data/bible/versification.json", import.meta.url), "utf8")) as Versification;
const chapterVerse = (ref: string) => ref.split(".").slice(1).join(".");

describe("the RV1909 slot table", () => {
  it("says what data/bible/versification.json says", () => {
    const expected: Record<string, string> = {};
    const held = new Map<string, string[]>();
    for (const group of Object.values(data.rv1909.mapping).flat()) {
      for (const slot of group.rv1909) held.set(slot, [...new Set([...(held.get(slot) ?? []), ...group.kjv])]);
    }
    for (const [slot, kjv] of held) if (kjv.length !== 1 || kjv[0] !== slot) expected[slot] = kjv.map(chapterVerse).join(" ");
    for (const slot of data.rv1909.emptySlots) expected[slot] = "";
    expect(rv1909Slots).toEqual(expected);
  });
});

