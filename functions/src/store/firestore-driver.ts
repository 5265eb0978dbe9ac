/**
 * The production store driver: Cloud Firestore through @google-cloud/firestore.
 *
 * It implements the port with get/set/update/delete, create(), where (==,
 * in, array-contains, ranges), orderBy+limit, count(), increment and
 * arrayUnion, runTransaction and onSnapshot, and the contract suite proves
 * it against the official Cloud Firestore emulator. Costs are metered here,
 * with the same rules as the sqlite driver, rather than read back from
 * Firestore's billing.
 *
 * The client comes from @google-cloud/firestore itself, not firebase-admin's
 * bundled copy: FieldValue and FieldPath only work with a Firestore instance
 * from the same package copy, and callers may pass their own instance.
 */
import {
  FieldPath,
  FieldValue,
  Firestore,
  type DocumentReference,
  type Query as FirestoreQuery,
  type Transaction as FirestoreTransaction,
  type WhereFilterOp,
} from "@google-cloud/firestore";

import { chargeReads, chargeWrites, countReadCost, queryReadCost, watchMeter } from "./cost-meter.ts";
import { queryShapeRecorder } from "./firestore-indexes.ts";
import {
  AlreadyExistsError,
  NotFoundError,
  isFieldTransform,
  type ChangeListener,
  type DocumentChange,
  type DocumentData,
  type Query,
  type StoredDocument,
  type StoredValue,
  type Store,
  type Transaction,
  type UpdateData,
} from "./port.ts";
import { RANGE_OPS, checkCollection, checkFieldName, checkId, checkQuery, isPlainObject, toStored } from "./validate.ts";

/** Options for {@link createFirestoreStore}. */
export interface FirestoreStoreOptions {
  projectId: string;
  /** A named database; the default database when omitted. */
  databaseId?: string;
  /** An existing client; the store then leaves closing it to the caller. */
  firestore?: Firestore;
  /** Appends the shape of every distinct query to this file (see firestore-indexes.ts). */
  queryShapesFile?: string;
}

/**
 * Creates the Firestore-backed store. Without `options.firestore` it makes its
 * own client (Application Default Credentials in production;
 * `FIRESTORE_EMULATOR_HOST` points it at an emulator) and `close()` ends it.
 */
export function createFirestoreStore(options: FirestoreStoreOptions): Store {
  const owned = options.firestore === undefined;
  const db = options.firestore ?? new Firestore({ projectId: options.projectId, ...(options.databaseId ? { databaseId: options.databaseId } : {}) });
  return new FirestoreStore(db, owned, options.queryShapesFile ? queryShapeRecorder(options.queryShapesFile) : undefined);
}

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

/** A write recorded in a transaction, to name the document when its commit fails. */
interface PendingWrite {
  kind: "set" | "create" | "update" | "delete";
  path: string;
}

class FirestoreStore implements Store {
  readonly driver = "firestore" as const;
  private readonly unsubscribers = new Set<() => void>();
  private closed = false;

