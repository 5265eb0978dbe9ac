import { libraryCatalogReplySchema, libraryChapterReplySchema, pdfUpgradeMessage } from "@berea/contracts/library";
import * as mupdf from "mupdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadDevotionalLibrary } from "../devotionals/devotional-data.ts";
import { signedInAccount, startApiServer, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";
import { createTestAccount } from "../test-support/auth-emulator.ts";

/**
 * The library API over HTTP with the real Auth emulator and sqlite: the
 * public catalogue, chapters for signed-in readers, PDFs for Premium and
 * Family (403 with the upgrade message for Free), and bad ids answered with
 * 400 or 404, never a 500.
 */
let server: ApiTestServer;
let free: SignedInAccount;
let premium: SignedInAccount;
let family: SignedInAccount;

beforeAll(async () => {
  server = await startApiServer("library");
  [free, premium, family] = await Promise.all([signedInAccount(server, "Free Reader"), signedInAccount(server, "Premium Reader", 1), signedInAccount(server, "Family Reader", 2)]);
});

afterAll(async () => {
  await server.close();
});

interface Reply {
  status: number;
  contentType: string;
  disposition: string | null;
  cost: string | null;
  body: Buffer;
  json: { payload?: unknown; message?: string; code?: string } | undefined;
}

async function request(method: "GET" | "POST" | "HEAD", path: string, options: { body?: unknown; cookie?: string } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...(options.cookie ? { Cookie: options.cookie } : {}), ...(options.body === undefined ? {} : { "Content-Type": "application/json" }) };
  const response = await fetch(`${server.baseUrl}/api${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "";
  return {
    status: response.status,
    contentType,
    disposition: response.headers.get("content-disposition"),
    cost: response.headers.get("x-store-cost"),
    body,
    json: contentType.startsWith("application/json") ? (JSON.parse(body.toString("utf8")) as Reply["json"]) : undefined,
  };
}

const post = (path: string, body: unknown, cookie?: string) => request("POST", path, { body, ...(cookie ? { cookie } : {}) });
const get = (path: string, cookie?: string) => request("GET", path, cookie ? { cookie } : {});

function expectError(reply: Reply, status: number, code: string): string {
  expect({ status: reply.status, code: reply.json?.code }, reply.body.toString("utf8").slice(0, 300)).toEqual({ status, code });
  expect(reply.json?.message?.length ?? 0).toBeGreaterThan(0);
  return reply.json?.message ?? "";
}

describe("POST /api/library/catalog", () => {
  it("is public and lists every book, readable or not, with covers and reading times", async () => {
    for (const cookie of [undefined, free.cookie]) {
      const reply = await post("/library/catalog", {}, cookie);
      expect(reply.status).toBe(200);
      expect(reply.cost).toBe("reads=0, writes=0");
      const catalog = libraryCatalogReplySchema.parse(reply.json?.payload);
      expect(catalog.books.filter((b) => b.readable).map((b) => b.id)).toEqual(["henry-concise-commentary", "treasury-of-david", "scofield-reference-notes", "naves-topical-bible"]);
      const henry = catalog.books.find((b) => b.id === "henry-concise-commentary");
      expect(henry?.readable && henry.readingMinutes).toBeGreaterThan(1000);
      expect(henry?.cover).toBe("/covers/henry-concise-commentary.svg");
      expect(catalog.books.find((b) => b.id === "confessions")).toMatchObject({ readable: false, note: expect.stringMatching(/^Not available to read in Berea/) as unknown });
    }
  });

  it("answers a body that is not an object with 400", async () => {
    const reply = await post("/library/catalog", [1]);
    expectError(reply, 400, "invalid-argument");
  });
});

describe("POST /api/library/chapter", () => {
  it("gives a signed-in reader a chapter as headings and paragraphs, with its neighbours, at no database cost", async () => {
    const reply = await post("/library/chapter", { bookId: "treasury-of-david", chapter: 24 }, free.cookie);
    expect(reply.status).toBe(200);
    expect(reply.cost).toBe("reads=0, writes=0");
    const chapter = libraryChapterReplySchema.parse(reply.json?.payload);
    expect(chapter).toMatchObject({ bookId: "treasury-of-david", bookTitle: "The Treasury of David", chapter: 24, chapterCount: 42, title: "Psalm 23" });
    expect(chapter.previous).toEqual({ number: 23, title: "Psalm 22" });
    expect(chapter.next).toEqual({ number: 25, title: "Psalm 24" });
    expect(chapter.blocks[0]).toEqual({ type: "heading", level: 2, text: "Overview" });
    expect(chapter.blocks.filter((b) => b.type === "paragraph").length).toBeGreaterThan(20);
    expect(chapter.readingMinutes).toBeGreaterThan(10);
  });

  it("has no neighbour before the first chapter or after the last", async () => {
    const first = libraryChapterReplySchema.parse((await post("/library/chapter", { bookId: "naves-topical-bible", chapter: 1 }, premium.cookie)).json?.payload);
    expect(first.previous).toBeNull();
    const last = libraryChapterReplySchema.parse((await post("/library/chapter", { bookId: "naves-topical-bible", chapter: first.chapterCount }, premium.cookie)).json?.payload);
    expect(last.next).toBeNull();
    expect(last.title).toBe("Z");
  });

  it("asks an anonymous caller to sign in", async () => {
    expectError(await post("/library/chapter", { bookId: "treasury-of-david", chapter: 1 }), 403, "unauthenticated");
  });

  it("answers unknown books and chapters with 404, and bad input with 400", async () => {
    expect(expectError(await post("/library/chapter", { bookId: "no-such-book", chapter: 1 }, free.cookie), 404, "not-found")).toBe("There is no book with that id in the library.");
    expect(expectError(await post("/library/chapter", { bookId: "confessions", chapter: 1 }, free.cookie), 404, "not-found")).toBe("Confessions is in the catalogue but cannot be read in Berea.");
    expect(expectError(await post("/library/chapter", { bookId: "treasury-of-david", chapter: 43 }, free.cookie), 404, "not-found")).toMatch(/has 42 chapters/);
    for (const body of [{ bookId: "treasury-of-david", chapter: 0 }, { bookId: "treasury-of-david", chapter: 1.5 }, { bookId: "treasury-of-david", chapter: "1" }, { bookId: "../etc/passwd", chapter: 1 }, { bookId: "Treasury", chapter: 1 }, { chapter: 1 }, {}]) {
      expectError(await post("/library/chapter", body, free.cookie), 400, "invalid-argument");
    }
    // Names that are not own properties of anything must not reach a lookup that finds one.
    for (const bookId of ["constructor", "prototype", "tostring"]) expectError(await post("/library/chapter", { bookId, chapter: 1 }, free.cookie), 404, "not-found");
  });
});

describe("GET /api/library/pdf", () => {
  it("streams a Premium reader a readable PDF of the book, titled on page 1", async () => {
    const reply = await get("/library/pdf?book=scofield-reference-notes", premium.cookie);
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe("application/pdf");
    expect(reply.disposition).toBe(`attachment; filename="Scofield Reference Notes.pdf"; filename*=UTF-8''Scofield%20Reference%20Notes.pdf`);
    expect(reply.cost).toBe("reads=1, writes=0");
    expect(reply.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const doc = mupdf.Document.openDocument(reply.body, "application/pdf");
    expect(doc.countPages()).toBeGreaterThan(100);
    expect(doc.loadPage(0).toStructuredText("preserve-whitespace").asText()).toContain("Scofield Reference Notes");
  });

  it("serves Family too, with the title as the file name", async () => {
    const reply = await get("/library/pdf?book=henry-concise-commentary", family.cookie);
    expect(reply.status).toBe(200);
    expect(reply.disposition).toContain(`filename="Matthew Henry's Concise Commentary.pdf"`);
    expect(reply.disposition).toContain("filename*=UTF-8''Matthew%20Henry%E2%80%99s%20Concise%20Commentary.pdf");
    const doc = mupdf.Document.openDocument(reply.body, "application/pdf");
    expect(doc.countPages()).toBeGreaterThan(1000);
  }, 60_000);

  it("answers HEAD with the PDF's headers and no body", async () => {
    const reply = await request("HEAD", "/library/pdf?book=naves-topical-bible", { cookie: premium.cookie });
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe("application/pdf");
    expect(reply.body.length).toBe(0);
  });

  it("refuses the Free plan with 403 and the upgrade message, and an anonymous caller with 403 unauthenticated", async () => {
    expect(expectError(await get("/library/pdf?book=scofield-reference-notes", free.cookie), 403, "permission-denied")).toBe(pdfUpgradeMessage);
    expectError(await get("/library/pdf?book=scofield-reference-notes"), 403, "unauthenticated");
  });

  it("answers a signed-in account without a profile with 403 unauthenticated", async () => {
    const account = await createTestAccount("No Profile");
    const response = await fetch(`${server.baseUrl}/api/library/pdf?book=scofield-reference-notes`, { headers: { Authorization: `Bearer ${account.idToken}` } });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe("unauthenticated");
  });

  it("answers bad and unknown ids with 400 or 404, never a 500", async () => {
    expectError(await get("/library/pdf?book=no-such-book", premium.cookie), 404, "not-found");
    expectError(await get("/library/pdf?book=mere-christianity", premium.cookie), 404, "not-found");
    for (const query of ["", "?book=", "?book=../../etc", "?book=a&book=b", "?book[]=x", "?book=%E0%A4%A", "?bok=scofield-reference-notes"]) {
      expectError(await get(`/library/pdf${query}`, premium.cookie), 400, "invalid-argument");
    }
  });

  it("stops making a PDF when the reader goes away, and keeps serving", async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/api/library/pdf?book=henry-concise-commentary`, { headers: { Cookie: premium.cookie }, signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(Buffer.from(first?.value ?? []).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    controller.abort();
    await reader?.cancel().catch(() => undefined);
    const next = await post("/library/catalog", {});
    expect(next.status).toBe(200);
  });

  it("accepts GET and HEAD only", async () => {
    const reply = await post("/library/pdf?book=scofield-reference-notes", {}, premium.cookie);
    expectError(reply, 405, "method-not-allowed");
  });
});

