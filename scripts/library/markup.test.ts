import { describe, expect, it } from "vitest";
import { decodeC1, entryBlocks, textProblems, tidy, titleCase, type MarkupRules } from "./markup.ts";
import { coverSvg, wrap } from "./covers.ts";

const plain: MarkupRules = { title: (text) => [{ heading: text, level: 2 }], boldParagraph: "text", leadingBold: "text" };

describe("entryBlocks", () => {
  it("turns milestone paragraphs, list items, line breaks and table rows into paragraphs, keeping only the words", () => {
    const markup =
      '<div sID="gen4" type="x-p"/> Genesis is a name taken from the <reference osisRef="Gen.1.1">Greek</reference>, and <hi type="italic">signifies</hi> much. <div eID="gen4" type="x-p"/>' +
      '<table> <row><cell>God creates heaven and earth.</cell><cell>(1-2)</cell></row> </table>' +
      '<list> <item type="x-indent-1">Creation (1:1-2:25)</item> <item>The fall</item> </list>' +
      '<lb/>A line <w lemma="strong:G2435">ἱλαστήριον</w> with Greek';
    expect(entryBlocks(markup, plain).blocks).toEqual([
      "Genesis is a name taken from the Greek, and signifies much.",
      "God creates heaven and earth. (1-2)",
      "Creation (1:1-2:25)",
      "The fall",
      "A line ἱλαστήριον with Greek",
    ]);
  });

  it("lets the rules decide what a title becomes", () => {
    const rules: MarkupRules = { ...plain, title: (text, type) => (type === "x-ms" ? [] : [{ heading: text.toUpperCase(), level: 3 }]) };
    const { blocks } = entryBlocks('<title type="x-ms">Genesis</title> Intro. <title type="x-s2">Chapter <hi type="bold">1</hi></title> Text.', rules);
    expect(blocks).toEqual(["Intro.", { heading: "CHAPTER 1", level: 3 }, "Text."]);
  });

  it("makes a bold-only paragraph a subheading (Matthew Henry's 'Verses 1-2')", () => {
    const rules: MarkupRules = { ...plain, boldParagraph: "heading" };
    const markup = '<div sID="a" type="x-p"/> <hi type="bold">Verses 1-2</hi> <div eID="a" type="x-p"/> <div sID="b" type="x-p"/> The first verse. <div eID="b" type="x-p"/>';
    expect(entryBlocks(markup, rules).blocks).toEqual([{ heading: "Verses 1-2", level: 3 }, "The first verse."]);
  });

  it("joins Scofield's lemma to its note with a dash, wherever the module put it", () => {
    const rules: MarkupRules = { ...plain, boldParagraph: "lemma", leadingBold: "lemma" };
    expect(entryBlocks('<hi type="bold">Lot sat</hi> Cf. Daniel 2:49.', rules).blocks).toEqual(["Lot sat — Cf. Daniel 2:49."]);
    expect(entryBlocks('<hi type="bold">without form</hi><div eID="a" type="x-p"/> <div sID="b" type="x-p"/> Jeremiah 4:23.', rules).blocks).toEqual(["without form — Jeremiah 4:23."]);
    expect(entryBlocks('Seven years. <hi type="bold">Word</hi><div eID="a" type="x-p"/><div sID="b" type="x-p"/>Gr. "Logos".', rules).blocks).toEqual(["Seven years.", 'Word — Gr. "Logos".']);
    expect(entryBlocks('<hi type="bold">alone</hi>', rules).blocks).toEqual(["alone"]);
  });

  it("reports the elements it met, so the build can refuse markup it does not know", () => {
    expect([...entryBlocks('<foo>x</foo><hi type="bold">y</hi>', plain).elements].sort()).toEqual(["foo", "hi"]);
  });
});

describe("text repairs", () => {
  it("decodes the DOS code page 437 letters left in the Treasury of David", () => {
    expect(decodeC1("h\x91c ratio, quotidi\x8a, Fra Thom\x82")).toBe("hæc ratio, quotidiè, Fra Thomé");
  });

  it("mends the spacing slips of the sources and nothing else", () => {
    expect(tidy("  David' s  house ,  (  a ) ")).toBe("David's house, (a)");
    expect(tidy("a sin- offering, a sin- and trespass-offering")).toBe("a sin-offering, a sin- and trespass-offering");
    expect(tidy("the congregations .See also")).toBe("the congregations. See also");
    expect(tidy("ourselves,we; it;mean 1,000")).toBe("ourselves, we; it; mean 1,000");
    expect(tidy("in God,, and thus,: here")).toBe("in God, and thus: here");
  });

  it("title-cases headings in capitals, leaving small words, initials and mixed case alone", () => {
    expect(titleCase("EXPLANATORY NOTES AND QUAINT SAYINGS")).toBe("Explanatory Notes and Quaint Sayings");
    expect(titleCase("BETH-EL-APHRAH (R. V.) APHRAH (A. V.)")).toBe("Beth-El-Aphrah (R. V.) Aphrah (A. V.)");
    expect(titleCase("ANGEL (a spirit)")).toBe("Angel (a spirit)");
    expect(titleCase("WORKS UPON THE TWENTY-THIRD PSALM")).toBe("Works upon the Twenty-Third Psalm");
  });

  it("finds what clean text must not contain", () => {
    expect(textProblems("Fine text.")).toEqual([]);
    expect(textProblems("strong: and lemma")).toEqual([]);
    expect(textProblems('a <hi type="x">')).toContain("angle bracket");
    expect(textProblems("See DEATH&gt;")).toContain("entity");
    expect(textProblems("G2435 word")).toContain("Strong's number");
    expect(textProblems("→ Lineage")).toContain("arrow");
    expect(textProblems("a  b")).toContain("double space");
  });
});

describe("covers", () => {
  it("wrap titles by words", () => {
    expect(wrap("The Practice of the Presence of God", 18)).toEqual(["The Practice of", "the Presence of", "God"]);
  });

  it("are SVG in the brand palette with the title, author and an accessible name", () => {
    const svg = coverSvg({ id: "x", title: "Nave’s Topical Bible", author: "Orville J. Nave", category: "Reference", readable: true });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('aria-label="Nave’s Topical Bible, by Orville J. Nave"');
    for (const color of ["#1E3A5F", "#C8962E", "#FBF8F1"]) expect(svg).toContain(color);
    expect(svg).toContain(">Orville J. Nave</text>");
    expect(coverSvg({ id: "y", title: "A & B <C>", author: "Q", category: "Z", readable: false })).toContain("A &amp; B &lt;C&gt;");
  });
});
