import { articleViewSchema } from "@berea/contracts/content";
import { libraryChapterReplySchema, type LibraryChapterReply } from "@berea/contracts/library";
import type { LinkedParagraph, ScriptureTarget } from "@berea/contracts/scripture-links";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLibraryBook } from "../library/library-data.ts";
import { signedInAccount, startApiServer, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";

/**
 * The Bible references in an article and a library chapter come with them
 * over HTTP (issue 23: found by the API, not in the browser), through the
 * real API with the Auth emulator and sqlite: each paragraph with references
 * as runs of its own text, each reference with where it opens the reader.
 */
let server: ApiTestServer;
let premium: SignedInAccount;
let free: SignedInAccount;
const timeZone = "Europe/London";

beforeAll(async () => {
  server = await startApiServer("scripture-links");
  [premium, free] = await Promise.all([signedInAccount(server, "Premium Reader", 1, { timeZone }), signedInAccount(server, "Free Reader", 0, { timeZone })]);
});

afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown, cookie: string): Promise<{ status: number; payload: unknown }> {
  const response = await fetch(`${server.baseUrl}/api${path}`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: cookie }, body: JSON.stringify(body) });
  const json = (await response.json()) as { payload?: unknown };
  return { status: response.status, payload: json.payload };
}

/** "words -> target" for each link of the paragraphs. */
const linksOf = (paragraphs: readonly (LinkedParagraph | null | undefined)[]): string[] =>
  paragraphs.flatMap((segments) => (segments ?? []).flatMap((segment) => (segment.to ? [`${segment.text} -> ${targetText(segment.to)}`] : [])));
const targetText = (to: ScriptureTarget): string => `${to.translation ? `${to.translation} ` : ""}${to.book} ${to.chapter}${to.start === undefined ? "" : `:${to.start}-${to.end}`}`;

describe("references in an article", () => {
  it("come with each paragraph of an English article, the runs making up its text, a named translation kept", async () => {
    const reply = await post("/articles/get", { id: "acts-and-other-simple-patterns-for-prayer", timeZone }, premium.cookie);
    expect(reply.status).toBe(200);
    const view = articleViewSchema.parse(reply.payload);
    expect(view.sections).toHaveLength(5);
    for (const section of view.sections) {
      expect(section.links).toHaveLength(section.paragraphs.length);
      section.paragraphs.forEach((paragraph, at) => {
        const segments = section.links?.[at];
        if (segments) expect(segments.map((segment) => segment.text).join("")).toBe(paragraph);
      });
    }
    const links = linksOf(view.sections.flatMap((section) => section.links ?? []));
    expect(links[0]).toBe("Luke 11:1, KJV -> kjv Luke 11:1-1");
    expect(links).toContain("1 John 1:9, KJV -> kjv 1John 1:9-9");
    // The heading-less opening carries the first reference.
    expect(view.sections[0]?.links?.some((segments) => segments !== null)).toBe(true);
  });

  it("are found with the Spanish book names in a Spanish article", async () => {
    const reply = await post("/articles/get", { id: "how-to-start-reading-the-bible", timeZone, lang: "es" }, premium.cookie);
    expect(reply.status).toBe(200);
    const view = articleViewSchema.parse(reply.payload);
    expect(view.language).toBe("es");
    const links = linksOf(view.sections.flatMap((section) => section.links ?? []));
    expect(links).toContain("Juan 20:31 -> John 20:31-31");
    expect(links).toContain("2 Pedro 3:16 -> 2Pet 3:16-16");
  });

  it("come with the opening a Free reader gets past the month's four", async () => {
    const ids = ["praying-the-psalms", "building-a-daily-bible-habit", "memorising-scripture", "how-to-start-reading-the-bible"];
    for (const id of ids) expect((await post("/articles/get", { id, timeZone }, free.cookie)).status).toBe(200);
    const view = articleViewSchema.parse((await post("/articles/get", { id: "acts-and-other-simple-patterns-for-prayer", timeZone }, free.cookie)).payload);
    expect(view.full).toBe(false);
    expect(view.sections).toHaveLength(1);
    expect(linksOf(view.sections[0]?.links ?? [])[0]).toBe("Luke 11:1, KJV -> kjv Luke 11:1-1");
  });
});

/**
 * A chapter as the page gets it: on its first reading on this server a long chapter may come before its links
 * (`linksPending`, its text whole and unlinked), and the page asks again until they come.
 */
async function chapterWithLinks(bookId: string, chapter: number, cookie: string): Promise<LibraryChapterReply> {
  for (let asked = 0; asked < 120; asked += 1) {
    const reply = await post("/library/chapter", { bookId, chapter }, cookie);
    expect(reply.status).toBe(200);
    const parsed = libraryChapterReplySchema.parse(reply.payload);
    if (!parsed.linksPending) return parsed;
    expect(parsed.blocks.some((block) => block.type === "paragraph" && typeof block.text !== "string")).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${bookId} ${chapter}: the links never came.`);
}

/** A chapter's paragraphs sent as runs (those with references), null for the others. */
const runsOf = (chapter: LibraryChapterReply): (LinkedParagraph | null)[] => chapter.blocks.map((block) => (block.type === "paragraph" && typeof block.text !== "string" ? block.text : null));

describe("references in a library chapter", () => {
  it("come with the paragraphs of Nave's, each reference of a list its own link, the same the second time", async () => {
    const chapter = await chapterWithLinks("naves-topical-bible", 1, free.cookie);
    // Each paragraph's text comes once: as written, or as runs that make up exactly what is written.
    const written = loadLibraryBook("naves-topical-bible").chapters[0]?.blocks ?? [];
    expect(chapter.blocks.map((block) => (block.type === "heading" ? { heading: block.text, level: block.level } : typeof block.text === "string" ? block.text : block.text.map((run) => run.text).join("")))).toEqual(written);
    expect(chapter.blocks.every((block) => Object.keys(block).sort().join() === (block.type === "heading" ? "level,text,type" : "text,type"))).toBe(true);
    const lineage = runsOf(chapter).find((runs) => runs?.map((run) => run.text).join("").startsWith("Lineage of Ex 6:16-20"));
    expect(linksOf([lineage])).toEqual([
      "Ex 6:16-20 -> Exod 6:16-20",
      "Jos 21:4 -> Josh 21:4-4",
      "10 -> Josh 21:10-10",
      "1Ch 6:2 -> 1Chr 6:2-2",
      "3 -> 1Chr 6:3-3",
      "23:13 -> 1Chr 23:13-13",
    ]);
    const paragraphs = chapter.blocks.filter((block) => block.type === "paragraph");
    expect(runsOf(chapter).filter((runs) => runs !== null).length).toBeGreaterThan(paragraphs.length / 2);
    // A heading never carries links.
    expect(chapter.blocks.filter((block) => block.type === "heading").every((block) => typeof block.text === "string")).toBe(true);
    // Kept: the next reader gets the links at once.
    const again = await post("/library/chapter", { bookId: "naves-topical-bible", chapter: 1 }, premium.cookie);
    expect(again.payload).toEqual(chapter);
  });

  it("link a whole chapter without verses in Spurgeon's text", async () => {
    const chapter = await chapterWithLinks("treasury-of-david", 24, free.cookie);
    const links = linksOf(runsOf(chapter));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => /-> \w+ \d+$/.test(link)).length).toBeGreaterThan(0);
  });
});
