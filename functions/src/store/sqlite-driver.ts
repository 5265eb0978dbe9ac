/**
 * The embedded store driver: one SQLite file through better-sqlite3.
 *
 * All documents live in one table keyed by (collection path, id) with the
 * document as canonical JSON text (object keys sorted), so `==` on maps and
 * arrays can compare JSON text and both drivers return the same data.
 * Filters and ordering use json_type/json_extract on top-level fields with
 * Firestore's rules: values of different types never compare as equal or
 * in range, ordering goes null < booleans < numbers < strings < arrays <
 * maps, ties break on the document id, and a document without an orderBy
 * field is left out. Arrays and maps order among themselves by their JSON
 * text, which is not Firestore's element-wise order; nothing orders by them.
 *
 * Concurrency: domain transaction callbacks are async, and better-sqlite3 has
 * one transaction per connection, so every write (transactional or not) runs
 * under an in-process async mutex on a dedicated write connection inside
 * BEGIN IMMEDIATE (which also locks out other processes on the same file).
 * Reads outside transactions use a second connection; under WAL it always
 * reads the last committed state, so it never sees a transaction's
 * uncommitted writes and never waits for one.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

import type BetterSqlite3 from "better-sqlite3";

import { chargeReads, chargeWrites, countReadCost, queryReadCost, watchMeter } from "./cost-meter.ts";
import {
  AlreadyExistsError,
  NotFoundError,
  isFieldTransform,
  type ChangeListener,
  type DocumentChange,
  type DocumentData,
  type Filter,
  type Query,
  type StoredDocument,
  type StoredValue,
  type Store,
  type Transaction,
  type UpdateData,
} from "./port.ts";
import { RANGE_OPS, checkCollection, checkFieldName, checkId, checkQuery, isPlainObject, toStored } from "./validate.ts";

/** Options for {@link createSqliteStore}. */
export interface SqliteStoreOptions {
  /** The database file; its parent directory is created when missing. */
  file: string;
}

/**
 * Opens (or creates) the SQLite store at `options.file`.
 *
 * Durability: WAL with synchronous=NORMAL. A commit is appended to the WAL
 * through the OS before it returns, so an acknowledged write survives the
 * process being killed; only an OS crash or power loss can drop the last
 * few commits, which is acceptable for the local and test store.
 */
export function createSqliteStore(options: SqliteStoreOptions): Store {
  return new SqliteStore(resolve(options.file));
}

// better-sqlite3 is a native devDependency that production never installs.
// A runtime require (which bundlers leave alone) loads it only when this
// driver is actually constructed, even if a bundler inlines this module.
const requireNative = createRequire(import.meta.url);

type Db = BetterSqlite3.Database;
type Row = { id: string; data: string };

type WriteOp =
  | { kind: "set" | "create"; collection: string; id: string; json: string }
  | { kind: "update"; collection: string; id: string; data: UpdateData }
  | { kind: "delete"; collection: string; id: string };

