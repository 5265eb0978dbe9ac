/**
 * Which composite indexes production Firestore needs, worked out from the
 * queries the firestore driver really sends. The emulator answers every
 * query without indexes, so a missing one would first show in production as
 * FAILED_PRECONDITION ("The query requires an index"). With
 * `STORE_FIRESTORE_QUERY_SHAPES` set, the driver appends each distinct query
 * shape to that file; `npm test` then checks the shapes its suites ran
 * against `firestore.indexes.json`.
 *
 * When Firestore needs a composite index (Standard edition, automatic
 * single-field indexes left on):
 * - never for one field alone: an equality, a range, an array-contains or
 *   one orderBy (either direction) uses that field's automatic index;
 * - never for equalities (`==`, `in`) alone, on any number of fields: it
 *   merges their single-field indexes;
 * - always once an orderBy, or a range (which orders by its field), meets
 *   any other field: equality + orderBy on another field, equality + range,
 *   two orderBys, array-contains + orderBy;
 * - always for array-contains together with an equality.
 * The index lists the equality and array-contains fields first, in any
 * order and (for equalities) either direction, then the orderBy fields in
 * the query's order and exact directions.
 */
import { appendFileSync } from "node:fs";

import type { FilterOp, Query } from "./port.ts";
import { RANGE_OPS } from "./validate.ts";

/** A query as Firestore sees it: no values, orderBy as sent (a range's implicit one included). */
export interface QueryShape {
  /** The last segment of the collection path: what an index is declared on. */
  collectionGroup: string;
  filters: { field: string; op: FilterOp }[];
  orderBy: { field: string; direction: "asc" | "desc" }[];
}

/** What one shape needs from a composite index. */
export interface IndexRequirement {
  collectionGroup: string;
  /** Fields under `==` or `in`: any order, any direction. */
  equalities: string[];
  arrayContains?: string;
  /** After those, in this order and these directions. */
  orderBy: { field: string; direction: "asc" | "desc" }[];
}

/** An entry of `firestore.indexes.json`'s `indexes`. */
export interface DeclaredIndex {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  fields: { fieldPath: string; order?: "ASCENDING" | "DESCENDING"; arrayConfig?: "CONTAINS" }[];
}

/** The shape of a port query on `collection`, with the orderBy the driver adds for a lone range. */
export function queryShape(collection: string, query: Query): QueryShape {
  const filters = (query.where ?? []).map(({ field, op }) => ({ field, op }));
  let orderBy = (query.orderBy ?? []).map(({ field, direction }) => ({ field, direction: direction ?? "asc" }));
  const range = filters.find((filter) => RANGE_OPS.has(filter.op));
  if (orderBy.length === 0 && range) orderBy = [{ field: range.field, direction: "asc" }];
  return { collectionGroup: collection.split("/").at(-1) ?? collection, filters, orderBy };
}

/** The composite index `shape` needs, or undefined when automatic single-field indexes serve it. */
export function requiredIndex(shape: QueryShape): IndexRequirement | undefined {
  const equalities = [...new Set(shape.filters.filter((filter) => filter.op === "==" || filter.op === "in").map((filter) => filter.field))].sort();
  const arrayContains = shape.filters.find((filter) => filter.op === "array-contains")?.field;
  // Ordering by a field held equal orders nothing.
  const orderBy = shape.orderBy.filter((order) => !equalities.includes(order.field));
  const fields = equalities.length + (arrayContains ? 1 : 0) + orderBy.length;
  if (fields <= 1) return undefined;
  if (orderBy.length === 0 && arrayContains === undefined) return undefined;
  return { collectionGroup: shape.collectionGroup, equalities, ...(arrayContains ? { arrayContains } : {}), orderBy };
}

/** Whether `index` serves `requirement` as it stands (no merging of composite indexes assumed). */
export function indexServes(index: DeclaredIndex, requirement: IndexRequirement): boolean {
  if (index.queryScope !== "COLLECTION" || index.collectionGroup !== requirement.collectionGroup) return false;
  const fields = index.fields.filter((field) => field.fieldPath !== "__name__");
  const prefixLength = requirement.equalities.length + (requirement.arrayContains ? 1 : 0);
  if (fields.length !== prefixLength + requirement.orderBy.length) return false;
  const prefix = fields.slice(0, prefixLength);
  const suffix = fields.slice(prefixLength);
  const prefixOk = prefix.every((field) =>
    field.fieldPath === requirement.arrayContains ? field.arrayConfig === "CONTAINS" : requirement.equalities.includes(field.fieldPath) && field.order !== undefined,
  );
  const distinct = new Set(prefix.map((field) => field.fieldPath)).size === prefix.length;
  const suffixOk = requirement.orderBy.every(({ field, direction }, i) => suffix[i]?.fieldPath === field && suffix[i]?.order === (direction === "asc" ? "ASCENDING" : "DESCENDING"));
  return prefixOk && distinct && suffixOk;
}

