import { isFieldTransform, type Query, type StoredValue } from "./port.ts";

/**
 * The checks both drivers apply before touching storage, so they accept and
 * reject exactly the same data and queries with the same messages. Kept apart
 * from the drivers so the Firestore driver never loads better-sqlite3.
 */

export const RANGE_OPS = new Set(["<", "<=", ">", ">="]);

/** Checks that `value` is plain JSON that both drivers hold the same way. */
export function toStored(value: unknown, where: string, inArray: boolean): StoredValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${where}: ${value} is not a finite number.`);
    return value === 0 ? 0 : value;
  }
  if (Array.isArray(value)) {
    if (inArray) throw new Error(`${where}: an array directly inside an array cannot be stored (Firestore forbids it).`);
    return value.map((item: unknown, index) => toStored(item, `${where}[${index}]`, true));
  }
  if (isPlainObject(value)) {
    if (isFieldTransform(value)) throw new Error(`${where}: transforms apply to top-level fields only.`);
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => {
          checkFieldName(key, where);
          return [key, toStored(value[key], `${where}.${key}`, false)];
        }),
    );
  }
  const kind = typeof value === "object" ? Object.prototype.toString.call(value) : typeof value;
  throw new Error(`${where}: ${kind} cannot be stored; use plain JSON (times as ISO strings or epoch milliseconds).`);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function checkFieldName(name: string, where: string): void {
  if (name === "" || /^__.*__$/.test(name)) throw new Error(`${where}: "${name}" is not a valid field name.`);
}

export function checkCollection(collection: string): void {
  const segments = collection.split("/");
  if (segments.length % 2 !== 1 || segments.some((segment) => segment === "" || segment === "." || segment === "..")) {
    throw new Error(`"${collection}" is not a collection path (use "name" or "parent/id/name").`);
  }
}

export function checkId(id: string): void {
  if (typeof id !== "string" || id === "" || id === "." || id === ".." || id.includes("/") || /^__.*__$/.test(id)) {
    throw new Error(`"${String(id)}" is not a valid document id.`);
  }
}

export function checkQuery(query: Query): void {
  const rangeFields = new Set<string>();
  for (const filter of query.where ?? []) {
    checkQueryField(filter.field);
    if (filter.op === "in") {
      if (!Array.isArray(filter.value) || filter.value.length === 0 || filter.value.length > 30) {
        throw new Error(`An "in" filter on "${filter.field}" needs an array of 1 to 30 values.`);
      }
    } else if (RANGE_OPS.has(filter.op)) {
      if (!["number", "string", "boolean"].includes(typeof filter.value)) {
        throw new Error(`A "${filter.op}" filter on "${filter.field}" needs a number, string or boolean.`);
      }
      rangeFields.add(filter.field);
    } else if (filter.op !== "==" && filter.op !== "array-contains") {
      throw new Error(`Unsupported filter operator "${String(filter.op)}".`);
    }
    if (filter.value === undefined) throw new Error(`The filter on "${filter.field}" has no value.`);
    const values = filter.op === "in" ? (filter.value as StoredValue[]) : [filter.value];
    for (const value of values) toStored(value, `The filter on "${filter.field}"`, false);
  }
  if (rangeFields.size > 1) throw new Error(`Range filters must all be on one field (got ${[...rangeFields].join(", ")}).`);
  const first = query.orderBy?.[0];
  const [rangeField] = rangeFields;
  if (first && rangeField !== undefined && first.field !== rangeField) {
    throw new Error(`The first orderBy must be on "${rangeField}", the range-filtered field.`);
  }
  for (const order of query.orderBy ?? []) {
    checkQueryField(order.field);
    if (order.direction !== undefined && order.direction !== "asc" && order.direction !== "desc") {
      throw new Error(`Unsupported order direction "${String(order.direction)}".`);
    }
  }
  if (query.limit !== undefined && (!Number.isInteger(query.limit) || query.limit < 1)) {
    throw new Error(`limit must be a positive integer (got ${query.limit}).`);
  }
}

export function checkQueryField(field: string): void {
  if (typeof field !== "string" || field === "" || /[.~*/[\]"\\`]/.test(field) || /^__.*__$/.test(field)) {
    throw new Error(`"${String(field)}" cannot be queried: use a top-level field name without . ~ * / [ ] " \\ or \`.`);
  }
}
