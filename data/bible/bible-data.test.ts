/**
 * Verification of the committed Bible text (built by scripts/bible/build.ts).
 * These tests read only the files in this folder: no apt, no SWORD.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const read = (name: string): string => readFileSync(join(here, name), "utf8");

interface Chapter {
  title?: string;
  headings?: Record<string, string>;
  subscription?: string;
  verses: string[];
}
interface Translation {
  id: string;
  name: string;
  language: string;
  books: { id: string; chapters: Chapter[] }[];
}
interface BookMeta {
  id: string;
  order: number;
  testament: "OT" | "NT";
  name: { en: string; es: string };
  abbreviations: { en: string[]; es: string[] };
  chapters: number;
  verses: number[];
}
interface Group {
  kjv: string[];
  rv1909: string[];
}
interface Versification {
  kjv: { emptySlots: string[] };
  web: { lacks: string[]; emptySlots: string[]; droppedBooks: string[]; moved: { from: string; to: string[] }[] };
  rv1909: { emptySlots: string[]; chapters: string[]; mapping: Record<string, Group[]> };
}
interface Manifest {
  packages: { package: string; version: string; debSha256: string }[];
  outputs: Record<string, { bytes: number; sha256: string }>;
}

const IDS = ["kjv", "web", "rv1909"] as const;
type Id = (typeof IDS)[number];
const translations = Object.fromEntries(IDS.map((id) => [id, JSON.parse(read(`${id}.json`)) as Translation])) as Record<Id, Translation>;
const { books } = JSON.parse(read("books.json")) as { books: BookMeta[] };
const versification = JSON.parse(read("versification.json")) as Versification;
const manifest = JSON.parse(read("manifest.json")) as Manifest;

function verse(id: Id, ref: string): string {
  const [book, ch, v] = ref.split(".");
  const text = translations[id].books.find((b) => b.id === book)?.chapters[Number(ch) - 1]?.verses[Number(v) - 1];
  if (text === undefined) throw new Error(`${id} ${ref} does not exist`);
  return text;
}
function chapter(id: Id, ref: string): Chapter {
  const [book, ch] = ref.split(".");
  const c = translations[id].books.find((b) => b.id === book)?.chapters[Number(ch) - 1];
  if (c === undefined) throw new Error(`${id} ${ref} does not exist`);
  return c;
}
/** Every piece of text in a translation with where it stands. */
function* texts(t: Translation): Generator<[string, string]> {
  for (const b of t.books) {
    for (const [ci, c] of b.chapters.entries()) {
      const cref = `${b.id}.${ci + 1}`;
      if (c.title !== undefined) yield [`${cref} title`, c.title];
      if (c.subscription !== undefined) yield [`${cref} subscription`, c.subscription];
      for (const [v, h] of Object.entries(c.headings ?? {})) yield [`${cref}.${v} heading`, h];
      for (const [vi, v] of c.verses.entries()) yield [`${cref}.${vi + 1}`, v];
    }
  }
}
const emptySlots: Record<Id, string[]> = {
  kjv: versification.kjv.emptySlots,
  web: versification.web.emptySlots,
  rv1909: versification.rv1909.emptySlots,
};

describe("book metadata", () => {
  it("lists the 66 books with 1,189 chapters and 31,102 verses in KJV numbering", () => {
    expect(books).toHaveLength(66);
    expect(books.filter((b) => b.testament === "OT")).toHaveLength(39);
    expect(books.map((b) => b.order)).toEqual(Array.from({ length: 66 }, (_, i) => i + 1));
    expect(books.reduce((n, b) => n + b.chapters, 0)).toBe(1189);
    expect(books.reduce((n, b) => n + b.verses.reduce((x, y) => x + y, 0), 0)).toBe(31102);
    for (const b of books) expect(b.verses).toHaveLength(b.chapters);
    expect(books.find((b) => b.id === "Ps")?.chapters).toBe(150);
  });

  it("names every book in English and Spanish, with abbreviations", () => {
    for (const b of books) {
      expect(b.name.en).not.toBe("");
      expect(b.name.es).not.toBe("");
      expect(b.abbreviations.en.length).toBeGreaterThan(0);
      expect(b.abbreviations.es.length + (b.name.es.length <= 4 ? 1 : 0)).toBeGreaterThan(0);
    }
    expect(books.find((b) => b.id === "Ps")?.name).toEqual({ en: "Psalms", es: "Salmos" });
    expect(books.find((b) => b.id === "Rev")?.name).toEqual({ en: "Revelation", es: "Apocalipsis" });
    expect(books.find((b) => b.id === "Matt")?.name.es).toBe("Mateo");
  });
});

