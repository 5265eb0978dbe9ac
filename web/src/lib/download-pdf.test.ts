import { describe, expect, it } from "vitest";
import { filenameFromDisposition, pdfAddress } from "./download-pdf.ts";

describe("PDF downloads", () => {
  it("asks the GET address of a book or a devotional path", () => {
    expect(pdfAddress({ kind: "book", id: "naves-topical-bible" })).toBe("/api/library/pdf?book=naves-topical-bible");
    expect(pdfAddress({ kind: "devotional-path", id: "anxiety" })).toBe("/api/library/devotional-pdf?path=anxiety");
  });

  it("takes the exact file name from filename*, else the plain one", () => {
    expect(filenameFromDisposition(`attachment; filename="Nave's Topical Bible.pdf"; filename*=UTF-8''Nave%E2%80%99s%20Topical%20Bible.pdf`)).toBe("Nave’s Topical Bible.pdf");
    expect(filenameFromDisposition(`attachment; filename="Psalms.pdf"`)).toBe("Psalms.pdf");
    expect(filenameFromDisposition(`attachment; filename="Psalms.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe("Psalms.pdf");
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
