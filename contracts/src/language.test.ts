import { describe, expect, it } from "vitest";
import { languageFrom, languageSchema } from "./language.ts";

describe("languageFrom", () => {
  it("takes the first language Berea speaks from the browser's list", () => {
    expect(languageFrom(["fr-FR", "es-MX", "en"])).toBe("es");
    expect(languageFrom(["en-GB", "es"])).toBe("en");
    expect(languageFrom(["ES"])).toBe("es");
  });

  it("falls back to English when none is spoken here", () => {
    expect(languageFrom(["de", "fr"])).toBe("en");
    expect(languageFrom([])).toBe("en");
  });
});

describe("languageSchema", () => {
  it("refuses a language Berea does not speak, saying which it does", () => {
    const result = languageSchema.safeParse("de");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose a language: en, es.");
  });
});
