import type { z } from "zod";
import type { ChangeListener, DocumentData, FieldTransform, Query, Store, StoredDocument, Transaction, Unsubscribe, UpdateData } from "./port.ts";

/** Reads in or out of a transaction: both have `get` and `query`. */
export type DocumentReader = Pick<Store, "get" | "query"> | Pick<Transaction, "get" | "query">;

/** A partial update: some of the document's fields, each a value of its type or a transform. */
export type UpdateOf<T extends DocumentData> = { [K in keyof T]?: T[K] | FieldTransform };

/** The schema of a collection's documents: what it reads must parse as `T`. */
export type DocumentSchema<T extends DocumentData> = z.ZodType<T>;

/** A stored document that does not match its collection's schema: a bug or a migration to write, never the caller's fault. */
export class StoredDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    const first = issues[0];
    super(`${path} does not match its schema${first ? `: ${first.path.join(".") || "(document)"} ${first.message}` : ""}.`);
    this.name = "StoredDocumentError";
  }
}

/**
 * One collection of the store with its document type: every document read
 * is parsed with the schema (no unchecked casts), and writes are typed by it.
 * Each collection's module (`users/users-collection.ts`, ...) makes one and
 * adds the few reads and writes its domain needs.
 */
export class Collection<T extends DocumentData> {
  constructor(
    readonly name: string,
    readonly schema: DocumentSchema<T>,
  ) {}

  /** The document as the schema reads it. */
  parse(id: string, data: DocumentData): T {
    const parsed = this.schema.safeParse(data);
    if (!parsed.success) throw new StoredDocumentError(`${this.name}/${id}`, parsed.error.issues);
    return parsed.data;
  }

  async get(read: DocumentReader, id: string): Promise<T | null> {
    const data = await read.get(this.name, id);
    return data === null ? null : this.parse(id, data);
  }

  async getMany(store: Store, ids: string[]): Promise<(T | null)[]> {
    const found = await store.getMany(this.name, ids);
    return found.map((data, index) => (data === null ? null : this.parse(ids[index] ?? "", data)));
  }

  async query(read: DocumentReader, query?: Query): Promise<StoredDocument<T>[]> {
    const found = await read.query(this.name, query);
    return found.map(({ id, data }) => ({ id, data: this.parse(id, data) }));
  }

  count(store: Store, query?: Pick<Query, "where">): Promise<number> {
    return store.count(this.name, query);
  }

  /** The change feed of a query, each document parsed. */
  watch(store: Store, query: Query, listener: ChangeListener<T>): Unsubscribe {
    return store.watch(this.name, query, (changes) => listener(changes.map((change) => ({ ...change, data: this.parse(change.id, change.data) }))));
  }

  set(write: Transaction, id: string, data: T): void;
  set(write: Store, id: string, data: T): Promise<void>;
  set(write: Store | Transaction, id: string, data: T): Promise<void> | void {
    return write.set(this.name, id, data);
  }

  create(write: Transaction, id: string, data: T): void;
  create(write: Store, id: string, data: T): Promise<void>;
  create(write: Store | Transaction, id: string, data: T): Promise<void> | void {
    return write.create(this.name, id, data);
  }

  update(write: Transaction, id: string, data: UpdateOf<T>): void;
  update(write: Store, id: string, data: UpdateOf<T>): Promise<void>;
  update(write: Store | Transaction, id: string, data: UpdateOf<T>): Promise<void> | void {
    return write.update(this.name, id, data as UpdateData); // UpdateOf<T>'s values are T's (StoredValue) or transforms, as UpdateData allows
  }

  delete(write: Transaction, id: string): void;
  delete(write: Store, id: string): Promise<void>;
  delete(write: Store | Transaction, id: string): Promise<void> | void {
    return write.delete(this.name, id);
  }
}

/**
 * Every collection the code declares, by path (`circles/{id}/messages` for a
 * subcollection), so lists that must cover them all (the security rules'
 * test) are derived from the code rather than kept by hand.
 */
const declared = new Set<string>();

/** The paths of every collection declared by the modules loaded so far. */
export const declaredCollections = (): string[] => [...declared].sort();

/** A collection of documents whose type `schema` gives. */
export function collection<T extends DocumentData>(name: string, schema: DocumentSchema<T>): Collection<T> {
  declared.add(name);
  return new Collection(name, schema);
}

/** A collection under each document of another (`circles/{id}/messages`): one per parent id. */
export function subcollection<T extends DocumentData>(path: (parentId: string) => string, schema: DocumentSchema<T>): (parentId: string) => Collection<T> {
  declared.add(path("{id}"));
  return (parentId) => new Collection(path(parentId), schema);
}