describe.each(IDS)("%s", (id) => {
  const t = translations[id];

  it("has the 66 books in canonical order with the KJV's chapters and verse slots", () => {
    expect(t.id).toBe(id);
    expect(t.books.map((b) => b.id)).toEqual(books.map((b) => b.id));
    let chapters = 0;
    for (const [i, b] of t.books.entries()) {
      const meta = books[i];
      expect(b.chapters.length, b.id).toBe(meta?.chapters);
      b.chapters.forEach((c, ci) => expect(c.verses.length, `${b.id}.${ci + 1}`).toBe(meta?.verses[ci]));
      chapters += b.chapters.length;
    }
    expect(chapters).toBe(1189);
  });

  it("has no markup, entities, Strong's numbers, control characters or stray spacing", () => {
    const bad: string[] = [];
    for (const [ref, text] of texts(t)) {
      if (text === "") continue;
      if (/[<>]/.test(text)) bad.push(`${ref}: angle bracket`);
      if (/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/i.test(text)) bad.push(`${ref}: entity`);
      if (/\b[GH]\d{1,4}\b/.test(text)) bad.push(`${ref}: Strong's number`);
      if (/strong:[GH]?\d|lemma=|morph=|osisID|sID=|eID=/.test(text)) bad.push(`${ref}: attribute`);
      if (/\p{Cc}/u.test(text)) bad.push(`${ref}: control character`);
      if (/\\/.test(text)) bad.push(`${ref}: USFM marker`);
      if (/¶/.test(text)) bad.push(`${ref}: pilcrow`);
      if (/ {2}/.test(text)) bad.push(`${ref}: double space`);
      if (text !== text.trim()) bad.push(`${ref}: untrimmed`);
      if (/ [,.;:!?]/.test(text)) bad.push(`${ref}: space before punctuation`);
      if (/\p{Ll}[,;:!?]\p{L}|”\p{L}/u.test(text)) bad.push(`${ref}: words run together`);
    }
    expect(bad).toEqual([]);
  });

  it("has text in every verse except the empty slots listed in versification.json", () => {
    const listed = new Set(emptySlots[id]);
    const empty: string[] = [];
    for (const [ref, text] of texts(t)) if (text === "" && !ref.includes(" ")) empty.push(ref);
    expect(empty).toEqual([...listed]);
  });
});

describe("KJV", () => {
  it("has exactly 31,102 verses, none empty", () => {
    const all = translations.kjv.books.flatMap((b) => b.chapters.flatMap((c) => c.verses));
    expect(all).toHaveLength(31102);
    expect(all.filter((v) => v === "")).toEqual([]);
    expect(versification.kjv.emptySlots).toEqual([]);
  });

  it("reads the well-known verses", () => {
    expect(verse("kjv", "Gen.1.1")).toBe("In the beginning God created the heaven and the earth.");
    expect(verse("kjv", "John.3.16")).toBe(
      "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
    );
    expect(verse("kjv", "Ps.23.1")).toBe("The LORD is my shepherd; I shall not want.");
    expect(verse("kjv", "Exod.6.3")).toContain("by my name JEHOVAH was I not known");
  });

  it("keeps the divine name in capitals, including where the module lost the small capitals", () => {
    // 1 Sam 16:7 "the LORD seeth not": the module's <divineName> holds "Lord" in italics.
    expect(verse("kjv", "1Sam.16.7")).toContain("for the LORD seeth not as man seeth");
    expect(verse("kjv", "Ps.68.4")).toContain("by his name JAH");
    const lowered = [...texts(translations.kjv)].filter(([, v]) => /\bLORD’S\b/.test(v));
    expect(lowered).toEqual([]);
  });

  it("keeps Psalm titles apart from verse 1", () => {
    expect(chapter("kjv", "Ps.3").title).toBe("A Psalm of David, when he fled from Absalom his son.");
    expect(verse("kjv", "Ps.3.1")).toMatch(/^LORD, how are they increased/);
    expect(chapter("kjv", "Ps.1").title).toBeUndefined();
    expect(chapter("kjv", "Ps.119").headings?.["9"]).toBe("ב BETH.");
    expect(chapter("kjv", "Rom.16").subscription).toMatch(/^Written to the Romans from Corinthus/);
  });
});

