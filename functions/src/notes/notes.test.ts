import { maxNotesPerUser, type SaveNoteRequest } from "@berea/contracts/notes";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadBooks, loadTranslation } from "../bible/bible-data.ts";
import { appErrorOf, refusalOf, minuteMs, openDomainStore, testClock, type DomainStore, type TestClock } from "../test-support/domain-test.ts";
import { bibleNotes, deleteNote, listNotes, saveNote, type NotesDeps } from "./notes.ts";

/** Notes and highlights over the real sqlite store, with a clock the test moves. */

let domain: DomainStore;
let clock: TestClock;
let deps: NotesDeps;
const uid = "reader-1";
const start = Date.parse("2026-03-10T09:00:00Z");

const note = (overrides: Partial<SaveNoteRequest> = {}): SaveNoteRequest => ({
  id: "note-0001",
  translation: "kjv",
  book: "John",
  chapter: 3,
  verseStart: 16,
  verseEnd: 16,
  colour: "yellow",
  text: "God so loved the world.",
  editedAt: start,
  ...overrides,
});

beforeEach(() => {
  domain = openDomainStore("notes");
  clock = testClock("2026-03-10T09:05:00Z");
  deps = { store: domain.store, now: clock.now, books: loadBooks() };
});
afterEach(() => domain.close());

describe("saving a note", () => {
  it("keeps it in KJV numbering and lists it", async () => {
    const reply = await saveNote(deps, uid, note());
    expect(reply).toEqual({
      applied: true,
      note: { id: "note-0001", book: "John", start: { chapter: 3, verse: 16 }, end: { chapter: 3, verse: 16 }, made: { translation: "kjv", chapter: 3, verseStart: 16, verseEnd: 16 }, colour: "yellow", text: "God so loved the world.", editedAt: start },
    });
    expect((await listNotes(deps, uid)).notes).toEqual([reply.note]);
    expect(await listNotes(deps, "someone-else")).toEqual({ uid: "someone-else", notes: [], max: 5000 });
  });

  it("the same save sent twice (a retry, an offline resend) is one note", async () => {
    await saveNote(deps, uid, note());
    const again = await saveNote(deps, uid, note());
    expect(again.applied).toBe(false);
    expect((await listNotes(deps, uid)).notes).toHaveLength(1);
  });

  it("a newer edit replaces it; an older one arriving late does not", async () => {
    await saveNote(deps, uid, note({ text: "first", editedAt: start }));
    await saveNote(deps, uid, note({ text: "third", colour: "blue", editedAt: start + 2 * minuteMs }));
    const late = await saveNote(deps, uid, note({ text: "second", editedAt: start + minuteMs }));
    expect(late).toMatchObject({ applied: false, note: { text: "third", colour: "blue" } });
    expect((await listNotes(deps, uid)).notes.map((kept) => kept.text)).toEqual(["third"]);
  });

  it("an edit time ahead of the server's clock is kept as the server's time", async () => {
    const reply = await saveNote(deps, uid, note({ editedAt: start + 24 * 60 * minuteMs }));
    expect(reply.note?.editedAt).toBe(clock.now().getTime());
  });

  it("lists newest edit first", async () => {
    await saveNote(deps, uid, note({ id: "note-older", editedAt: start }));
    await saveNote(deps, uid, note({ id: "note-newer", editedAt: start + minuteMs, verseStart: 17, verseEnd: 18 }));
    expect((await listNotes(deps, uid)).notes.map((kept) => kept.id)).toEqual(["note-newer", "note-older"]);
  });

  it("refuses a chapter or verse the book does not have, with the reason", async () => {
    expect((await refusalOf(saveNote(deps, uid, note({ book: "Jude", chapter: 2 })))).message).toBe("Jude has 1 chapter.");
    expect((await refusalOf(saveNote(deps, uid, note({ verseEnd: 37 })))).message).toBe("John 3 has 36 verses.");
    expect((await appErrorOf(saveNote(deps, uid, note({ book: "Hezek" })))).code).toBe("invalid-argument");
    // RV1909 leaves Jonah 1:17's slot empty (its text is Jonás 2:1).
    expect((await refusalOf(saveNote(deps, uid, note({ translation: "rv1909", book: "Jonah", chapter: 1, verseStart: 17, verseEnd: 17 })))).message).toBe(
      "Those verses have no text in this translation. Pick a verse with text.",
    );
  });

  it(`keeps at most ${maxNotesPerUser} notes, and an edit of a kept one still goes through at the limit`, async () => {
    await domain.store.runTransaction(async (tx) => {
      for (let index = 0; index < 5000; index += 1) {
        const id = `seeded-${String(index).padStart(5, "0")}`;
        bibleNotes.set(tx, `${uid}_${id}`, {
          uid,
          id,
          book: "Ps",
          start: { chapter: 119, verse: 1 },
          end: { chapter: 119, verse: 1 },
          made: { translation: "kjv", chapter: 119, verseStart: 1, verseEnd: 1 },
          colour: "green",
          text: "",
          editedAt: start,
          deleted: false,
          updatedAt: "2026-03-10T09:00:00.000Z",
        });
      }
    });
    const refused = await refusalOf(saveNote(deps, uid, note()));
    expect(refused.code).toBe("quota-exceeded");
    expect(refused.message).toBe("You have 5,000 notes and highlights, the most Berea keeps. Delete some you no longer need to add more.");
    expect((await saveNote(deps, uid, note({ id: "seeded-00001", editedAt: start + minuteMs }))).applied).toBe(true);
    await deleteNote(deps, uid, { id: "seeded-00002", editedAt: start + minuteMs });
    expect((await saveNote(deps, uid, note())).applied).toBe(true);
  });
});