interface Watcher {
  collection: string;
  query: Query;
  deliver: (changes: DocumentChange[]) => void;
  docs: Map<string, string>;
  active: boolean;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS docs (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (collection, id)
) WITHOUT ROWID`;

class SqliteStore implements Store {
  readonly driver = "sqlite" as const;
  private readonly writeDb: Db;
  private readonly readDb: Db;
  private readonly statements = new WeakMap<Db, Map<string, BetterSqlite3.Statement>>();
  private readonly mutex = new Mutex();
  // Store writes inside a transaction callback would wait for the mutex the
  // transaction holds, forever; this lets them fail fast with a clear error.
  private readonly txScope = new AsyncLocalStorage<{ active: boolean }>();
  private readonly watchers = new Set<Watcher>();
  private closed = false;

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    const Database = requireNative("better-sqlite3") as typeof BetterSqlite3;
    this.writeDb = new Database(file);
    this.writeDb.pragma("journal_mode = WAL");
    this.writeDb.pragma("synchronous = NORMAL");
    this.writeDb.pragma("busy_timeout = 5000");
    this.writeDb.exec(SCHEMA);
    this.readDb = new Database(file, { fileMustExist: true });
    this.readDb.pragma("busy_timeout = 5000");
    this.readDb.pragma("query_only = ON");
  }

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    this.assertOpen();
    checkCollection(collection);
    checkId(id);
    const row = this.prepare(this.readDb, "SELECT data FROM docs WHERE collection = ? AND id = ?").get(collection, id) as { data: string } | undefined;
    chargeReads(1);
    return row ? (JSON.parse(row.data) as T) : null;
  }

  async getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]> {
    this.assertOpen();
    checkCollection(collection);
    ids.forEach(checkId);
    if (ids.length === 0) return [];
    const rows = this.prepare(this.readDb, "SELECT id, data FROM docs WHERE collection = ? AND id IN (SELECT value FROM json_each(?))").all(
      collection,
      JSON.stringify(ids),
    ) as Row[];
    const byId = new Map(rows.map((row) => [row.id, row.data]));
    chargeReads(ids.length);
    return ids.map((id) => {
      const data = byId.get(id);
      return data === undefined ? null : (JSON.parse(data) as T);
    });
  }

  async set(collection: string, id: string, data: DocumentData): Promise<void> {
    return this.write(prepareWrite("set", collection, id, data));
  }

  async create(collection: string, id: string, data: DocumentData): Promise<void> {
    return this.write(prepareWrite("create", collection, id, data));
  }

  async update(collection: string, id: string, data: UpdateData): Promise<void> {
    return this.write(prepareWrite("update", collection, id, data));
  }

  async delete(collection: string, id: string): Promise<void> {
    return this.write(prepareWrite("delete", collection, id));
  }

  async query<T extends DocumentData>(collection: string, query: Query = {}): Promise<StoredDocument<T>[]> {
    this.assertOpen();
    checkCollection(collection);
    checkQuery(query);
    const rows = this.runQuery(this.readDb, collection, query);
    chargeReads(queryReadCost(rows.length));
    return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as T }));
  }

  async count(collection: string, query: Pick<Query, "where"> = {}): Promise<number> {
    this.assertOpen();
    checkCollection(collection);
    const where = query.where ? { where: query.where } : {};
    checkQuery(where);
    const { sql, params } = buildSelect("count(*) AS n", collection, where, false);
    const { n } = this.prepare(this.readDb, sql).get(...params) as { n: number };
    chargeReads(countReadCost(n));
    return n;
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    this.assertOpen();
    this.assertOutsideTransaction("runTransaction");
    const { result, writes } = await this.mutex.run(async () => {
      const db = this.writeDb;
      db.exec("BEGIN IMMEDIATE");
      const scope = { active: true };
      const tx = new SqliteTransaction(this, db);
      try {
        const result = await this.txScope.run(scope, () => fn(tx));
        scope.active = false;
        tx.finished = true;
        const touched = new Set<string>();
        for (const op of tx.ops) touched.add(this.apply(db, op));
        db.exec("COMMIT");
        this.refreshWatchers(touched);
        return { result, writes: tx.ops.length };
      } catch (error) {
        scope.active = false;
        tx.finished = true;
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      }
    });
    // Like Firestore, writes are billed only once they are committed.
    chargeWrites(writes);
    return result;
  }

  watch<T extends DocumentData>(collection: string, query: Query, listener: ChangeListener<T>): () => void {
    this.assertOpen();
    checkCollection(collection);
    checkQuery(query);
    const rows = this.runQuery(this.readDb, collection, query);
    const meter = watchMeter();
    meter.first(rows.length);
    let first = true;
    const watcher: Watcher = {
      collection,
      query,
      deliver: (changes) => {
        if (!first) meter.changed(changes.filter((change) => change.type !== "removed").length);
        first = false;
        listener(changes as DocumentChange<T>[]);
      },
      docs: new Map(rows.map((row) => [row.id, row.data])),
      active: true,
    };
    this.watchers.add(watcher);
    // The first batch is delivered even when empty: it tells the listener the
    // initial state is complete, as Firestore's first snapshot does.
    schedule(
      watcher,
      rows.map((row) => ({ type: "added", id: row.id, data: JSON.parse(row.data) as DocumentData })),
    );
    return () => {
      watcher.active = false;
      this.watchers.delete(watcher);
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const watcher of this.watchers) watcher.active = false;
    this.watchers.clear();
    // Let queued writes finish before the connections go away.
    await this.mutex.run(() => undefined);
    this.readDb.close();
    this.writeDb.close();
  }

  /** Reads one document on `db` (the write connection inside transactions). */
  readOne(db: Db, collection: string, id: string): string | undefined {
    const row = this.prepare(db, "SELECT data FROM docs WHERE collection = ? AND id = ?").get(collection, id) as { data: string } | undefined;
    return row?.data;
  }

  runQuery(db: Db, collection: string, query: Query): Row[] {
    const { sql, params } = buildSelect("id, data", collection, query, true);
    return this.prepare(db, sql).all(...params) as Row[];
  }

  private async write(op: WriteOp): Promise<void> {
    this.assertOpen();
    this.assertOutsideTransaction(op.kind);
    await this.mutex.run(() => {
      const db = this.writeDb;
      db.exec("BEGIN IMMEDIATE");
      try {
        const touched = this.apply(db, op);
        db.exec("COMMIT");
        this.refreshWatchers(new Set([touched]));
      } catch (error) {
        if (db.inTransaction) db.exec("ROLLBACK");
        throw error;
      }
    });
    chargeWrites(1);
  }

  /** Applies one write inside the open transaction; returns the collection it touched. */
  private apply(db: Db, op: WriteOp): string {
    const { collection, id } = op;
    switch (op.kind) {
      case "set":
        this.prepare(db, "INSERT INTO docs (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data").run(
          collection,
          id,
          op.json,
        );
        break;
      case "create":
        if (this.readOne(db, collection, id) !== undefined) throw new AlreadyExistsError(`${collection}/${id}`);
        this.prepare(db, "INSERT INTO docs (collection, id, data) VALUES (?, ?, ?)").run(collection, id, op.json);
        break;
      case "update": {
        const current = this.readOne(db, collection, id);
        if (current === undefined) throw new NotFoundError(`${collection}/${id}`);
        const next = applyFields(JSON.parse(current) as DocumentData, op.data);
        this.prepare(db, "UPDATE docs SET data = ? WHERE collection = ? AND id = ?").run(JSON.stringify(next), collection, id);
        break;
      }
      case "delete":
        this.prepare(db, "DELETE FROM docs WHERE collection = ? AND id = ?").run(collection, id);
        break;
    }
    return collection;
  }

  /** Runs right after a commit, so watchers only ever see committed state. */
  private refreshWatchers(collections: Set<string>): void {
    for (const watcher of this.watchers) {
      if (!collections.has(watcher.collection)) continue;
      try {
        const rows = this.runQuery(this.readDb, watcher.collection, watcher.query);
        const next = new Map(rows.map((row) => [row.id, row.data]));
        const changes: DocumentChange[] = [];
        for (const [id, data] of watcher.docs) {
          if (!next.has(id)) changes.push({ type: "removed", id, data: JSON.parse(data) as DocumentData });
        }
        for (const row of rows) {
          const before = watcher.docs.get(row.id);
          if (before === undefined) changes.push({ type: "added", id: row.id, data: JSON.parse(row.data) as DocumentData });
          else if (before !== row.data) changes.push({ type: "modified", id: row.id, data: JSON.parse(row.data) as DocumentData });
        }
        watcher.docs = next;
        if (changes.length > 0) schedule(watcher, changes);
      } catch (error) {
        // The write is already committed; a failing watcher must not undo it.
        console.error(`[store] watch on ${watcher.collection} failed to refresh:`, error);
      }
    }
  }

  private prepare(db: Db, sql: string): BetterSqlite3.Statement {
    let cache = this.statements.get(db);
    if (!cache) {
      cache = new Map();
      this.statements.set(db, cache);
    }
    let statement = cache.get(sql);
    if (!statement) {
      // Query shapes are few (field names and operators, never values), but
      // cap the cache so an unusual caller cannot grow it without bound.
      if (cache.size >= 500) cache.clear();
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error("The store is closed.");
  }

  private assertOutsideTransaction(method: string): void {
    if (this.txScope.getStore()?.active) {
      throw new Error(`store.${method}() was called inside runTransaction(); use the transaction's own methods there.`);
    }
  }
}

