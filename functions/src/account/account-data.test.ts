import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { declaredCollections } from "../store/collection.ts";
import { accountDataRules, coveredCollections } from "./account-data.ts";

/**
 * Deleting an account and downloading its data cover every collection:
 * every module of functions/src is loaded (so each has declared its
 * collections), and the declared list must equal the rules' list. A new
 * collection without a deletion rule fails here, as does a rule for a
 * collection that no longer exists.
 */
const sourceDir = fileURLToPath(new URL("..", import.meta.url));

beforeAll(async () => {
  const modules = readdirSync(sourceDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test-support") && file !== "index.ts" && file !== "server.ts",
  );
  for (const file of modules) await import(pathToFileURL(join(sourceDir, file)).href);
}, 60_000);

describe("account data rules", () => {
  it("has a deletion and download rule for every declared collection, and none for a collection that does not exist", () => {
    const declared = declaredCollections();
    expect(declared.length).toBeGreaterThan(20);
    const missing = declared.filter((path) => !(path in accountDataRules));
    const stale = coveredCollections().filter((path) => !declared.includes(path));
    expect(missing, `collections without a rule in functions/src/account/account-data.ts: ${missing.join(", ")}`).toEqual([]);
    expect(stale, `rules for collections nobody declares: ${stale.join(", ")}`).toEqual([]);
  });

  it("says what each collection keeps about a user", () => {
    for (const [path, rule] of Object.entries(accountDataRules)) expect(rule.holds.length, path).toBeGreaterThan(10);
  });
});