/** The `firestore.indexes.json` entry for a requirement, equalities first in name order. */
export function indexFor(requirement: IndexRequirement): DeclaredIndex {
  return {
    collectionGroup: requirement.collectionGroup,
    queryScope: "COLLECTION",
    fields: [
      ...requirement.equalities.map((fieldPath) => ({ fieldPath, order: "ASCENDING" as const })),
      ...(requirement.arrayContains ? [{ fieldPath: requirement.arrayContains, arrayConfig: "CONTAINS" as const }] : []),
      ...requirement.orderBy.map(({ field, direction }) => ({ fieldPath: field, order: direction === "asc" ? ("ASCENDING" as const) : ("DESCENDING" as const) })),
    ],
  };
}

export interface IndexCheck {
  /** Each shape that needs an index nobody declared, with the index to add. */
  missing: { shape: QueryShape; index: DeclaredIndex }[];
  /** Declared indexes that no shape needs. */
  unused: DeclaredIndex[];
}

export function checkIndexes(shapes: QueryShape[], declared: DeclaredIndex[]): IndexCheck {
  const missing: IndexCheck["missing"] = [];
  const used = new Set<DeclaredIndex>();
  const seen = new Set<string>();
  for (const shape of shapes) {
    const requirement = requiredIndex(shape);
    if (!requirement) continue;
    const serving = declared.filter((index) => indexServes(index, requirement));
    for (const index of serving) used.add(index);
    const key = JSON.stringify(requirement);
    if (serving.length === 0 && !seen.has(key)) {
      seen.add(key);
      missing.push({ shape, index: indexFor(requirement) });
    }
  }
  return { missing, unused: declared.filter((index) => !used.has(index)) };
}

/** Reads the `indexes` of a `firestore.indexes.json` text, refusing entries it cannot judge. */
export function parseDeclaredIndexes(json: string): DeclaredIndex[] {
  const parsed: unknown = JSON.parse(json);
  const indexes = typeof parsed === "object" && parsed !== null && "indexes" in parsed ? parsed.indexes : undefined;
  if (!Array.isArray(indexes)) throw new Error("firestore.indexes.json has no indexes array.");
  return indexes.map((entry: unknown, i): DeclaredIndex => {
    const index = entry as Partial<DeclaredIndex>;
    const fieldsOk =
      Array.isArray(index.fields) &&
      index.fields.every(
        (field) => typeof field.fieldPath === "string" && (field.order === "ASCENDING" || field.order === "DESCENDING" || field.arrayConfig === "CONTAINS"),
      );
    if (typeof index.collectionGroup !== "string" || (index.queryScope !== "COLLECTION" && index.queryScope !== "COLLECTION_GROUP") || !fieldsOk) {
      throw new Error(`firestore.indexes.json: index ${i} is not { collectionGroup, queryScope, fields: [{ fieldPath, order | arrayConfig }] }.`);
    }
    return index as DeclaredIndex;
  });
}

/** Reads a shapes file (one JSON shape per line, as {@link queryShapeRecorder} writes them), each shape once. */
export function parseQueryShapes(text: string): QueryShape[] {
  const lines = new Set(text.split("\n").filter((line) => line.trim() !== ""));
  return [...lines].map((line) => JSON.parse(line) as QueryShape);
}

/**
 * Appends each shape to `file` the first time this process sees it. Several
 * processes (test workers, a spawned API) may share the file: each line is
 * one small append, and the reader removes duplicates.
 */
export function queryShapeRecorder(file: string): (collection: string, query: Query) => void {
  const written = new Set<string>();
  return (collection, query) => {
    const line = JSON.stringify(queryShape(collection, query));
    if (written.has(line)) return;
    written.add(line);
    appendFileSync(file, `${line}\n`);
  };
}
