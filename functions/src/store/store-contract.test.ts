/**
 * The store contract: one suite, run against both drivers.
 *
 * - sqlite on a temporary file;
 * - firestore against the official Cloud Firestore emulator that `npm test`
 *   starts (FIRESTORE_EMULATOR_HOST), in a project of its own.
 *
 * Every case runs on both: where they differ, production's behaviour (the
 * emulator's) is the contract.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { clearFirestoreEmulator } from "../../../emulators/firestore-emulator.ts";
import { firestoreEmulatorHost, uniqueEmulatorProject } from "../test-support/test-store.ts";
import { meterCost, type Cost } from "./cost-meter.ts";
import { createStoreFromEnv } from "./create-store.ts";
import { createFirestoreStore } from "./firestore-driver.ts";
import { parseQueryShapes } from "./firestore-indexes.ts";
import { AlreadyExistsError, NotFoundError, arrayUnion, increment, type DocumentChange, type DocumentData, type Query, type Store } from "./port.ts";
import { createSqliteStore } from "./sqlite-driver.ts";

interface Harness {
  store: Store;
  stop(): Promise<void>;
}

interface DriverCase {
  name: "sqlite" | "firestore";
  start(): Promise<Harness>;
}

const drivers: DriverCase[] = [
  {
    name: "sqlite",
    async start() {
      const dir = mkdtempSync(join(tmpdir(), "berea-store-"));
      const store = createSqliteStore({ file: join(dir, "nested", "test.sqlite") });
      return {
        store,
        async stop() {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "firestore",
    async start() {
      const host = firestoreEmulatorHost();
      const projectId = uniqueEmulatorProject("contract");
      const store = createFirestoreStore({ projectId });
      return {
        store,
        async stop() {
          await store.close();
          await clearFirestoreEmulator(host, projectId);
        },
      };
    },
  },
];

/** Costs seen per driver and label, compared across drivers at the end. */
const costLog = new Map<DriverCase["name"], Map<string, Cost>>();

/** Collects watch batches and hands them out one at a time. */
function watchCollector(store: Store, collection: string, query: Query) {
  const batches: DocumentChange[][] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = store.watch(collection, query, (changes) => {
    batches.push(changes);
    wake?.();
  });
  return {
    unsubscribe,
    /** The next batch, with changes sorted by id so drivers compare equal. */
    async next(timeoutMs = 3000): Promise<{ type: string; id: string; data: DocumentData }[]> {
      const deadline = Date.now() + timeoutMs;
      while (batches.length === 0) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error("No watch batch arrived in time.");
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = undefined;
      }
      const batch = batches.shift() ?? [];
      return [...batch].sort((a, b) => a.id.localeCompare(b.id)).map(({ type, id, data }) => ({ type, id, data }));
    },
    /** Batches delivered and not yet taken with `next`. */
    pending(): number {
      return batches.length;
    },
  };
}

let collectionCounter = 0;