describe("deleting a note", () => {
  it("removes it, and a late resend of an older edit does not bring it back", async () => {
    await saveNote(deps, uid, note({ editedAt: start }));
    expect(await deleteNote(deps, uid, { id: "note-0001", editedAt: start + 2 * minuteMs })).toEqual({ applied: true });
    expect(await saveNote(deps, uid, note({ text: "written offline before the deletion", editedAt: start + minuteMs }))).toEqual({ applied: false, note: null });
    expect((await listNotes(deps, uid)).notes).toEqual([]);
    const stored = await bibleNotes.get(domain.store, `${uid}_note-0001`);
    expect(stored).toMatchObject({ deleted: true, text: "", colour: null });
  });

  it("a deletion older than the stored edit, or of a note that is not there, changes nothing", async () => {
    await saveNote(deps, uid, note({ editedAt: start + minuteMs }));
    expect(await deleteNote(deps, uid, { id: "note-0001", editedAt: start })).toEqual({ applied: false });
    expect(await deleteNote(deps, uid, { id: "never-saved", editedAt: start })).toEqual({ applied: false });
    expect((await listNotes(deps, uid)).notes).toHaveLength(1);
    expect(await bibleNotes.get(domain.store, `${uid}_never-saved`)).toBeNull();
  });

  it("a note written again after its deletion (a newer edit) is back", async () => {
    await saveNote(deps, uid, note({ editedAt: start }));
    await deleteNote(deps, uid, { id: "note-0001", editedAt: start + minuteMs });
    expect((await saveNote(deps, uid, note({ text: "again", editedAt: start + 2 * minuteMs }))).applied).toBe(true);
    expect((await listNotes(deps, uid)).notes.map((kept) => kept.text)).toEqual(["again"]);
  });
});

describe("versification", () => {
  it("a note on RV1909's Jonás 2:1 is KJV Jonah 1:17: the same words (the great fish)", async () => {
    const reply = await saveNote(deps, uid, note({ translation: "rv1909", book: "Jonah", chapter: 2, verseStart: 1, verseEnd: 1 }));
    expect(reply.note).toMatchObject({ start: { chapter: 1, verse: 17 }, end: { chapter: 1, verse: 17 }, made: { translation: "rv1909", chapter: 2, verseStart: 1, verseEnd: 1 } });
    const jonah = (id: "kjv" | "rv1909") => loadTranslation(id).books.find((book) => book.id === "Jonah");
    expect(jonah("kjv")?.chapters[0]?.verses[16]).toMatch(/^Now the LORD had prepared a great fish/);
    expect(jonah("rv1909")?.chapters[1]?.verses[0]).toMatch(/^MAS Jehová había prevenido un gran pez/);
  });

  it("an RV1909 range across the Spanish chapter start runs across the KJV chapter break", async () => {
    const reply = await saveNote(deps, uid, note({ translation: "rv1909", book: "Jonah", chapter: 2, verseStart: 1, verseEnd: 3 }));
    expect(reply.note).toMatchObject({ start: { chapter: 1, verse: 17 }, end: { chapter: 2, verse: 2 } });
  });
});
