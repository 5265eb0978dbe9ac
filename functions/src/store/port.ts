/**
 * The store port: the only way domain code reaches persistent data.
 *
 * Documents live in collections addressed by a slash-separated path
 * (`users`, `users/u1/notes`). A document is a JSON object: strings, finite
 * numbers, booleans, null, arrays and nested plain objects. Times are stored as
 * ISO-8601 strings or epoch milliseconds, never as driver-specific types, so
 * both drivers hold exactly the same data.
 *
 * The surface is deliberately narrow: what the domain needs, and what the
 * embedded sqlite driver can give with Firestore's exact semantics:
 * - filters on top-level fields only (==, <, <=, >, >=, in, array-contains);
 * - orderBy on top-level fields (never on the document id), then limit;
 * - no cursors, offsets or collection-group queries;
 * - updates set top-level fields; a nested object is replaced as a whole;
 * - field transforms: increment and arrayUnion.
 * Widening it means teaching the sqlite driver the same semantics, not a
 * limit of Firestore or of its emulator.
 *
 * Two drivers implement it: `sqlite` (better-sqlite3, the local and test
 * default) and `firestore` (@google-cloud/firestore, production). One
 * contract suite (`store-contract.test.ts`) runs against both, the firestore
 * half on the official Cloud Firestore emulator; every query the firestore
 * driver sends with more than one field needs its composite index in
 * `firestore.indexes.json` (`firestore-indexes.ts` checks that).
 */

/** A JSON value as stored in a document field. */
export type StoredValue = string | number | boolean | null | StoredValue[] | { [key: string]: StoredValue };

/** A document's fields. */
export type DocumentData = { [field: string]: StoredValue };

/** A document read back from the store. */
export interface StoredDocument<T extends DocumentData = DocumentData> {
  id: string;
  data: T;
}

export type FilterOp = "==" | "<" | "<=" | ">" | ">=" | "in" | "array-contains";

export interface Filter {
  /** A top-level field name; dotted paths are not supported. */
  field: string;
  op: FilterOp;
  /** For `in`, an array of at most 30 values. */
  value: StoredValue;
}

export interface OrderBy {
  field: string;
  direction?: "asc" | "desc";
}

/**
 * A simple query. Documents that lack an orderBy field are left out, as
 * Firestore does. Range filters and the first orderBy must name the same
 * field when both are present.
 */
export interface Query {
  where?: Filter[];
  orderBy?: OrderBy[];
  /** At most this many documents; a positive integer. */
  limit?: number;
}

/** Field transforms usable in `update` (and in `set`/`create` for increment, which then starts from 0). */
export type FieldTransform = { readonly __transform: "increment"; readonly by: number } | { readonly __transform: "arrayUnion"; readonly values: StoredValue[] };

export const increment = (by: number): FieldTransform => ({ __transform: "increment", by });
export const arrayUnion = (...values: StoredValue[]): FieldTransform => ({ __transform: "arrayUnion", values });

export function isFieldTransform(value: unknown): value is FieldTransform {
  return typeof value === "object" && value !== null && "__transform" in value;
}

/** A partial update: top-level fields set to a value or a transform. */
export type UpdateData = { [field: string]: StoredValue | FieldTransform };

/** Thrown by `create` when the document exists. */
export class AlreadyExistsError extends Error {
  constructor(readonly path: string) {
    super(`Document already exists: ${path}`);
    this.name = "AlreadyExistsError";
  }
}

/** Thrown by `update` when the document does not exist. */
export class NotFoundError extends Error {
  constructor(readonly path: string) {
    super(`Document not found: ${path}`);
    this.name = "NotFoundError";
  }
}

/**
 * Reads and writes inside one transaction. As in Firestore, every read must
 * happen before the first write, and the callback may run more than once
 * (on contention), so it must have no side effects outside the transaction.
 */
export interface Transaction {
  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  query<T extends DocumentData>(collection: string, query?: Query): Promise<StoredDocument<T>[]>;
  set(collection: string, id: string, data: DocumentData): void;
  /** Fails the whole transaction with AlreadyExistsError if the document exists at commit. */
  create(collection: string, id: string, data: DocumentData): void;
  /** Fails the whole transaction with NotFoundError if the document is missing at commit. */
  update(collection: string, id: string, data: UpdateData): void;
  delete(collection: string, id: string): void;
}

export type ChangeType = "added" | "modified" | "removed";

export interface DocumentChange<T extends DocumentData = DocumentData> {
  type: ChangeType;
  id: string;
  /** The document after the change; for `removed`, the last known data. */
  data: T;
}

/**
 * Receives batches of changes for a watched query. The first call carries
 * every document that matches when watching starts, all as `added`.
 */
export type ChangeListener<T extends DocumentData = DocumentData> = (changes: DocumentChange<T>[]) => void;

export type Unsubscribe = () => void;

export interface Store {
  /** `sqlite` or `firestore`; for logs and reports. */
  readonly driver: "sqlite" | "firestore";

  get<T extends DocumentData>(collection: string, id: string): Promise<T | null>;
  /** Several documents of one collection in one round trip; missing ones come back as null, in order. */
  getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]>;
  /** Creates or replaces the whole document. */
  set(collection: string, id: string, data: DocumentData): Promise<void>;
  /** Creates the document; throws AlreadyExistsError if it exists. */
  create(collection: string, id: string, data: DocumentData): Promise<void>;
  /** Sets the given top-level fields; throws NotFoundError if the document is missing. */
  update(collection: string, id: string, data: UpdateData): Promise<void>;
  /** Deletes the document; deleting a missing document is not an error. */
  delete(collection: string, id: string): Promise<void>;
  query<T extends DocumentData>(collection: string, query?: Query): Promise<StoredDocument<T>[]>;
  /** Counts matching documents (limit is ignored). */
  count(collection: string, query?: Pick<Query, "where">): Promise<number>;
  /** Runs `fn` atomically and with isolation; retries it on contention. */
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  /** The change feed behind realtime features (SSE). */
  watch<T extends DocumentData>(collection: string, query: Query, listener: ChangeListener<T>): Unsubscribe;
  /** Releases connections and listeners. */
  close(): Promise<void>;
}
