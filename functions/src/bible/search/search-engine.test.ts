import { readFileSync } from "node:fs";
import type { BookMeta, SearchHit, TranslationData, TranslationId } from "@berea/contracts/bible";
import { beforeAll, describe, expect, it } from "vitest";
import { foldText, foldedTerms, indexTerm, tokenize } from "./fold.ts";
import {
  createSearchEngine,
  parseQuery,
  UnknownScopeError,
  withinEdits,
  type SearchEngine,
  type SearchEngineReply,
} from "./search-engine.ts";

const dataDir = new URL("../../../../data/bible/", import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, dataDir), "utf8")) as T;

const { books } = readJson<{ books: BookMeta[] }>("books.json");
const testamentOf = new Map(books.map((book) => [book.id, book.testament]));
const orderOf = new Map(books.map((book) => [book.id, book.order]));
const data = {} as Record<TranslationId, TranslationData>;
const engines = {} as Record<TranslationId, SearchEngine>;

beforeAll(() => {
  for (const id of ["kjv", "web", "rv1909"] as const) {
    data[id] = readJson<TranslationData>(`${id}.json`);
    engines[id] = createSearchEngine(data[id], books);
  }
});

const search = (translation: TranslationId, q: string, scope = "all", offset = 0, limit = 20): SearchEngineReply =>
  engines[translation].search({ q, scope, offset, limit });
const ref = (hit: SearchHit): string => `${hit.book} ${hit.chapter}:${hit.verse}`;
const highlighted = (hit: SearchHit): string[] => hit.highlights.map(([start, end]) => hit.text.slice(start, end));

describe("fold", () => {
  it("lowercases, strips accents and straightens apostrophes", () => {
    expect(foldText("fué")).toBe("fue");
    expect(foldText("Jesús")).toBe("jesus");
    expect(foldText("á é í ó ú ü ñ Ñ")).toBe("a e i o u u n n");
    expect(foldText("God’s")).toBe("god's");
    expect(foldText("Cæsar")).toBe("caesar");
    // Decomposed input folds like precomposed.
    expect(foldText("Jesu\u0301s")).toBe("jesus");
  });

  it("tokenizes words with their offsets in the original text", () => {
    const text = "¿Quién dijo: “don't”? God’s ‘word’ — Jesu\u0301s.";
    const tokens = tokenize(text);
    expect(tokens.map((token) => token.term)).toEqual(["quien", "dijo", "don't", "god's", "word", "jesus"]);
    expect(tokens.map((token) => text.slice(token.start, token.end))).toEqual([
      "Quién",
      "dijo",
      "don't",
      "God’s",
      "word",
      "Jesu\u0301s",
    ]);
    expect(foldedTerms("Loved, the WORLD")).toEqual(["loved", "the", "world"]);
  });

  it("indexes a possessive under its noun", () => {
    expect(indexTerm("god's")).toBe("god");
    expect(indexTerm("don't")).toBe("don't");
    expect(indexTerm("is")).toBe("is");
  });
});

describe("parseQuery", () => {
  it("makes the last word a prefix from 3 letters", () => {
    expect(parseQuery("loved wor").specs).toEqual([
      { term: "loved", prefix: false },
      { term: "wor", prefix: true },
    ]);
    expect(parseQuery("loved wo").specs.at(-1)).toEqual({ term: "wo", prefix: false });
  });

  it("separates phrases from words", () => {
    const parsed = parseQuery('"so loved the world" “only begotten”  son');
    expect(parsed.phrases).toEqual([{ terms: ["so", "loved", "the", "world"] }, { terms: ["only", "begotten"] }]);
    expect(parsed.words).toEqual([{ term: "son", prefix: true }]);
    // A closed phrase is finished; an open one is still being typed.
    expect(parseQuery('"so loved the world"').specs.some((spec) => spec.prefix)).toBe(false);
    expect(parseQuery('"so loved the wor').specs.at(-1)).toEqual({ term: "wor", prefix: true });
  });

  it("finds nothing to search in punctuation", () => {
    expect(parseQuery(' ¿?! "" — ').specs).toEqual([]);
  });

  it("counts edits", () => {
    expect(withinEdits("shepperd", "shepherd", 1)).toBe(true);
    expect(withinEdits("shepperd", "shepherds", 1)).toBe(false);
    expect(withinEdits("kitten", "sitting", 3)).toBe(true);
    expect(withinEdits("kitten", "sitting", 2)).toBe(false);
  });
});