describe.each(drivers)("store contract: $name", (driver) => {
  let harness: Harness;
  let store: Store;
  /** A fresh collection per test, so tests never see each other's data. */
  let col: string;
  const costs = new Map<string, Cost>();
  costLog.set(driver.name, costs);

  /** Runs `fn` under a fresh cost meter, records the cost under `label`, returns both. */
  async function metered<R>(label: string, fn: () => Promise<R>): Promise<{ result: R; cost: Cost }> {
    const measured = await meterCost(fn);
    costs.set(label, measured.cost);
    return measured;
  }

  beforeAll(async () => {
    harness = await driver.start();
    store = harness.store;
  }, 20_000);

  afterAll(async () => {
    await harness?.stop();
  });

  beforeEach(() => {
    collectionCounter += 1;
    col = `contract_${collectionCounter}_${Math.random().toString(36).slice(2, 8)}`;
  });

  async function seed(docs: Record<string, DocumentData>): Promise<void> {
    for (const [id, data] of Object.entries(docs)) await store.set(col, id, data);
  }

  const ids = (docs: { id: string }[]): string[] => docs.map((doc) => doc.id);

  it("reports its driver name", () => {
    expect(store.driver).toBe(driver.name);
  });

  describe("documents", () => {
    it("round-trips every JSON type exactly", async () => {
      const data = {
        text: "Jn 3:16 — “so loved” 😀",
        empty: "",
        int: 42,
        negative: -7,
        float: 3.25,
        zero: 0,
        yes: true,
        no: false,
        nothing: null,
        list: [1, "two", false, null, { three: 3 }],
        emptyList: [],
        map: { nested: { deep: ["a", "b"] }, n: 1 },
        emptyMap: {},
        big: 2 ** 52,
        iso: "2025-01-02T03:04:05.678Z",
      };
      const { cost: setCost } = await metered("set", () => store.set(col, "a", data));
      expect(setCost).toEqual({ reads: 0, writes: 1 });
      const { result, cost } = await metered("get found", () => store.get(col, "a"));
      expect(result).toStrictEqual(data);
      expect(cost).toEqual({ reads: 1, writes: 0 });
    });

    it("returns null for a missing document and still costs one read", async () => {
      const { result, cost } = await metered("get missing", () => store.get(col, "nope"));
      expect(result).toBeNull();
      expect(cost).toEqual({ reads: 1, writes: 0 });
    });

    it("keeps documents of subcollections apart from their parent collection", async () => {
      await store.set(col, "p", { level: 1 });
      await store.set(`${col}/p/children`, "c", { level: 2 });
      expect(await store.get(`${col}/p/children`, "c")).toEqual({ level: 2 });
      expect(ids(await store.query(col))).toEqual(["p"]);
    });

    it("set() overwrites an existing document's values", async () => {
      await store.set(col, "a", { x: 1, y: { z: 1 } });
      await store.set(col, "a", { x: 2, y: { w: 2 } });
      expect(await store.get(col, "a")).toMatchObject({ x: 2, y: { w: 2 } });
    });

    it("set() replaces the whole document", async () => {
      await store.set(col, "a", { x: 1, y: 2 });
      await store.set(col, "a", { z: 3 });
      expect(await store.get(col, "a")).toStrictEqual({ z: 3 });
    });

    it("create() writes a new document and refuses an existing one", async () => {
      const { cost } = await metered("create", () => store.create(col, "a", { v: 1 }));
      expect(cost).toEqual({ reads: 0, writes: 1 });
      const failed = await metered("create existing", () => store.create(col, "a", { v: 2 }).catch((error: unknown) => error));
      expect(failed.result).toBeInstanceOf(AlreadyExistsError);
      expect((failed.result as AlreadyExistsError).path).toBe(`${col}/a`);
      expect(failed.cost).toEqual({ reads: 0, writes: 0 });
      expect(await store.get(col, "a")).toEqual({ v: 1 });
    });

    it("update() sets top-level fields, replaces nested objects whole, and keeps the rest", async () => {
      await store.set(col, "a", { keep: "me", n: 1, nested: { a: 1, b: 2 } });
      const { cost } = await metered("update", () => store.update(col, "a", { n: 2, nested: { c: 3 }, added: [1] }));
      expect(cost).toEqual({ reads: 0, writes: 1 });
      expect(await store.get(col, "a")).toStrictEqual({ keep: "me", n: 2, nested: { c: 3 }, added: [1] });
    });

    it("update() treats a dotted key as one top-level field", async () => {
      await store.set(col, "a", { a: { b: 1 } });
      await store.update(col, "a", { "a.b": 2 });
      expect(await store.get(col, "a")).toStrictEqual({ a: { b: 1 }, "a.b": 2 });
    });

    it("update() of a missing document throws NotFoundError and writes nothing", async () => {
      const failed = await metered("update missing", () => store.update(col, "ghost", { n: 1 }).catch((error: unknown) => error));
      expect(failed.result).toBeInstanceOf(NotFoundError);
      expect((failed.result as NotFoundError).path).toBe(`${col}/ghost`);
      expect(failed.cost).toEqual({ reads: 0, writes: 0 });
      expect(await store.get(col, "ghost")).toBeNull();
    });

    it("delete() removes a document; deleting a missing one is fine", async () => {
      await store.set(col, "a", { v: 1 });
      const { cost } = await metered("delete", () => store.delete(col, "a"));
      expect(cost).toEqual({ reads: 0, writes: 1 });
      expect(await store.get(col, "a")).toBeNull();
      const again = await metered("delete missing", () => store.delete(col, "a"));
      expect(again.cost).toEqual({ reads: 0, writes: 1 });
      await store.create(col, "a", { v: 2 });
      expect(await store.get(col, "a")).toEqual({ v: 2 });
    });

    it("getMany() returns documents in the asked order with null for missing ones", async () => {
      await seed({ a: { v: "a" }, b: { v: "b" }, c: { v: "c" } });
      const { result, cost } = await metered("getMany 4", () => store.getMany(col, ["c", "missing", "a", "c"]));
      expect(result).toEqual([{ v: "c" }, null, { v: "a" }, { v: "c" }]);
      expect(cost).toEqual({ reads: 4, writes: 0 });
      const empty = await metered("getMany 0", () => store.getMany(col, []));
      expect(empty.result).toEqual([]);
      expect(empty.cost).toEqual({ reads: 0, writes: 0 });
    });

    it("rejects data that is not plain JSON, the same way in both drivers", async () => {
      await expect(store.set(col, "a", { when: new Date() as unknown as string })).rejects.toThrow(/cannot be stored/);
      await expect(store.set(col, "a", { n: Number.NaN })).rejects.toThrow(/finite/);
      await expect(store.set(col, "a", { n: Number.POSITIVE_INFINITY })).rejects.toThrow(/finite/);
      await expect(store.set(col, "a", { u: undefined as unknown as null })).rejects.toThrow(/undefined/);
      await expect(store.set(col, "a", { grid: [[1, 2]] })).rejects.toThrow(/array directly inside an array/);
      await expect(store.set(col, "a", { nested: { inc: increment(1) } as unknown as DocumentData })).rejects.toThrow(/top-level/);
      await expect(store.update(col, "a", {})).rejects.toThrow(/at least one field/);
      await expect(store.set(col, "a/b", { v: 1 })).rejects.toThrow(/not a valid document id/);
      await expect(store.get(`${col}/x`, "a")).rejects.toThrow(/not a collection path/);
      expect(await store.get(col, "a")).toBeNull();
    });
  });

  describe("queries", () => {
    const fruit = {
      a: { n: 1, s: "apple", kind: "fruit", tags: ["red", "sweet"], dims: { h: 1, w: 2 }, ok: true },
      b: { n: 2, s: "banana", kind: "fruit", tags: ["sweet"], dims: { h: 3, w: 1 }, ok: false },
      c: { n: 3, s: "cherry", kind: "fruit", tags: ["red"], ok: true },
      d: { n: "3", s: "date", kind: "veg", tags: [] },
      e: { s: "elder", kind: null },
      f: { n: 10, kind: "veg", tags: "red" },
    } satisfies Record<string, DocumentData>;

    beforeEach(async () => {
      await seed(fruit);
    });

    const cases: [string, Query, string[]][] = [
      ["no filter, in id order", {}, ["a", "b", "c", "d", "e", "f"]],
      ["== number (never matches the string '3')", { where: [{ field: "n", op: "==", value: 3 }] }, ["c"]],
      ["== string", { where: [{ field: "kind", op: "==", value: "veg" }] }, ["d", "f"]],
      ["== boolean", { where: [{ field: "ok", op: "==", value: true }] }, ["a", "c"]],
      ["== array (exact, ordered)", { where: [{ field: "tags", op: "==", value: ["red", "sweet"] }] }, ["a"]],
      ["== array in another order", { where: [{ field: "tags", op: "==", value: ["sweet", "red"] }] }, []],
      ["== map (key order does not matter)", { where: [{ field: "dims", op: "==", value: { w: 2, h: 1 } }] }, ["a"]],
      ["in", { where: [{ field: "s", op: "in", value: ["banana", "date", "zzz"] }] }, ["b", "d"]],
      ["in mixing types", { where: [{ field: "n", op: "in", value: [1, "3"] }] }, ["a", "d"]],
      ["array-contains (not on a string field)", { where: [{ field: "tags", op: "array-contains", value: "red" }] }, ["a", "c"]],
      ["<", { where: [{ field: "n", op: "<", value: 3 }] }, ["a", "b"]],
      ["<=", { where: [{ field: "n", op: "<=", value: 3 }] }, ["a", "b", "c"]],
      [">", { where: [{ field: "n", op: ">", value: 2 }] }, ["c", "f"]],
      [">= (numbers only, not the string '3')", { where: [{ field: "n", op: ">=", value: 3 }] }, ["c", "f"]],
      ["string range", { where: [{ field: "s", op: ">=", value: "b" }, { field: "s", op: "<", value: "d" }] }, ["b", "c"]],
      ["== with a range", { where: [{ field: "kind", op: "==", value: "fruit" }, { field: "n", op: ">", value: 1 }] }, ["b", "c"]],
      ["orderBy asc", { orderBy: [{ field: "s" }] }, ["a", "b", "c", "d", "e"]],
      ["orderBy desc with limit", { orderBy: [{ field: "s", direction: "desc" }], limit: 2 }, ["e", "d"]],
      ["orderBy on a range field with limit", { where: [{ field: "n", op: ">", value: 1 }], orderBy: [{ field: "n", direction: "desc" }], limit: 2 }, ["f", "c"]],
      ["== and orderBy on another field", { where: [{ field: "kind", op: "==", value: "fruit" }], orderBy: [{ field: "s", direction: "desc" }] }, ["c", "b", "a"]],
      ["limit without order", { limit: 2 }, ["a", "b"]],
      ["orderBy leaves out documents missing the field", { orderBy: [{ field: "dims" }] }, ["a", "b"]],
    ];

    it.each(cases)("%s", async (_name, query, expected) => {
      expect(ids(await store.query(col, query))).toEqual(expected);
    });

    it("returns the documents' data", async () => {
      const docs = await store.query(col, { where: [{ field: "s", op: "==", value: "banana" }] });
      expect(docs).toEqual([{ id: "b", data: fruit.b }]);
    });

    it("costs one read per document returned, and one when none is", async () => {
      const some = await metered("query 3 results", () => store.query(col, { where: [{ field: "kind", op: "==", value: "fruit" }] }));
      expect(some.cost).toEqual({ reads: 3, writes: 0 });
      const none = await metered("query 0 results", () => store.query(col, { where: [{ field: "kind", op: "==", value: "stone" }] }));
      expect(none.result).toEqual([]);
      expect(none.cost).toEqual({ reads: 1, writes: 0 });
    });

    it("counts matching documents, ignoring limit, at one read per 1,000", async () => {
      const all = await metered("count 6", () => store.count(col));
      expect(all).toEqual({ result: 6, cost: { reads: 1, writes: 0 } });
      const some = await metered("count 2", () => store.count(col, { where: [{ field: "n", op: "<", value: 3 }] }));
      expect(some.result).toBe(2);
      const none = await metered("count 0", () => store.count(col, { where: [{ field: "kind", op: "==", value: "stone" }] }));
      expect(none).toEqual({ result: 0, cost: { reads: 1, writes: 0 } });
    });

    it("rejects queries outside the port, the same way in both drivers", async () => {
      await expect(store.query(col, { where: [{ field: "n", op: "in", value: Array.from({ length: 31 }, (_, i) => i) }] })).rejects.toThrow(/1 to 30/);
      await expect(store.query(col, { where: [{ field: "n", op: "in", value: [] }] })).rejects.toThrow(/1 to 30/);
      await expect(store.query(col, { where: [{ field: "n", op: ">", value: 1 }], orderBy: [{ field: "s" }] })).rejects.toThrow(/first orderBy/);
      await expect(store.query(col, { where: [{ field: "n", op: ">", value: 1 }, { field: "s", op: "<", value: "z" }] })).rejects.toThrow(/one field/);
      await expect(store.query(col, { where: [{ field: "dims.h", op: "==", value: 1 }] })).rejects.toThrow(/cannot be queried/);
      await expect(store.query(col, { where: [{ field: "n", op: "<", value: null }] })).rejects.toThrow(/number, string or boolean/);
      await expect(store.query(col, { where: [{ field: "n", op: "==", value: Number.NaN }] })).rejects.toThrow(/finite/);
      await expect(store.query(col, { where: [{ field: "n", op: "in", value: [1, Number.NaN] }] })).rejects.toThrow(/finite/);
      await expect(store.query(col, { limit: 0 })).rejects.toThrow(/positive integer/);
      await expect(store.count(col, { where: [{ field: "n", op: "in", value: "x" }] })).rejects.toThrow(/1 to 30/);
    });

    it("accepts 30 values in an in filter", async () => {
      const values = Array.from({ length: 30 }, (_, i) => i);
      expect(ids(await store.query(col, { where: [{ field: "n", op: "in", value: values }] }))).toEqual(["a", "b", "c", "f"]);
    });

    it("== null matches only explicit nulls", async () => {
      expect(ids(await store.query(col, { where: [{ field: "kind", op: "==", value: null }] }))).toEqual(["e"]);
    });

    it("orders values by type first: null < booleans < numbers < strings < arrays < maps", async () => {
      const typed = `${col}_typed`;
      const values: Record<string, DocumentData> = {
        t1: { v: { m: 1 } },
        t2: { v: ["x"] },
        t3: { v: "text" },
        t4: { v: 2.5 },
        t5: { v: 1 },
        t6: { v: true },
        t7: { v: false },
        t8: { v: null },
        t9: { other: 1 },
      };
      for (const [id, data] of Object.entries(values)) await store.set(typed, id, data);
      expect(ids(await store.query(typed, { orderBy: [{ field: "v" }] }))).toEqual(["t8", "t7", "t6", "t5", "t4", "t3", "t2", "t1"]);
      expect(ids(await store.query(typed, { orderBy: [{ field: "v", direction: "desc" }], limit: 3 }))).toEqual(["t1", "t2", "t3"]);
    });

    it("breaks ties on the document id, in the direction of the last order", async () => {
      const ties = `${col}_ties`;
      for (const id of ["b", "a", "c"]) await store.set(ties, id, { rank: 1 });
      await store.set(ties, "d", { rank: 0 });
      expect(ids(await store.query(ties, { orderBy: [{ field: "rank" }] }))).toEqual(["d", "a", "b", "c"]);
      expect(ids(await store.query(ties, { orderBy: [{ field: "rank", direction: "desc" }] }))).toEqual(["c", "b", "a", "d"]);
    });
  });

  describe("transforms", () => {
    it("increment() adds to a number, starts a missing field from 0, and works in set()", async () => {
      await store.set(col, "a", { n: 5, label: "x" });
      const { cost } = await metered("update increment", () => store.update(col, "a", { n: increment(2), fresh: increment(-3) }));
      expect(cost).toEqual({ reads: 0, writes: 1 });
      expect(await store.get(col, "a")).toStrictEqual({ n: 7, fresh: -3, label: "x" });
      await store.set(col, "b", { count: increment(4) });
      expect(await store.get(col, "b")).toStrictEqual({ count: 4 });
      await store.create(col, "c", { count: increment(1), other: 1 });
      expect(await store.get(col, "c")).toStrictEqual({ count: 1, other: 1 });
    });

    it("arrayUnion() appends only the values not already present", async () => {
      await store.set(col, "a", { tags: ["a", "b"], objs: [{ k: 1 }] });
      await store.update(col, "a", { tags: arrayUnion("b", "c", "c") });
      await store.update(col, "a", { objs: arrayUnion({ k: 1 }, { k: 2 }) });
      expect(await store.get(col, "a")).toStrictEqual({ tags: ["a", "b", "c"], objs: [{ k: 1 }, { k: 2 }] });
    });

    it("arrayUnion() on a missing field creates the array, next to other transforms", async () => {
      await store.set(col, "a", { n: 1 });
      await store.update(col, "a", { tags: arrayUnion("x", "x"), n: increment(1) });
      expect(await store.get(col, "a")).toStrictEqual({ n: 2, tags: ["x"] });
    });
  });

  describe("transactions", () => {
    it("commits reads and writes together and meters them", async () => {
      await seed({ counter: { n: 1 }, log: { entries: 0 } });
      const { result, cost } = await metered("transaction commit", () =>
        store.runTransaction(async (tx) => {
          const counter = await tx.get<{ n: number }>(col, "counter");
          const logs = await tx.query(col, { where: [{ field: "entries", op: ">=", value: 0 }] });
          tx.set(col, "counter", { n: (counter?.n ?? 0) + 1 });
          tx.update(col, "log", { entries: increment(1) });
          tx.create(col, "new", { from: "tx" });
          tx.delete(col, "nothing-here");
          return logs.length;
        }),
      );
      expect(result).toBe(1);
      expect(cost).toEqual({ reads: 2, writes: 4 });
      expect(await store.getMany(col, ["counter", "log", "new"])).toEqual([{ n: 2 }, { entries: 1 }, { from: "tx" }]);
    });

    it("rolls back when the callback throws, and rethrows its error", async () => {
      await seed({ a: { n: 1 } });
      const failure = new Error("changed my mind");
      const { result, cost } = await metered("transaction rollback", () =>
        store
          .runTransaction(async (tx) => {
            await tx.get(col, "a");
            tx.set(col, "a", { n: 99 });
            tx.set(col, "b", { n: 1 });
            throw failure;
          })
          .catch((error: unknown) => error),
      );
      expect(result).toBe(failure);
      expect(cost).toEqual({ reads: 1, writes: 0 });
      expect(await store.getMany(col, ["a", "b"])).toEqual([{ n: 1 }, null]);
    });

    it("fails with AlreadyExistsError when a created document exists at commit", async () => {
      await seed({ a: { n: 1 } });
      const error = await store.runTransaction(async (tx) => tx.create(col, "a", { n: 2 })).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AlreadyExistsError);
      expect((error as AlreadyExistsError).path).toBe(`${col}/a`);
      expect(await store.get(col, "a")).toEqual({ n: 1 });
    });

    it("fails with NotFoundError when an updated document is missing at commit", async () => {
      const error = await store.runTransaction(async (tx) => tx.update(col, "ghost", { n: 1 })).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(NotFoundError);
      expect((error as NotFoundError).path).toBe(`${col}/ghost`);
      expect(await store.get(col, "ghost")).toBeNull();
    });

    it("writes nothing when one write of the commit fails", async () => {
      await seed({ taken: { n: 1 } });
      const error = await store
        .runTransaction(async (tx) => {
          tx.set(col, "first", { n: 1 });
          tx.create(col, "taken", { n: 2 });
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AlreadyExistsError);
      expect((error as AlreadyExistsError).path).toBe(`${col}/taken`);
      expect(await store.getMany(col, ["first", "taken"])).toEqual([null, { n: 1 }]);
    });

    it("refuses a read after a write, with a clear error, and writes nothing", async () => {
      await seed({ a: { n: 1 } });
      const error = await store
        .runTransaction(async (tx) => {
          tx.set(col, "b", { n: 2 });
          await tx.get(col, "a");
        })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/all reads before any writes/);
      await expect(
        store.runTransaction(async (tx) => {
          tx.delete(col, "a");
          await tx.query(col);
        }),
      ).rejects.toThrow(/all reads before any writes/);
      expect(await store.getMany(col, ["a", "b"])).toEqual([{ n: 1 }, null]);
    });

    it("does not let a transaction's writes be seen before it commits", async () => {
      await seed({ a: { n: 1 } });
      let seenDuring: DocumentData | null = null;
      await store.runTransaction(async (tx) => {
        await tx.get(col, "a");
        tx.set(col, "a", { n: 2 });
        seenDuring = await store.get(col, "a");
      });
      expect(seenDuring).toEqual({ n: 1 });
      expect(await store.get(col, "a")).toEqual({ n: 2 });
    });

    it("isolates 20 concurrent read-modify-write transactions", async () => {
      await seed({ counter: { n: 0 } });
      await Promise.all(
        Array.from({ length: 20 }, () =>
          store.runTransaction(async (tx) => {
            const current = await tx.get<{ n: number }>(col, "counter");
            tx.set(col, "counter", { n: (current?.n ?? 0) + 1 });
          }),
        ),
      );
      expect(await store.get(col, "counter")).toEqual({ n: 20 });
    }, 30_000);

    it("lets exactly one of 30 concurrent create-if-absent transactions win", async () => {
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          store.runTransaction(async (tx) => {
            if (await tx.get(col, "once")) return false;
            tx.set(col, "once", { winner: i });
            return true;
          }),
        ),
      );
      expect(outcomes.filter(Boolean)).toHaveLength(1);
      const winner = outcomes.indexOf(true);
      expect(await store.get(col, "once")).toEqual({ winner });
    }, 30_000);

    it("lets exactly one of 30 concurrent create() calls succeed", async () => {
      const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => store.create(col, "once", { winner: i })));
      const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
      expect(won).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(AlreadyExistsError);
      }
    });
  });

  describe("watch", () => {
    it("delivers current matches as added, then modified, removed, leaving and entering", async () => {
      await seed({ a: { room: "r1", text: "hello" }, b: { room: "r2", text: "other" } });
      const feed = watchCollector(store, col, { where: [{ field: "room", op: "==", value: "r1" }] });
      try {
        expect(await feed.next()).toEqual([{ type: "added", id: "a", data: { room: "r1", text: "hello" } }]);

        await store.set(col, "c", { room: "r1", text: "new" });
        expect(await feed.next()).toEqual([{ type: "added", id: "c", data: { room: "r1", text: "new" } }]);

        await store.update(col, "a", { text: "edited" });
        expect(await feed.next()).toEqual([{ type: "modified", id: "a", data: { room: "r1", text: "edited" } }]);

        await store.delete(col, "c");
        expect(await feed.next()).toEqual([{ type: "removed", id: "c", data: { room: "r1", text: "new" } }]);

        await store.update(col, "a", { room: "r2" });
        expect(await feed.next()).toEqual([{ type: "removed", id: "a", data: { room: "r1", text: "edited" } }]);

        await store.update(col, "b", { room: "r1" });
        expect(await feed.next()).toEqual([{ type: "added", id: "b", data: { room: "r1", text: "other" } }]);

        // A change outside the query, and a write that changes nothing, are not reported: a feed keeps
        // the order of commits, so the next batch is the later write's alone.
        await store.set(col, "z", { room: "r9" });
        await store.set(col, "b", { room: "r1", text: "other" });
        await store.set(col, "d", { room: "r1", text: "later" });
        expect(await feed.next()).toEqual([{ type: "added", id: "d", data: { room: "r1", text: "later" } }]);
      } finally {
        feed.unsubscribe();
      }
    });

    it("delivers an empty first batch for an empty result, then a transaction's changes", async () => {
      const feed = watchCollector(store, col, { orderBy: [{ field: "at" }] });
      try {
        expect(await feed.next()).toEqual([]);
        await store.runTransaction(async (tx) => {
          tx.set(col, "m1", { at: 1 });
          tx.set(col, "m2", { at: 2 });
          tx.set(col, "no-at", { text: "left out by the orderBy" });
        });
        expect(await feed.next()).toEqual([
          { type: "added", id: "m1", data: { at: 1 } },
          { type: "added", id: "m2", data: { at: 2 } },
        ]);
      } finally {
        feed.unsubscribe();
      }
    });

    it("reports nothing for a rolled-back transaction and nothing after unsubscribe", async () => {
      await seed({ a: { n: 1 } });
      const feed = watchCollector(store, col, {});
      expect(await feed.next()).toEqual([{ type: "added", id: "a", data: { n: 1 } }]);
      await store
        .runTransaction(async (tx) => {
          tx.set(col, "a", { n: 2 });
          throw new Error("rollback");
        })
        .catch(() => undefined);
      // The next batch is a later write's alone.
      await store.set(col, "later", { n: 9 });
      expect(await feed.next()).toEqual([{ type: "added", id: "later", data: { n: 9 } }]);

      // Once a watch still open on the same query has heard of a change, an unsubscribed one would have too.
      const witness = watchCollector(store, col, {});
      try {
        expect((await witness.next()).map((change) => change.id)).toEqual(["a", "later"]);
        feed.unsubscribe();
        // The official emulator drops a closed listen stream a moment after the client ends it, and a commit in
        // that moment is applied yet answers 2 UNKNOWN ("call is closed" in its log; about 1 write in 500 made
        // right after an unsubscribe). Waiting first only gives a stale listener longer to show itself.
        await new Promise((resolve) => setTimeout(resolve, 250));
        await store.set(col, "a", { n: 3 });
        expect(await witness.next()).toEqual([{ type: "modified", id: "a", data: { n: 3 } }]);
        expect(feed.pending()).toBe(0);
      } finally {
        witness.unsubscribe();
      }
    });

    it("bills a watch to whoever started it: the first snapshot as a query, then a read per document added or changed", async () => {
      await seed({ a: { room: "r1" }, c: { room: "r1" } });
      let feed: ReturnType<typeof watchCollector> | undefined;
      // The writes below run under meters of their own, yet their deliveries are billed to the watcher's.
      const { cost } = await metered("watch", async () => {
        feed = watchCollector(store, col, { where: [{ field: "room", op: "==", value: "r1" }] });
        expect((await feed.next()).map((change) => change.id)).toEqual(["a", "c"]);
        const sender = await meterCost(() => store.set(col, "b", { room: "r1" }));
        expect(sender.cost).toEqual({ reads: 0, writes: 1 });
        expect((await feed.next()).map((change) => change.type)).toEqual(["added"]);
        await meterCost(() => store.update(col, "a", { room: "r2" }));
        expect((await feed.next()).map((change) => change.type)).toEqual(["removed"]);
      });
      feed?.unsubscribe();
      // 2 for the first snapshot, 1 for b's arrival, none for a's leaving.
      expect(cost).toEqual({ reads: 3, writes: 0 });
    });

    it("follows a limited window as documents enter and leave it", async () => {
      await seed({ a: { score: 1 }, b: { score: 2 }, c: { score: 3 } });
      const feed = watchCollector(store, col, { orderBy: [{ field: "score", direction: "desc" }], limit: 2 });
      try {
        expect(await feed.next()).toEqual([
          { type: "added", id: "b", data: { score: 2 } },
          { type: "added", id: "c", data: { score: 3 } },
        ]);
        await store.set(col, "d", { score: 10 });
        expect(await feed.next()).toEqual([
          { type: "removed", id: "b", data: { score: 2 } },
          { type: "added", id: "d", data: { score: 10 } },
        ]);
      } finally {
        feed.unsubscribe();
      }
    });
  });
});