describe("GET /api/library/devotional-pdf", () => {
  it("gives Premium a PDF of a devotional path and Free the upgrade message", async () => {
    const path = loadDevotionalLibrary().paths[0];
    if (!path) throw new Error("no devotional paths");
    const reply = await get(`/library/devotional-pdf?path=${path.id}`, premium.cookie);
    expect(reply.status).toBe(200);
    expect(reply.contentType).toBe("application/pdf");
    expect(reply.disposition).toMatch(/^attachment; filename=".+ - a Berea devotional path\.pdf"/);
    const doc = mupdf.Document.openDocument(reply.body, "application/pdf");
    expect(doc.countPages()).toBeGreaterThan(path.days.length);
    expect(doc.loadPage(0).toStructuredText("preserve-whitespace").asText().replace(/\s+/g, " ")).toContain(path.title.split(":")[0] ?? path.title);

    expect(expectError(await get(`/library/devotional-pdf?path=${path.id}`, free.cookie), 403, "permission-denied")).toBe(pdfUpgradeMessage);
    expectError(await get(`/library/devotional-pdf?path=${path.id}`), 403, "unauthenticated");
  });

  it("answers unknown and bad path ids with 404 and 400", async () => {
    expectError(await get("/library/devotional-pdf?path=no-such-path", premium.cookie), 404, "not-found");
    for (const query of ["", "?path=", "?path=A%20B", "?path=a&path=b"]) expectError(await get(`/library/devotional-pdf${query}`, premium.cookie), 400, "invalid-argument");
  });
});
