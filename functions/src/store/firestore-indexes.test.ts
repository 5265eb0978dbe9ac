import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

import { checkIndexes, indexServes, parseDeclaredIndexes, parseQueryShapes, queryShape, queryShapeRecorder, requiredIndex, type DeclaredIndex } from "./firestore-indexes.ts";
import type { Query } from "./port.ts";

const needs = (query: Query, collection = "things") => requiredIndex(queryShape(collection, query));

describe("which queries need a composite index", () => {
  it.each<[string, Query]>([
    ["no filter", {}],
    ["one equality", { where: [{ field: "uid", op: "==", value: "u" }] }],
    ["equalities on several fields (merged single-field indexes)", { where: [{ field: "uid", op: "==", value: "u" }, { field: "status", op: "==", value: "open" }, { field: "kind", op: "in", value: ["a", "b"] }] }],
    ["one orderBy, descending", { orderBy: [{ field: "at", direction: "desc" }], limit: 5 }],
    ["a range on one field, ordered by it", { where: [{ field: "at", op: ">", value: 1 }, { field: "at", op: "<", value: 9 }], orderBy: [{ field: "at", direction: "desc" }] }],
    ["one array-contains", { where: [{ field: "memberUids", op: "array-contains", value: "u" }] }],
    ["an orderBy on the field held equal", { where: [{ field: "uid", op: "==", value: "u" }], orderBy: [{ field: "uid" }] }],
  ])("none for %s", (_name, query) => {
    expect(needs(query)).toBeUndefined();
  });

  it("equality and an orderBy on another field: the equality, then the order as asked", () => {
    expect(needs({ where: [{ field: "uid", op: "==", value: "u" }], orderBy: [{ field: "sortKey", direction: "desc" }], limit: 20 }, "prayerRequests")).toEqual({
      collectionGroup: "prayerRequests",
      equalities: ["uid"],
      orderBy: [{ field: "sortKey", direction: "desc" }],
    });
  });

  it("equality and a range on another field: the range field ascending, as Firestore orders it", () => {
    expect(needs({ where: [{ field: "uid", op: "==", value: "u" }, { field: "day", op: ">=", value: "2026-01-01" }] })).toEqual({
      collectionGroup: "things",
      equalities: ["uid"],
      orderBy: [{ field: "day", direction: "asc" }],
    });
  });

  it("an in filter counts as an equality next to an orderBy", () => {
    expect(needs({ where: [{ field: "status", op: "in", value: ["a", "b"] }], orderBy: [{ field: "at" }] })?.equalities).toEqual(["status"]);
  });

  it("two orderBys", () => {
    expect(needs({ orderBy: [{ field: "score", direction: "desc" }, { field: "at" }] })).toEqual({
      collectionGroup: "things",
      equalities: [],
      orderBy: [
        { field: "score", direction: "desc" },
        { field: "at", direction: "asc" },
      ],
    });
  });

  it("array-contains with an equality, and array-contains with an orderBy", () => {
    expect(needs({ where: [{ field: "memberUids", op: "array-contains", value: "u" }, { field: "open", op: "==", value: true }] })).toEqual({
      collectionGroup: "things",
      equalities: ["open"],
      arrayContains: "memberUids",
      orderBy: [],
    });
    expect(needs({ where: [{ field: "memberUids", op: "array-contains", value: "u" }], orderBy: [{ field: "at", direction: "desc" }] })).toEqual({
      collectionGroup: "things",
      equalities: [],
      arrayContains: "memberUids",
      orderBy: [{ field: "at", direction: "desc" }],
    });
  });

  it("names a subcollection's index by its last path segment", () => {
    expect(needs({ where: [{ field: "hidden", op: "==", value: false }], orderBy: [{ field: "at" }] }, "circles/c1/messages")?.collectionGroup).toBe("messages");
  });
});