  constructor(
    private readonly db: Firestore,
    private readonly owned: boolean,
    private readonly recordShape: ((collection: string, query: Query) => void) | undefined,
  ) {}

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    const snapshot = await this.doc(collection, id).get();
    chargeReads(1);
    return snapshot.exists ? (snapshot.data() as T) : null;
  }

  async getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]> {
    const refs = ids.map((id) => this.doc(collection, id));
    if (refs.length === 0) return [];
    const snapshots = await this.db.getAll(...refs);
    const byPath = new Map(snapshots.map((snapshot) => [snapshot.ref.path, snapshot]));
    chargeReads(ids.length);
    return refs.map((ref) => {
      const snapshot = byPath.get(ref.path);
      return snapshot?.exists ? (snapshot.data() as T) : null;
    });
  }

  async set(collection: string, id: string, data: DocumentData): Promise<void> {
    const ref = this.doc(collection, id);
    await ref.set(toFirestoreData(data, ref.path));
    chargeWrites(1);
  }

  async create(collection: string, id: string, data: DocumentData): Promise<void> {
    const ref = this.doc(collection, id);
    try {
      await ref.create(toFirestoreData(data, ref.path));
    } catch (error) {
      throw mapError(error, [{ kind: "create", path: ref.path }]);
    }
    chargeWrites(1);
  }

  async update(collection: string, id: string, data: UpdateData): Promise<void> {
    const ref = this.doc(collection, id);
    const [field, value, ...rest] = toUpdateArguments(data, ref.path);
    try {
      await ref.update(field, value, ...rest);
    } catch (error) {
      throw mapError(error, [{ kind: "update", path: ref.path }]);
    }
    chargeWrites(1);
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.doc(collection, id).delete();
    chargeWrites(1);
  }

  async query<T extends DocumentData>(collection: string, query: Query = {}): Promise<StoredDocument<T>[]> {
    const snapshot = await this.buildQuery(collection, query).get();
    const docs = snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as T }));
    chargeReads(queryReadCost(docs.length));
    return docs;
  }

  async count(collection: string, query: Pick<Query, "where"> = {}): Promise<number> {
    const snapshot = await this.buildQuery(collection, query.where ? { where: query.where } : {}).count().get();
    const { count } = snapshot.data();
    chargeReads(countReadCost(count));
    return count;
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    this.assertOpen();
    let attempt: FirestoreTransactionAdapter | undefined;
    let result: R;
    try {
      // Firestore may call this more than once on contention; each attempt
      // gets a fresh adapter so only the last attempt's writes are counted.
      result = await this.db.runTransaction(async (firestoreTx) => {
        const tx = new FirestoreTransactionAdapter(this, firestoreTx);
        attempt = tx;
        try {
          return await fn(tx);
        } finally {
          tx.finished = true;
        }
      }, transactionOptions);
    } catch (error) {
      throw mapError(error, attempt?.writes ?? []);
    }
    chargeWrites(attempt?.writes.length ?? 0);
    return result;
  }

  watch<T extends DocumentData>(collection: string, query: Query, listener: ChangeListener<T>): () => void {
    const firestoreQuery = this.buildQuery(collection, query);
    let known: Map<string, { json: string; data: DocumentData }> | undefined;
    let active = true;
    const meter = watchMeter();
    // Changes are computed by diffing data rather than from docChanges(): a
    // write that changes nothing is then not reported, the same as in the
    // sqlite driver.
    const stop = firestoreQuery.onSnapshot(
      (snapshot) => {
        if (!active) return;
        const next = new Map<string, { json: string; data: DocumentData }>();
        for (const doc of snapshot.docs) {
          const data = doc.data() as DocumentData;
          next.set(doc.id, { json: JSON.stringify(data), data });
        }
        const first = known === undefined;
        const before = known ?? new Map<string, { json: string; data: DocumentData }>();
        const changes: DocumentChange[] = [];
        for (const [id, doc] of before) {
          if (!next.has(id)) changes.push({ type: "removed", id, data: doc.data });
        }
        for (const [id, doc] of next) {
          const previous = before.get(id);
          if (previous === undefined) changes.push({ type: "added", id, data: doc.data });
          else if (previous.json !== doc.json) changes.push({ type: "modified", id, data: doc.data });
        }
        known = next;
        if (first) meter.first(next.size);
        else meter.changed(changes.filter((change) => change.type !== "removed").length);
        if (!first && changes.length === 0) return;
        try {
          listener(changes as DocumentChange<T>[]);
        } catch (error) {
          console.error(`[store] a watch listener on ${collection} threw:`, error);
        }
      },
      (error) => {
        // The port has no error channel; Firestore already retried what it could.
        console.error(`[store] watch on ${collection} stopped:`, error);
      },
    );
    const unsubscribe = (): void => {
      if (!active) return;
      active = false;
      stop();
      this.unsubscribers.delete(unsubscribe);
    };
    this.unsubscribers.add(unsubscribe);
    return unsubscribe;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const unsubscribe of [...this.unsubscribers]) unsubscribe();
    if (this.owned) await this.db.terminate();
  }

  doc(collection: string, id: string): DocumentReference {
    this.assertOpen();
    checkCollection(collection);
    checkId(id);
    return this.db.collection(collection).doc(id);
  }

  buildQuery(collection: string, query: Query): FirestoreQuery {
    this.assertOpen();
    checkCollection(collection);
    checkQuery(query);
    this.recordShape?.(collection, query);
    let built: FirestoreQuery = this.db.collection(collection);
    for (const filter of query.where ?? []) {
      const value = filter.op === "in" ? (filter.value as StoredValue[]).map((item) => toStored(item, "filter value", false)) : toStored(filter.value, "filter value", false);
      built = built.where(new FieldPath(filter.field), filter.op satisfies WhereFilterOp, value);
    }
    let orderBy = query.orderBy ?? [];
    const range = (query.where ?? []).find((filter) => RANGE_OPS.has(filter.op));
    // Firestore orders by a lone range's field implicitly; saying so keeps
    // the order in the query itself, where the index recorder sees it too.
    if (orderBy.length === 0 && range) orderBy = [{ field: range.field }];
    for (const order of orderBy) built = built.orderBy(new FieldPath(order.field), order.direction ?? "asc");
    if (query.limit !== undefined) built = built.limit(query.limit);
    return built;
  }

  assertOpen(): void {
    if (this.closed) throw new Error("The store is closed.");
  }
}

class FirestoreTransactionAdapter implements Transaction {
  readonly writes: PendingWrite[] = [];
  finished = false;

  constructor(
    private readonly store: FirestoreStore,
    private readonly tx: FirestoreTransaction,
  ) {}