describe("KJV compounds", () => {
  it("joins the compounds the module splits across Strong's-tagged words, and leaves real word pairs apart", () => {
    expect(verse("kjv", "Heb.4.16")).toContain("come boldly unto the throne of grace");
    expect(verse("kjv", "Col.3.23")).toMatch(/^And whatsoever ye do, do it heartily/);
    expect(verse("kjv", "Matt.25.6")).toMatch(/^And at midnight there was a cry made/);
    expect(verse("kjv", "1Tim.6.7")).toContain("we can carry nothing out");
    expect(verse("kjv", "1Cor.4.17")).toContain("as I teach every where in every church");
    expect(verse("kjv", "John.19.34")).toContain("forthwith came there out blood and water");
    const split = /\b(bold ly|who soever|whom soever|what soever|[Ww]here unto|where with|foot stool|mid night|shew bread)\b/;
    const found = [...texts(translations.kjv)].filter(([, text]) => split.test(text)).map(([ref]) => ref);
    expect(found).toEqual([]);
  });
});

describe("WEB", () => {
  it("leaves out the deuterocanonical books", () => {
    expect(versification.web.droppedBooks).toHaveLength(14);
    for (const b of versification.web.droppedBooks) expect(translations.web.books.some((x) => x.id === b)).toBe(false);
  });

  it("has no glossary glued to Rev 22:21", () => {
    const last = verse("web", "Rev.22.21");
    expect(last).toBe("The grace of the Lord Jesus Christ be with all the saints. Amen.");
    expect(JSON.stringify(translations.web)).not.toMatch(/Glossary|Abaddon is Hebrew/);
  });

  it("lacks Luke 17:36, Acts 8:37, 15:34 and 24:7, and has Rom 16:25-27 where the KJV does", () => {
    expect(versification.web.lacks).toEqual(["Luke.17.36", "Acts.8.37", "Acts.15.34", "Acts.24.7"]);
    expect(verse("web", "Rom.14.23")).toMatch(/is sin\.$/);
    expect(verse("web", "Rom.16.25")).toMatch(/^Now to him who is able to establish you/);
    expect(verse("web", "Rom.16.26")).toMatch(/^but now is revealed/);
    expect(verse("web", "Rom.16.27")).toMatch(/Amen\.$/);
    expect(versification.web.moved).toEqual([expect.objectContaining({ from: "Rom.14.23", to: ["Rom.16.25", "Rom.16.26", "Rom.16.27"] })]);
  });

  it("reads the well-known verses, with a space where a footnote sat between words", () => {
    expect(verse("web", "Gen.1.1")).toBe("In the beginning, God created the heavens and the earth.");
    expect(verse("web", "John.3.16")).toMatch(/^For God so loved the world, that he gave his only born Son/);
    expect(verse("web", "Ps.23.1")).toBe("Yahweh is my shepherd; I shall lack nothing.");
    expect(verse("web", "Matt.3.15")).toMatch(/righteousness\.” Then he allowed him\.$/);
    expect(chapter("web", "Ps.3").title).toBe("A Psalm by David, when he fled from Absalom his son.");
    expect(verse("web", "Ps.3.1")).toMatch(/^Yahweh, how my adversaries have increased!/);
  });
});

