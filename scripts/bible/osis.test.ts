import { describe, expect, it } from "vitest";
import { alignBook } from "./align.ts";
import { BREAK, cleanVerse, finishText, readOsisVerses, strongsOf, textProblems } from "./osis.ts";

const kjv = { divineNameUpper: true };

describe("cleanVerse", () => {
  it("keeps the words of <w> and <transChange> and drops Strong's numbers", () => {
    const c = cleanVerse('In the <w lemma="strong:H7225">beginning</w> <transChange type="added">was</transChange> light.', kjv);
    expect(c.text).toBe("In the beginning was light.");
  });

  it("drops footnotes and cross-references, with a space where one sat between words", () => {
    const raw = 'In the beginning, <w>God</w><note placement="foot"><reference type="annotateRef">1:1 </reference>The Hebrew word</note><w>created</w> the heavens<note type="crossReference"><reference>Ps 33:6</reference></note>.';
    expect(cleanVerse(raw, kjv).text).toBe("In the beginning, God created the heavens.");
  });

  it("removes poetry and paragraph milestones and red-letter quotations without running words together", () => {
    const raw = '<div type="x-milestone" subType="x-preverse" sID="pv1"/><lg sID="a"/><l level="1" sID="b"/>soul,<l eID="b" level="1"/><l level="2" sID="c"/>“There is no help.”<l eID="c"/> <q who="Jesus">“Go.”</q><w>Then</w> he went.<lb type="x-p"/>Next';
    expect(cleanVerse(raw, kjv).text).toBe("soul, “There is no help.” “Go.” Then he went. Next");
  });

  it("puts psalm titles before the text apart, and colophons after it", () => {
    const c = cleanVerse('<title canonical="true" type="psalm">A <w>Psalm</w> of David.</title> <divineName>LORD</divineName>, how long?<title>Written from Rome.</title>', kjv);
    expect(c.text).toBe("LORD, how long?");
    expect(c.titlesBefore).toEqual([{ type: "psalm", text: "A Psalm of David." }]);
    expect(c.titlesAfter).toEqual([{ type: "", text: "Written from Rome." }]);
  });

  it("repairs the KJV's stray \\nd markers and capitalises the divine name", () => {
    const raw = 'by my name \\nd <w lemma="strong:H3068">JEHOVAH</w></divineName> was I not known; <transChange type="added">the <seg type="x-nested"><divineName>Lord</divineName></seg></transChange> seeth; the <divineName>Lord’s</divineName> house<note>Heb. the \\nd LORD\\+nd*</note>.';
    expect(cleanVerse(raw, kjv).text).toBe("by my name JEHOVAH was I not known; the LORD seeth; the LORD’s house.");
  });

  it("cuts what follows the end of the book (the WEB glossary)", () => {
    const c = cleanVerse('Amen. <chapter eID="Rev.22"/> <div eID="b" osisID="Rev" type="book"/> <div sID="g" type="glossary"/> <title type="main">Glossary</title> Abba means father.', kjv);
    expect(c.text).toBe("Amen.");
    expect(c.trailing).toBe("Glossary Abba means father.");
    expect(c.titlesAfter).toEqual([]);
  });

  it("lets the caller decide on supplied words that touch another word", () => {
    const raw = '<w>ejército</w><transChange type="added">se llamaba</transChange><w>Sísara</w>, <w>amonestándo</w><transChange type="added">os</transChange>';
    const c = cleanVerse(raw, { divineNameUpper: false, transChangeEdge: (_l, r) => (r === "os" ? "" : " ") });
    expect(c.text).toBe("ejército se llamaba Sísara, amonestándoos");
    expect(cleanVerse(raw, kjv).text).toBe("ejércitose llamabaSísara, amonestándoos");
  });

  it("decodes entities and leaves nothing textProblems complains about", () => {
    const c = cleanVerse("Salt &amp; light  ¶ here", kjv);
    expect(c.text).toBe("Salt & light here");
    expect(textProblems(c.text)).toEqual([]);
    expect(textProblems("a <b> G1234  x")).toEqual(expect.arrayContaining(["angle bracket", "Strong's number", "double space"]));
  });
});

describe("finishText", () => {
  it("removes the space before closing punctuation left by a removed quotation", () => {
    expect(finishText(`walk’${BREAK} ?”`)).toBe("walk’?”");
    expect(finishText(`gerahs${BREAK});`)).toBe("gerahs);");
  });
});

describe("OSIS helpers", () => {
  it("reads verses and Strong's numbers outside notes", () => {
    const osis = '<verse osisID="Gen.1.1"><w lemma="strong:H07225">In</w><note><w lemma="strong:H1">x</w></note></verse>\n<verse osisID="Gen.1.2">b</verse>';
    const verses = readOsisVerses(osis);
    expect([...verses.keys()]).toEqual(["Gen.1.1", "Gen.1.2"]);
    expect(strongsOf(verses.get("Gen.1.1") ?? "")).toEqual(["H7225"]);
  });

  it("aligns a shifted chapter start and a merged last verse", () => {
    const a = [
      { id: "A.1.1", tokens: ["a", "b"] },
      { id: "A.1.2", tokens: ["c", "d"] },
      { id: "A.2.1", tokens: ["e", "f"] },
      { id: "A.2.2", tokens: ["g", "h"] },
    ];
    const b = [
      { id: "A.1.1", tokens: ["a", "b"] },
      { id: "A.2.1", tokens: ["c", "d"] },
      { id: "A.2.2", tokens: ["e", "f", "g", "h"] },
    ];
    expect(alignBook(a, b).map((g) => [g.a, g.b])).toEqual([
      [["A.1.1"], ["A.1.1"]],
      [["A.1.2"], ["A.2.1"]],
      [["A.2.1", "A.2.2"], ["A.2.2"]],
    ]);
  });
});