class SqliteTransaction implements Transaction {
  readonly ops: WriteOp[] = [];
  finished = false;

  constructor(
    private readonly store: SqliteStore,
    private readonly db: Db,
  ) {}

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    this.beforeRead();
    checkCollection(collection);
    checkId(id);
    const data = this.store.readOne(this.db, collection, id);
    chargeReads(1);
    return data === undefined ? null : (JSON.parse(data) as T);
  }

  async query<T extends DocumentData>(collection: string, query: Query = {}): Promise<StoredDocument<T>[]> {
    this.beforeRead();
    checkCollection(collection);
    checkQuery(query);
    const rows = this.store.runQuery(this.db, collection, query);
    chargeReads(queryReadCost(rows.length));
    return rows.map((row) => ({ id: row.id, data: JSON.parse(row.data) as T }));
  }

  set(collection: string, id: string, data: DocumentData): void {
    this.push(prepareWrite("set", collection, id, data));
  }

  create(collection: string, id: string, data: DocumentData): void {
    this.push(prepareWrite("create", collection, id, data));
  }

  update(collection: string, id: string, data: UpdateData): void {
    this.push(prepareWrite("update", collection, id, data));
  }

  delete(collection: string, id: string): void {
    this.push(prepareWrite("delete", collection, id));
  }

  private beforeRead(): void {
    if (this.finished) throw new Error("This transaction has already finished.");
    if (this.ops.length > 0) throw new Error(READ_AFTER_WRITE);
  }

  private push(op: WriteOp): void {
    if (this.finished) throw new Error("This transaction has already finished.");
    this.ops.push(op);
  }
}

