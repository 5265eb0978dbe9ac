import type { ListNotesReply, SaveNoteReply } from "@berea/contracts/notes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, startApiServer, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";
import { areaClient } from "../test-support/area-client.ts";
import { createTestAccount, signInTestAccount } from "../test-support/auth-emulator.ts";

/**
 * Notes and highlights over HTTP, with the real Auth emulator: what only the
 * API edge shows (sessions, two devices of one account, parallel resends,
 * messages for bad input). The rules themselves are notes/notes.test.ts's.
 */
let server: ApiTestServer;
const { post, ok } = areaClient(() => server.baseUrl, "notes");
const password = "Scripture#1"; // createTestAccount's
const editedAt = Date.parse("2026-03-10T09:00:00Z");
const save = { id: "device-note-01", translation: "rv1909", book: "Jonah", chapter: 2, verseStart: 1, verseEnd: 1, colour: "green", text: "El gran pez.", editedAt };

let phone: SignedInAccount;
let laptop: SignedInAccount;

beforeAll(async () => {
  server = await startApiServer("notes");
  const account = await createTestAccount("Priscilla");
  phone = { uid: account.uid, email: account.email, cookie: await sessionCookie(server.baseUrl, account.idToken) };
  laptop = { ...phone, cookie: await sessionCookie(server.baseUrl, await signInTestAccount(account.email, password)) };
});
afterAll(() => server.close());

describe("notes and highlights", () => {
  it("asks to sign in", async () => {
    expect(await post(null, "list", {})).toMatchObject({ status: 403, code: "unauthenticated" });
    expect(await post(null, "save", save)).toMatchObject({ status: 403, code: "unauthenticated" });
  });

  it("a note sent several times at once from one device is one note, and the other device lists it in KJV numbering", async () => {
    const replies = await Promise.all([1, 2, 3].map(() => ok<SaveNoteReply>(phone, "save", save)));
    expect(replies.filter((reply) => reply.applied)).toHaveLength(1);
    const { notes } = await ok<ListNotesReply>(laptop, "list", {});
    expect(notes).toEqual([
      {
        id: "device-note-01",
        book: "Jonah",
        start: { chapter: 1, verse: 17 },
        end: { chapter: 1, verse: 17 },
        made: { translation: "rv1909", chapter: 2, verseStart: 1, verseEnd: 1 },
        colour: "green",
        text: "El gran pez.",
        editedAt,
      },
    ]);
  });

  it("the laptop's later deletion stands against the phone's older edit sent after it", async () => {
    expect(await ok(laptop, "delete", { id: "device-note-01", editedAt: editedAt + 120_000 })).toEqual({ applied: true });
    expect(await ok(phone, "save", { ...save, text: "Edited offline", editedAt: editedAt + 60_000 })).toEqual({ applied: false, note: null });
    expect((await ok<ListNotesReply>(phone, "list", {})).notes).toEqual([]);
  });

  it("answers bad input with a message a person understands", async () => {
    const cases: [object, string][] = [
      [{ ...save, colour: "orange" }, "colour must be one of: yellow, green, blue, pink, purple."],
      [{ ...save, colour: null, text: "  " }, "Pick a colour or write a note."],
      [{ ...save, text: "x".repeat(2001) }, "A note is at most 2,000 characters."],
      [{ ...save, verseStart: 3, verseEnd: 2 }, "verseEnd cannot come before verseStart."],
      [{ ...save, book: "Jonah", chapter: 5 }, "Jonah has 4 chapters."],
      [{ ...save, id: "x" }, "id must be 8 to 64 letters, digits, - or _."],
    ];
    for (const [body, message] of cases) {
      const reply = await post(phone, "save", body);
      expect({ status: reply.status, code: reply.code, message: reply.message }).toEqual({ status: 400, code: "invalid-argument", message: expect.stringContaining(message) as unknown });
    }
  });
});