describe("RV1909", () => {
  it("reads the well-known verses", () => {
    expect(verse("rv1909", "Gen.1.1")).toBe("EN el principio crió Dios los cielos y la tierra.");
    expect(verse("rv1909", "John.3.16")).toMatch(/^Porque de tal manera amó Dios al mundo, que ha dado á su Hijo unigénito/);
    expect(verse("rv1909", "Ps.23.1")).toBe("JEHOVÁ es mi pastor; nada me faltará.");
  });

  it("keeps Psalm titles apart from verse 1 and puts back the spaces the module lost", () => {
    expect(chapter("rv1909", "Ps.3").title).toBe("Salmo de David, cuando huía de delante de Absalom su hijo.");
    expect(verse("rv1909", "Ps.3.1")).toMatch(/^¡OH Jehová/);
    expect(chapter("rv1909", "Ps.30").title).toBe("Salmo cantado en la dedicación de la Casa: Salmo de David.");
    expect(verse("rv1909", "Judg.4.2")).toContain("el capitán de su ejército se llamaba Sísara");
    expect(verse("rv1909", "Matt.20.23")).toContain("no es mío darlo");
    expect(chapter("rv1909", "Rom.16").subscription).toMatch(/^Fué escrita de Corinto á los Romanos/);
  });

  it("maps every chapter numbered differently from the KJV, verse by verse", () => {
    const { chapters, mapping } = versification.rv1909;
    expect(Object.keys(mapping)).toEqual(chapters);
    for (const c of ["Num.13", "1Sam.24", "Job.39", "Job.40", "Hos.12", "Jonah.2"]) expect(chapters).toContain(c);
    const at = (kjvRef: string): string[] | undefined =>
      Object.values(mapping)
        .flat()
        .find((g) => g.kjv.includes(kjvRef))?.rv1909;
    expect(at("Num.12.16")).toEqual(["Num.13.1"]);
    expect(at("Jonah.1.17")).toEqual(["Jonah.2.1"]);
    expect(at("Job.38.39")).toEqual(["Job.39.1"]);
    expect(at("Job.40.6")).toEqual(["Job.40.1"]);
    expect(verse("rv1909", "Jonah.2.1")).toMatch(/^MAS Jehová había prevenido un gran pez/);
    for (const c of chapters) {
      // Every KJV verse of the chapter, and every RV1909 slot with text in it, is in exactly one group.
      const groups = mapping[c] ?? [];
      const kjvRefs = groups.flatMap((g) => g.kjv).filter((r) => r.startsWith(`${c}.`));
      const rvRefs = groups.flatMap((g) => g.rv1909).filter((r) => r.startsWith(`${c}.`));
      const [book, ch] = c.split(".");
      const count = books.find((b) => b.id === book)?.verses[Number(ch) - 1] ?? 0;
      expect(kjvRefs, c).toEqual(Array.from({ length: count }, (_, i) => `${c}.${i + 1}`));
      const withText = Array.from({ length: count }, (_, i) => `${c}.${i + 1}`).filter((r) => verse("rv1909", r) !== "");
      expect(rvRefs, c).toEqual(withText);
      for (const g of groups) expect(g.kjv.length > 0 && g.rv1909.length > 0, JSON.stringify(g)).toBe(true);
    }
  });

  it("lists every empty slot in a chapter with a mapping", () => {
    expect(versification.rv1909.emptySlots).toHaveLength(18);
    for (const r of versification.rv1909.emptySlots) expect(versification.rv1909.chapters).toContain(r.slice(0, r.lastIndexOf(".")));
  });
});

describe("manifest", () => {
  it("names the Debian packages the text came from", () => {
    const names = manifest.packages.map((p) => p.package);
    for (const p of ["sword-text-kjv", "sword-text-web", "sword-text-sparv", "libsword-utils"]) expect(names).toContain(p);
    for (const p of manifest.packages) {
      expect(p.version).not.toBe("");
      expect(p.debSha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("has the checksums of the committed files", () => {
    const names = ["kjv.json", "web.json", "rv1909.json", "books.json", "versification.json"];
    expect(Object.keys(manifest.outputs).sort()).toEqual([...names].sort());
    for (const name of names) {
      const content = readFileSync(join(here, name));
      expect(manifest.outputs[name], name).toEqual({ bytes: content.length, sha256: createHash("sha256").update(content).digest("hex") });
    }
  });
});