describe("search", () => {
  it("ranks John 3:16 in the top 3 for loved world (KJV)", () => {
    const reply = search("kjv", "loved world");
    expect(reply.total).toBeGreaterThan(0);
    expect(reply.hits.slice(0, 3).map(ref)).toContain("John 3:16");
  });

  it("finds a phrase and highlights exactly its words", () => {
    const reply = search("kjv", '"so loved the world"');
    const hit = reply.hits.find((h) => ref(h) === "John 3:16");
    if (!hit) throw new Error("John 3:16 not found");
    const at = hit.text.indexOf("so loved the world");
    expect(at).toBeGreaterThanOrEqual(0);
    expect(hit.highlights).toEqual([
      [at, at + 2],
      [at + 3, at + 8],
      [at + 9, at + 12],
      [at + 13, at + 18],
    ]);
    // Every verse found holds the words as a run.
    for (const h of reply.hits) expect(foldText(h.text)).toMatch(/\bso loved the world\b/);
  });

  it("mixes phrases and words", () => {
    const reply = search("kjv", '"the lord" shepherd');
    expect(reply.total).toBeGreaterThan(0);
    for (const hit of reply.hits) {
      expect(foldText(hit.text)).toMatch(/\bthe lord\b/);
      expect(foldText(hit.text)).toMatch(/\bshepherd/);
    }
    expect(reply.hits.map(ref)).toContain("Ps 23:1");
  });

  it("keeps to a book or a testament", () => {
    const psalms = search("kjv", "praise", "Ps", 0, 100);
    expect(psalms.total).toBeGreaterThan(100);
    expect(new Set(psalms.hits.map((hit) => hit.book))).toEqual(new Set(["Ps"]));
    const everywhere = search("kjv", "praise", "all");
    expect(everywhere.total).toBeGreaterThan(psalms.total);

    const nt = search("kjv", "faith", "NT", 0, 100);
    expect(nt.total).toBeGreaterThan(100);
    for (const hit of nt.hits) expect(testamentOf.get(hit.book)).toBe("NT");
    const ot = search("kjv", "faith", "OT", 0, 100);
    for (const hit of ot.hits) expect(testamentOf.get(hit.book)).toBe("OT");
    expect(ot.total + nt.total).toBe(search("kjv", "faith").total);
  });

  it("refuses a scope that is not a book", () => {
    expect(() => search("kjv", "love", "Jhn")).toThrow(UnknownScopeError);
    expect(() => search("kjv", "love", "Jhn")).toThrow('There is no book "Jhn" to search in.');
    expect(search("kjv", "love", "john").total).toBe(search("kjv", "love", "John").total);
  });

  it("ignores accents (RV1909)", () => {
    const plain = search("rv1909", "jesus");
    const accented = search("rv1909", "Jesús");
    expect(plain.total).toBeGreaterThan(500);
    expect(accented.total).toBe(plain.total);
    expect(accented.hits.map(ref)).toEqual(plain.hits.map(ref));
  });

  it('finds "fué" for "fue" (RV1909)', () => {
    const reply = search("rv1909", "fue");
    expect(reply.hits.some((hit) => highlighted(hit).includes("fué"))).toBe(true);
    // As an exact word: every verse holding "fue" or "fué", and no other.
    let expected = 0;
    for (const book of data.rv1909.books) {
      for (const chapter of book.chapters) {
        for (const text of chapter.verses) if (foldedTerms(text).includes("fue")) expected++;
      }
    }
    expect(expected).toBeGreaterThan(100);
    expect(search("rv1909", '"fue"').total).toBe(expected);
  });

  it("finds Psalm 23:1 for Yahweh shepherd (WEB)", () => {
    const reply = search("web", "Yahweh shepherd");
    expect(reply.fuzzy).toBe(false);
    expect(reply.hits.slice(0, 5).map(ref)).toContain("Ps 23:1");
  });

  it("survives a typo with fuzzy matching", () => {
    const reply = search("kjv", "shepperd");
    expect(reply.fuzzy).toBe(true);
    expect(reply.total).toBeGreaterThan(10);
    expect(reply.hits.flatMap(highlighted).map(foldText)).toContain("shepherd");
    // An exact match never falls back.
    expect(search("kjv", "shepherd").fuzzy).toBe(false);
  });

  it("pages consistently with the total", () => {
    const first = search("kjv", "mercy", "all", 0, 1);
    const total = first.total;
    expect(total).toBeGreaterThan(200);
    const seen: SearchHit[] = [];
    for (let offset = 0; offset < total; offset += 37) {
      const page = search("kjv", "mercy", "all", offset, 37);
      expect(page.total).toBe(total);
      expect(page.hits.length).toBe(Math.min(37, total - offset));
      seen.push(...page.hits);
    }
    expect(new Set(seen.map(ref)).size).toBe(total);
    // Best first; equal scores in canonical order.
    for (let i = 1; i < seen.length; i++) {
      const a = seen[i - 1];
      const b = seen[i];
      if (!a || !b) continue;
      expect(a.score).toBeGreaterThanOrEqual(b.score);
      if (a.score === b.score) {
        const key = (h: SearchHit): number => (orderOf.get(h.book) ?? 0) * 1e6 + h.chapter * 1e3 + h.verse;
        expect(key(a)).toBeLessThan(key(b));
      }
    }
    expect(search("kjv", "mercy", "all", total, 20).hits).toEqual([]);
  });

  it("highlights only matched words, within the text", () => {
    const queries: [TranslationId, string][] = [
      ["kjv", "loved world"],
      ["kjv", "lov"],
      ["kjv", "God's kingdom"],
      ["kjv", "shepperd"],
      ["kjv", '"in the beginning" God'],
      ["web", "Yahweh shepherd"],
      ["rv1909", "Jesús dijo"],
      ["rv1909", "fue"],
    ];
    for (const [translation, q] of queries) {
      const reply = search(translation, q, "all", 0, 50);
      expect(reply.total, q).toBeGreaterThan(0);
      const { specs } = parseQuery(q);
      for (const hit of reply.hits) {
        expect(hit.highlights.length, `${q} ${ref(hit)}`).toBeGreaterThan(0);
        let previousEnd = 0;
        for (const [start, end] of hit.highlights) {
          expect(start).toBeGreaterThanOrEqual(previousEnd);
          expect(end).toBeGreaterThan(start);
          expect(end).toBeLessThanOrEqual(hit.text.length);
          previousEnd = end;
          const term = indexTerm(foldText(hit.text.slice(start, end)));
          const matches = specs.some(
            (spec) =>
              term === spec.term ||
              (spec.prefix && term.startsWith(spec.term)) ||
              (reply.fuzzy && withinEdits(term, spec.term, Math.round(spec.term.length * 0.2))),
          );
          expect(matches, `${q}: "${term}" in ${ref(hit)}`).toBe(true);
        }
      }
    }
  });

  it("answers a repeated query the same (from its cache)", () => {
    const { tookMs: _first, ...first } = search("kjv", "lord shepherd", "OT", 3, 7);
    const { tookMs: _again, ...again } = search("kjv", "lord shepherd", "OT", 3, 7);
    expect(again).toEqual(first);
    expect(first.hits.length).toBe(7);
  });

  it("ranks words close together and in order first", () => {
    const [best] = search("kjv", "faith hope charity").hits;
    expect(best && ref(best)).toBe("1Cor 13:13");
    const top = search("kjv", "lord shepherd").hits[0];
    expect(top && ref(top)).toBe("Ps 23:1");
  });

  it("finds nothing for nothing", () => {
    for (const q of ["", "   ", '?! ""', "— … ¿¡"]) {
      const reply = search("kjv", q);
      expect(reply.total).toBe(0);
      expect(reply.hits).toEqual([]);
    }
    expect(search("kjv", "qwxzv").total).toBe(0);
  });

  it("reports its size", () => {
    const stats = engines.kjv.stats();
    expect(stats.documents).toBe(31_102);
    expect(stats.tokens).toBeGreaterThan(700_000);
    expect(stats.buildMs).toBeGreaterThan(0);
  });
});
