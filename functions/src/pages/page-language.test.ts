import { describe, expect, it } from "vitest";
import { pageLanguage } from "./page-language.ts";

describe("pageLanguage", () => {
  it("takes the profile's language first, whatever this browser says", () => {
    expect(pageLanguage("es", { cookie: "firebase-language-override=en", acceptLanguage: "en-US" })).toBe("es");
    expect(pageLanguage("en", { cookie: "firebase-language-override=es", acceptLanguage: "es-ES" })).toBe("en");
  });

  it("else the browser's choice in the override cookie, before Accept-Language", () => {
    expect(pageLanguage(null, { cookie: "__session=abc; firebase-language-override=es", acceptLanguage: "en-US,en;q=0.9" })).toBe("es");
    expect(pageLanguage(undefined, { cookie: "firebase-language-override=en", acceptLanguage: "es-MX" })).toBe("en");
    // A list, as Hosting reads it: the first language Berea speaks.
    expect(pageLanguage(null, { cookie: "firebase-language-override=fr,es" })).toBe("es");
  });

  it("else the first of Accept-Language's languages that Berea speaks, regions and weights aside, else English", () => {
    expect(pageLanguage(null, { acceptLanguage: "es-419,es;q=0.9,en;q=0.8" })).toBe("es");
    expect(pageLanguage(null, { acceptLanguage: "fr-FR, es;q=0.8" })).toBe("es");
    expect(pageLanguage(null, { acceptLanguage: "en-US, es" })).toBe("en");
    expect(pageLanguage(null, { cookie: "other=1", acceptLanguage: "de, *" })).toBe("en");
    expect(pageLanguage(null, {})).toBe("en");
  });
});