describe("sqlite driver", () => {
  it("lets another connection to the same file see acknowledged writes", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berea-store-"));
    const file = join(dir, "shared.sqlite");
    const writer = createSqliteStore({ file });
    const reader = createSqliteStore({ file });
    try {
      await writer.set("notes", "n1", { text: "kept" });
      // The writer is not closed: the data must already be in the file (WAL).
      expect(await reader.get("notes", "n1")).toEqual({ text: "kept" });
    } finally {
      await writer.close();
      await reader.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("fails a store write inside a transaction fast instead of deadlocking", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berea-store-"));
    const store = createSqliteStore({ file: join(dir, "tx.sqlite") });
    try {
      await expect(
        store.runTransaction(async () => {
          await store.set("c", "a", { n: 1 });
        }),
      ).rejects.toThrow(/inside runTransaction/);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("firestore driver", () => {
  it("records the shape of each distinct query it sends, values left out, when asked to", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berea-shapes-"));
    const queryShapesFile = join(dir, "shapes.jsonl");
    const projectId = uniqueEmulatorProject("shapes");
    const store = createFirestoreStore({ projectId, queryShapesFile });
    try {
      await store.set("circles/c1/messages", "m1", { circleId: "c1", at: 1 });
      await store.query("circles/c1/messages", { where: [{ field: "circleId", op: "==", value: "c1" }], orderBy: [{ field: "at", direction: "desc" }], limit: 5 });
      await store.query("circles/c2/messages", { where: [{ field: "circleId", op: "==", value: "c2" }], orderBy: [{ field: "at", direction: "desc" }] });
      await store.count("circles", { where: [{ field: "size", op: ">", value: 3 }] });
      await store.runTransaction(async (tx) => tx.query("users", { where: [{ field: "email", op: "==", value: "a@example.com" }] }));
      expect(parseQueryShapes(readFileSync(queryShapesFile, "utf8"))).toEqual([
        { collectionGroup: "messages", filters: [{ field: "circleId", op: "==" }], orderBy: [{ field: "at", direction: "desc" }] },
        { collectionGroup: "circles", filters: [{ field: "size", op: ">" }], orderBy: [{ field: "size", direction: "asc" }] },
        { collectionGroup: "users", filters: [{ field: "email", op: "==" }], orderBy: [] },
      ]);
    } finally {
      await store.close();
      await clearFirestoreEmulator(firestoreEmulatorHost(), projectId);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("cost parity", () => {
  it("meters every operation the same in both drivers", () => {
    const sqlite = costLog.get("sqlite");
    const firestore = costLog.get("firestore");
    expect(sqlite?.size).toBeGreaterThan(15);
    expect(firestore?.size).toBe(sqlite?.size);
    for (const [label, cost] of sqlite ?? []) expect({ label, cost: firestore?.get(label) }).toEqual({ label, cost });
  });
});

describe("createStoreFromEnv", () => {
  it("opens sqlite by default, at STORE_SQLITE_FILE when set", async () => {
    const dir = mkdtempSync(join(tmpdir(), "berea-store-"));
    const store = await createStoreFromEnv({ STORE_SQLITE_FILE: join(dir, "data", "env.sqlite") });
    try {
      expect(store.driver).toBe("sqlite");
      await store.set("c", "d", { ok: true });
      expect(existsSync(join(dir, "data", "env.sqlite"))).toBe(true);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("opens firestore for the project FIREBASE_CONFIG names", async () => {
    const store = await createStoreFromEnv({ STORE_DRIVER: "firestore", FIREBASE_CONFIG: JSON.stringify({ projectId: "demo-berea-env" }) });
    expect(store.driver).toBe("firestore");
    await store.close();
  });

  it("refuses an unknown driver and a firestore driver without a project", async () => {
    await expect(createStoreFromEnv({ STORE_DRIVER: "mongo" })).rejects.toThrow(/Unknown STORE_DRIVER "mongo"/);
    await expect(createStoreFromEnv({ STORE_DRIVER: "firestore" })).rejects.toThrow(/needs a project/);
  });
});