  async get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    this.beforeRead();
    const snapshot = await this.tx.get(this.store.doc(collection, id));
    chargeReads(1);
    return snapshot.exists ? (snapshot.data() as T) : null;
  }

  async query<T extends DocumentData>(collection: string, query: Query = {}): Promise<StoredDocument<T>[]> {
    this.beforeRead();
    const snapshot = await this.tx.get(this.store.buildQuery(collection, query));
    const docs = snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() as T }));
    chargeReads(queryReadCost(docs.length));
    return docs;
  }

  set(collection: string, id: string, data: DocumentData): void {
    const ref = this.beforeWrite("set", collection, id);
    this.tx.set(ref, toFirestoreData(data, ref.path));
  }

  create(collection: string, id: string, data: DocumentData): void {
    const ref = this.beforeWrite("create", collection, id);
    this.tx.create(ref, toFirestoreData(data, ref.path));
  }

  update(collection: string, id: string, data: UpdateData): void {
    const ref = this.beforeWrite("update", collection, id);
    const [field, value, ...rest] = toUpdateArguments(data, ref.path);
    this.tx.update(ref, field, value, ...rest);
  }

  delete(collection: string, id: string): void {
    this.tx.delete(this.beforeWrite("delete", collection, id));
  }

  private beforeRead(): void {
    if (this.finished) throw new Error("This transaction has already finished.");
    if (this.writes.length > 0) throw new Error(READ_AFTER_WRITE);
  }

  private beforeWrite(kind: PendingWrite["kind"], collection: string, id: string): DocumentReference {
    if (this.finished) throw new Error("This transaction has already finished.");
    const ref = this.store.doc(collection, id);
    this.writes.push({ kind, path: `${collection}/${id}` });
    return ref;
  }
}

const READ_AFTER_WRITE = "Transactions must perform all reads before any writes (a Firestore rule the store keeps for both drivers).";

/**
 * Ten attempts where the SDK makes five. Transactions on one document (the
 * last seats of a circle, say) abort each other while they wait for its lock,
 * and each retry backs off longer, with jitter: more attempts give the losers
 * of a race the time to read the winner's write and answer why (a 409)
 * rather than run out of attempts (a 500). Seen on the official emulator in a
 * clean-clone CI run: three people joining for the last seat, two 500s.
 */
const transactionOptions = { maxAttempts: 10 };

/**
 * Turns Firestore's precondition failures into the port's errors. In a
 * transaction the failing document is the one the message names, else the
 * first write that could have failed that way.
 */
function mapError(error: unknown, writes: PendingWrite[]): unknown {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  if (code !== ALREADY_EXISTS && code !== NOT_FOUND) return error;
  const kind = code === ALREADY_EXISTS ? "create" : "update";
  const message = error instanceof Error ? error.message : "";
  const candidates = writes.filter((write) => write.kind === kind);
  // Longest first, so "c/ab" is not taken for "c/a" when the message names "c/ab".
  const named = [...candidates].sort((a, b) => b.path.length - a.path.length).find((write) => message.includes(`/${write.path}`)) ?? candidates[0];
  const path = named?.path ?? "(unknown document)";
  return code === ALREADY_EXISTS ? new AlreadyExistsError(path) : new NotFoundError(path);
}

/** The port's data with top-level transforms turned into Firestore FieldValues. */
function toFirestoreData(data: UpdateData, path: string): Record<string, unknown> {
  if (!isPlainObject(data)) throw new Error(`The data for ${path} must be a plain object.`);
  return Object.fromEntries(Object.entries(data).map(([field, value]) => [field, toFirestoreValue(field, value, path)]));
}

function toFirestoreValue(field: string, value: unknown, path: string): unknown {
  checkFieldName(field, path);
  if (value === undefined) throw new Error(`Field "${field}" of ${path} is undefined; omit it or use null.`);
  if (!isFieldTransform(value)) return toStored(value, `${path} ${field}`, false);
  if (value.__transform === "increment") {
    if (typeof value.by !== "number" || !Number.isFinite(value.by)) throw new Error(`increment() on "${field}" of ${path} needs a finite number.`);
    return FieldValue.increment(value.by);
  }
  return FieldValue.arrayUnion(...value.values.map((item) => toStored(item, `${path} ${field}[]`, true)));
}

/**
 * update() arguments as FieldPath/value pairs, so a field name is always one
 * top-level field (the object form would read "a.b" as a nested path).
 */
function toUpdateArguments(data: UpdateData, path: string): [FieldPath, unknown, ...unknown[]] {
  if (!isPlainObject(data)) throw new Error(`The data for ${path} must be a plain object.`);
  const pairs = Object.entries(data).flatMap(([field, value]) => [new FieldPath(field), toFirestoreValue(field, value, path)]);
  const [field, value, ...rest] = pairs;
  if (!(field instanceof FieldPath)) throw new Error(`An update of ${path} needs at least one field.`);
  return [field, value, ...rest];
}
