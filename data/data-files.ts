import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The data folder's files for its tests: a JSON file by its path under data/, and a folder's JSON files in order. */
export const dataDir = dirname(fileURLToPath(import.meta.url));
export const readJson = (path: string): unknown => JSON.parse(readFileSync(join(dataDir, path), "utf8"));
export const jsonFiles = (folder: string): string[] =>
  readdirSync(join(dataDir, folder))
    .filter((name) => name.endsWith(".json"))
    .sort();