const READ_AFTER_WRITE = "Transactions must perform all reads before any writes (a Firestore rule the store keeps for both drivers).";

/** A FIFO async lock: each task starts after the previous one settles. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<R>(task: () => R | Promise<R>): Promise<R> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** Delivers after the current synchronous work, in order, unless unsubscribed by then. */
function schedule(watcher: Watcher, changes: DocumentChange[]): void {
  queueMicrotask(() => {
    if (!watcher.active) return;
    try {
      watcher.deliver(changes);
    } catch (error) {
      console.error(`[store] a watch listener on ${watcher.collection} threw:`, error);
    }
  });
}

function prepareWrite(kind: "set" | "create", collection: string, id: string, data: DocumentData): WriteOp;
function prepareWrite(kind: "update", collection: string, id: string, data: UpdateData): WriteOp;
function prepareWrite(kind: "delete", collection: string, id: string): WriteOp;
function prepareWrite(kind: WriteOp["kind"], collection: string, id: string, data?: UpdateData): WriteOp {
  checkCollection(collection);
  checkId(id);
  const path = `${collection}/${id}`;
  if (kind === "delete") return { kind, collection, id };
  if (!isPlainObject(data)) throw new Error(`The data for ${path} must be a plain object.`);
  if (kind === "update") {
    if (Object.keys(data).length === 0) throw new Error(`An update of ${path} needs at least one field.`);
    // Validate now so a bad value fails at the call, not later at commit.
    applyFields({}, data, path);
    return { kind, collection, id, data };
  }
  // A transform in set/create starts from an absent field, as in Firestore.
  return { kind, collection, id, json: JSON.stringify(applyFields({}, data, path)) };
}

/** Returns `base` with the top-level fields of `data` set or transformed, canonicalised. */
function applyFields(base: DocumentData, data: UpdateData, path = "document"): DocumentData {
  const next: DocumentData = { ...base };
  for (const [field, value] of Object.entries(data)) {
    checkFieldName(field, path);
    if (value === undefined) throw new Error(`Field "${field}" of ${path} is undefined; omit it or use null.`);
    if (isFieldTransform(value)) {
      const current = base[field];
      if (value.__transform === "increment") {
        if (typeof value.by !== "number" || !Number.isFinite(value.by)) throw new Error(`increment() on "${field}" of ${path} needs a finite number.`);
        next[field] = (typeof current === "number" ? current : 0) + value.by;
      } else {
        const merged = Array.isArray(current) ? [...current] : [];
        const seen = new Set(merged.map((item) => JSON.stringify(item)));
        for (const item of value.values) {
          const stored = toStored(item, `${path} ${field}[]`, true);
          const key = JSON.stringify(stored);
          if (!seen.has(key)) {
            seen.add(key);
            merged.push(stored);
          }
        }
        next[field] = merged;
      }
    } else {
      next[field] = toStored(value, `${path} ${field}`, false);
    }
  }
  return sortKeys(next);
}

