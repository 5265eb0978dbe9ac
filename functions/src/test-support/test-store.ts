import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clearFirestoreEmulator } from "../../../emulators/firestore-emulator.ts";
import { createFirestoreStore } from "../store/firestore-driver.ts";
import type { ChangeListener, DocumentData, Query, Store, StoredDocument, Transaction, UpdateData } from "../store/port.ts";
import { createSqliteStore } from "../store/sqlite-driver.ts";

/**
 * The store an integration test runs the API on, in the driver its Vitest
 * project names (`STORE_DRIVER`: the `integration` project runs sqlite,
 * `integration-firestore` the official Firestore emulator), so one test
 * file proves the same behaviour on both.
 *
 * Each store is a world of its own: a fresh sqlite file, or an emulator
 * project id of its own (the emulator keeps projects apart), cleared when
 * the store closes. Files running in parallel never see each other's data,
 * and nothing clears data another file is still using.
 */
export type TestStoreDriver = Store["driver"];

export interface TestStore {
  /** The store, counting what it commits. */
  store: Store;
  driver: TestStoreDriver;
  /** The emulator project the firestore store lives in (null on sqlite): what a browser's SDK names to reach the same data. */
  projectId: string | null;
  /** Writes committed through `store` so far: moves whenever the data may have changed. */
  committedWrites(): number;
  /** Watches open on the store that have had their first snapshot (a waiting chat read that is now listening). */
  liveWatches(): number;
  close(): Promise<void>;
}

export function testStoreDriver(env: NodeJS.ProcessEnv = process.env): TestStoreDriver {
  const driver = env.STORE_DRIVER?.trim() || "sqlite";
  if (driver !== "sqlite" && driver !== "firestore") throw new Error(`Unknown STORE_DRIVER "${driver}" for the integration tests: use "sqlite" or "firestore".`);
  return driver;
}

/** The official emulator `npm test` started; a clear error where there is none. */
export function firestoreEmulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST?.trim();
  if (!host) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run the firestore suites with npm test, which starts the official Firestore emulator.");
  return host;
}

/** A project id of the `demo-` kind (never a real project), unique to this store. */
export function uniqueEmulatorProject(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
  return `demo-berea-${slug}-${randomUUID().slice(0, 8)}`;
}

export async function createTestStore(name: string): Promise<TestStore> {
  const driver = testStoreDriver();
  if (driver === "firestore") {
    const host = firestoreEmulatorHost();
    const projectId = uniqueEmulatorProject(name);
    const queryShapesFile = process.env.STORE_FIRESTORE_QUERY_SHAPES?.trim() || undefined;
    const counting = new WriteCountingStore(createFirestoreStore({ projectId, ...(queryShapesFile ? { queryShapesFile } : {}) }));
    return {
      store: counting,
      driver,
      projectId,
      committedWrites: () => counting.committed,
      liveWatches: () => counting.liveWatches,
      async close() {
        await counting.close();
        await clearFirestoreEmulator(host, projectId);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), `berea-${name}-`));
  const file = join(dir, "api.sqlite");
  const counting = new WriteCountingStore(createSqliteStore({ file }));
  return {
    store: counting,
    driver,
    projectId: null,
    committedWrites: () => counting.committed,
    liveWatches: () => counting.liveWatches,
    async close() {
      await counting.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Passes everything through and counts the writes that committed: a write
 * call once it resolves, a transaction's writes once the transaction does.
 * Every API write goes through the one Store it was given, so an unchanged
 * count proves a refused call wrote nothing, on either driver.
 */
class WriteCountingStore implements Store {
  committed = 0;

  constructor(private readonly inner: Store) {}

  get driver(): Store["driver"] {
    return this.inner.driver;
  }

  get<T extends DocumentData>(collection: string, id: string): Promise<T | null> {
    return this.inner.get<T>(collection, id);
  }

  getMany<T extends DocumentData>(collection: string, ids: string[]): Promise<(T | null)[]> {
    return this.inner.getMany<T>(collection, ids);
  }

  async set(collection: string, id: string, data: DocumentData): Promise<void> {
    await this.inner.set(collection, id, data);
    this.committed += 1;
  }

  async create(collection: string, id: string, data: DocumentData): Promise<void> {
    await this.inner.create(collection, id, data);
    this.committed += 1;
  }

  async update(collection: string, id: string, data: UpdateData): Promise<void> {
    await this.inner.update(collection, id, data);
    this.committed += 1;
  }

  async delete(collection: string, id: string): Promise<void> {
    await this.inner.delete(collection, id);
    this.committed += 1;
  }

  query<T extends DocumentData>(collection: string, query?: Query): Promise<StoredDocument<T>[]> {
    return this.inner.query<T>(collection, query);
  }

  count(collection: string, query?: Pick<Query, "where">): Promise<number> {
    return this.inner.count(collection, query);
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    let writes = 0;
    const result = await this.inner.runTransaction((tx) => {
      // The callback may run again on contention: only the last attempt's writes commit.
      writes = 0;
      const counted: Transaction = {
        get: <T extends DocumentData>(collection: string, id: string) => tx.get<T>(collection, id),
        query: <T extends DocumentData>(collection: string, query?: Query) => tx.query<T>(collection, query),
        set(collection, id, data) {
          tx.set(collection, id, data);
          writes += 1;
        },
        create(collection, id, data) {
          tx.create(collection, id, data);
          writes += 1;
        },
        update(collection, id, data) {
          tx.update(collection, id, data);
          writes += 1;
        },
        delete(collection, id) {
          tx.delete(collection, id);
          writes += 1;
        },
      };
      return fn(counted);
    });
    this.committed += writes;
    return result;
  }

  /** Watches that have had their first snapshot, so a change from now on reaches them; a test waits on this instead of a pause. */
  liveWatches = 0;

  watch<T extends DocumentData>(collection: string, query: Query, listener: ChangeListener<T>): () => void {
    let live = false;
    const unsubscribe = this.inner.watch<T>(collection, query, (changes) => {
      if (!live) {
        live = true;
        this.liveWatches += 1;
      }
      listener(changes);
    });
    return () => {
      if (live) this.liveWatches -= 1;
      live = false;
      unsubscribe();
    };
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