describe("which declared index serves a need", () => {
  const need = { collectionGroup: "prayerRequests", equalities: ["status", "uid"], orderBy: [{ field: "sortKey", direction: "desc" as const }] };
  const index = (fields: DeclaredIndex["fields"], queryScope: DeclaredIndex["queryScope"] = "COLLECTION"): DeclaredIndex => ({ collectionGroup: "prayerRequests", queryScope, fields });

  it("takes the equalities in any order and either direction, then the orderBy exactly", () => {
    expect(indexServes(index([{ fieldPath: "uid", order: "DESCENDING" }, { fieldPath: "status", order: "ASCENDING" }, { fieldPath: "sortKey", order: "DESCENDING" }]), need)).toBe(true);
    expect(indexServes(index([{ fieldPath: "status", order: "ASCENDING" }, { fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "sortKey", order: "DESCENDING" }, { fieldPath: "__name__", order: "DESCENDING" }]), need)).toBe(true);
  });

  it("refuses the wrong direction, a missing or extra field, another collection or a collection-group scope", () => {
    expect(indexServes(index([{ fieldPath: "status", order: "ASCENDING" }, { fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "sortKey", order: "ASCENDING" }]), need)).toBe(false);
    expect(indexServes(index([{ fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "sortKey", order: "DESCENDING" }]), need)).toBe(false);
    expect(indexServes(index([{ fieldPath: "status", order: "ASCENDING" }, { fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "day", order: "ASCENDING" }, { fieldPath: "sortKey", order: "DESCENDING" }]), need)).toBe(false);
    expect(indexServes({ ...index([{ fieldPath: "status", order: "ASCENDING" }, { fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "sortKey", order: "DESCENDING" }]), collectionGroup: "users" }, need)).toBe(false);
    expect(indexServes(index([{ fieldPath: "status", order: "ASCENDING" }, { fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "sortKey", order: "DESCENDING" }], "COLLECTION_GROUP"), need)).toBe(false);
  });

  it("needs array-contains fields declared as CONTAINS", () => {
    const contains = { collectionGroup: "circles", equalities: ["open"], arrayContains: "memberUids", orderBy: [] };
    const circles = (fields: DeclaredIndex["fields"]): DeclaredIndex => ({ collectionGroup: "circles", queryScope: "COLLECTION", fields });
    expect(indexServes(circles([{ fieldPath: "memberUids", arrayConfig: "CONTAINS" }, { fieldPath: "open", order: "ASCENDING" }]), contains)).toBe(true);
    expect(indexServes(circles([{ fieldPath: "memberUids", order: "ASCENDING" }, { fieldPath: "open", order: "ASCENDING" }]), contains)).toBe(false);
  });
});

describe("checkIndexes", () => {
  const byUid = queryShape("prayerRequests", { where: [{ field: "uid", op: "==", value: "u" }], orderBy: [{ field: "sortKey", direction: "desc" }] });
  const byCircle = queryShape("circles/c1/messages", { where: [{ field: "circleId", op: "==", value: "c1" }], orderBy: [{ field: "at", direction: "desc" }] });
  const simple = queryShape("users", { where: [{ field: "email", op: "==", value: "e" }] });
  const declared: DeclaredIndex[] = [
    { collectionGroup: "prayerRequests", queryScope: "COLLECTION", fields: [{ fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "sortKey", order: "DESCENDING" }] },
    { collectionGroup: "activity", queryScope: "COLLECTION", fields: [{ fieldPath: "uid", order: "ASCENDING" }, { fieldPath: "day", order: "ASCENDING" }] },
  ];

  it("lists each missing index once with the entry to add, and the declared ones nothing needs", () => {
    const otherCircle = queryShape("circles/c2/messages", { where: [{ field: "circleId", op: "==", value: "c2" }], orderBy: [{ field: "at", direction: "desc" }] });
    expect(checkIndexes([byUid, byCircle, otherCircle, simple], declared)).toEqual({
      missing: [
        {
          shape: byCircle,
          index: { collectionGroup: "messages", queryScope: "COLLECTION", fields: [{ fieldPath: "circleId", order: "ASCENDING" }, { fieldPath: "at", order: "DESCENDING" }] },
        },
      ],
      unused: [declared[1]],
    });
  });

  it("passes when every need is declared and nothing else is", () => {
    expect(checkIndexes([byUid, simple], declared.slice(0, 1))).toEqual({ missing: [], unused: [] });
  });
});

describe("the files", () => {
  it("reads the repository's firestore.indexes.json", () => {
    const declared = parseDeclaredIndexes(readFileSync(new URL("../../../firestore.indexes.json", import.meta.url), "utf8"));
    expect(declared.every((index) => index.fields.length >= 2)).toBe(true);
  });

  it("refuses an index entry it cannot judge", () => {
    expect(() => parseDeclaredIndexes(JSON.stringify({ indexes: [{ collectionGroup: "users", fields: [{ fieldPath: "a" }] }] }))).toThrow(/index 0/);
  });

  it("records each distinct shape once, without values, and reads them back", () => {
    const dir = mkdtempSync(join(tmpdir(), "berea-shapes-"));
    try {
      const file = join(dir, "shapes.jsonl");
      const record = queryShapeRecorder(file);
      record("users", { where: [{ field: "email", op: "==", value: "a@example.com" }] });
      record("users", { where: [{ field: "email", op: "==", value: "b@example.com" }] });
      record("activity", { where: [{ field: "uid", op: "==", value: "u" }, { field: "day", op: ">=", value: "2026-01-01" }] });
      // A second process appending the same shape.
      queryShapeRecorder(file)("users", { where: [{ field: "email", op: "==", value: "c@example.com" }] });
      const text = readFileSync(file, "utf8");
      expect(text).not.toContain("example.com");
      expect(parseQueryShapes(text)).toEqual([
        { collectionGroup: "users", filters: [{ field: "email", op: "==" }], orderBy: [] },
        { collectionGroup: "activity", filters: [{ field: "uid", op: "==" }, { field: "day", op: ">=" }], orderBy: [{ field: "day", direction: "asc" }] },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