function sortKeys(data: DocumentData): DocumentData {
  return Object.fromEntries(Object.keys(data).sort().map((key) => [key, data[key] as StoredValue]));
}

/**
 * Checks that `value` is plain JSON that Firestore can hold the same way and
 * returns it with object keys sorted (the canonical form `==` relies on).
 */








// Field names are validated by checkQueryField, so quoting them into a JSON
// path literal is safe; inlining (instead of binding) keeps one prepared
// statement per query shape.
const jsonPath = (field: string): string => `'$."${field.replace(/'/g, "''")}"'`;
const typeOf = (field: string): string => `json_type(data, ${jsonPath(field)})`;
const valueOf = (field: string): string => `json_extract(data, ${jsonPath(field)})`;
const typeRank = (type: string): string =>
  `CASE ${type} WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1 WHEN 'integer' THEN 2 WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'array' THEN 4 ELSE 5 END`;

type Param = string | number | null;

/** Firestore equality: same type and same value; arrays and maps compare as canonical JSON. */
function equalsSql(type: string, value: string, expected: StoredValue, params: Param[]): string {
  if (expected === null) return `${type} = 'null'`;
  if (typeof expected === "boolean") return `${type} = '${expected ? "true" : "false"}'`;
  if (typeof expected === "number") {
    params.push(expected);
    return `(${type} IN ('integer', 'real') AND ${value} = ?)`;
  }
  if (typeof expected === "string") {
    params.push(expected);
    return `(${type} = 'text' AND ${value} = ?)`;
  }
  params.push(JSON.stringify(toStored(expected, "filter value", false)));
  return `(${type} = '${Array.isArray(expected) ? "array" : "object"}' AND ${value} = json(?))`;
}

function filterSql(filter: Filter, params: Param[]): string {
  const type = typeOf(filter.field);
  const value = valueOf(filter.field);
  const expected = filter.value;
  switch (filter.op) {
    case "==":
      return equalsSql(type, value, expected, params);
    case "in":
      return `(${(expected as StoredValue[]).map((item) => equalsSql(type, value, item, params)).join(" OR ")})`;
    case "array-contains":
      return `(${type} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${jsonPath(filter.field)}) AS e WHERE ${equalsSql("e.type", "e.value", expected, params)}))`;
    default: {
      // Ranges stay within the value's type, as in Firestore.
      if (typeof expected === "number") {
        params.push(expected);
        return `(${type} IN ('integer', 'real') AND ${value} ${filter.op} ?)`;
      }
      if (typeof expected === "boolean") {
        params.push(expected ? 1 : 0);
        return `(${type} IN ('true', 'false') AND ${value} ${filter.op} ?)`;
      }
      params.push(expected as string);
      return `(${type} = 'text' AND ${value} ${filter.op} ?)`;
    }
  }
}

function buildSelect(columns: string, collection: string, query: Query, ordered: boolean): { sql: string; params: Param[] } {
  const params: Param[] = [collection];
  const conditions = ["collection = ?"];
  for (const filter of query.where ?? []) conditions.push(filterSql(filter, params));
  let sql = `SELECT ${columns} FROM docs WHERE ${conditions.join(" AND ")}`;
  if (!ordered) return { sql, params };

  let orderBy = query.orderBy ?? [];
  const range = (query.where ?? []).find((filter) => RANGE_OPS.has(filter.op));
  // Firestore orders by the range field first when no order is given.
  if (orderBy.length === 0 && range) orderBy = [{ field: range.field }];
  const terms: string[] = [];
  for (const order of orderBy) {
    const direction = order.direction === "desc" ? "DESC" : "ASC";
    sql += ` AND ${typeOf(order.field)} IS NOT NULL`;
    terms.push(`${typeRank(typeOf(order.field))} ${direction}`, `${valueOf(order.field)} ${direction}`);
  }
  // Ties break on the document id in the direction of the last order, as in Firestore.
  terms.push(`id ${orderBy.at(-1)?.direction === "desc" ? "DESC" : "ASC"}`);
  sql += ` ORDER BY ${terms.join(", ")}`;
  if (query.limit !== undefined) {
    sql += " LIMIT ?";
    params.push(query.limit);
  }
  return { sql, params };
}
