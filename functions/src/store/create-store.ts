/**
 * Picks the store driver from configuration. Domain code receives the Store
 * from here and never imports a driver itself.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import type { Store } from "./port.ts";

/**
 * Creates the store that `STORE_DRIVER` names:
 * - `sqlite` (the default): the file `STORE_SQLITE_FILE`, else
 *   `<repo>/.data/berea.sqlite`;
 * - `firestore`: the project `STORE_FIRESTORE_PROJECT`, else `GCLOUD_PROJECT`,
 *   else the `projectId` in `FIREBASE_CONFIG`; with `STORE_FIRESTORE_QUERY_SHAPES`
 *   (tests only), every distinct query shape is appended to that file.
 *
 * Any other value, or a firestore driver without a project, is a startup
 * error: picking a store by guessing could write user data to the wrong place.
 */
export async function createStoreFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Store> {
  const driver = env.STORE_DRIVER?.trim() || "sqlite";
  switch (driver) {
    case "sqlite": {
      // Loaded on demand so a production (firestore) bundle never needs better-sqlite3.
      const { createSqliteStore } = await import("./sqlite-driver.ts");
      return createSqliteStore({ file: env.STORE_SQLITE_FILE?.trim() || defaultSqliteFile() });
    }
    case "firestore": {
      const projectId = firestoreProject(env);
      if (!projectId) {
        throw new Error("STORE_DRIVER=firestore needs a project: set STORE_FIRESTORE_PROJECT, GCLOUD_PROJECT or FIREBASE_CONFIG.");
      }
      const { createFirestoreStore } = await import("./firestore-driver.ts");
      const queryShapesFile = env.STORE_FIRESTORE_QUERY_SHAPES?.trim();
      return createFirestoreStore({ projectId, ...(queryShapesFile ? { queryShapesFile } : {}) });
    }
    default:
      throw new Error(`Unknown STORE_DRIVER "${driver}": use "sqlite" or "firestore".`);
  }
}

function firestoreProject(env: NodeJS.ProcessEnv): string | undefined {
  const explicit = env.STORE_FIRESTORE_PROJECT?.trim() || env.GCLOUD_PROJECT?.trim();
  if (explicit) return explicit;
  const config = env.FIREBASE_CONFIG?.trim();
  if (!config) return undefined;
  // Like firebase-admin: FIREBASE_CONFIG is either JSON or the path of a JSON file.
  let parsed: unknown;
  try {
    parsed = JSON.parse(config.startsWith("{") ? config : readFileSync(config, "utf8"));
  } catch (error) {
    throw new Error(`FIREBASE_CONFIG is neither JSON nor a readable JSON file: ${(error as Error).message}`);
  }
  const projectId = typeof parsed === "object" && parsed !== null && "projectId" in parsed ? parsed.projectId : undefined;
  return typeof projectId === "string" && projectId.trim() ? projectId.trim() : undefined;
}

/**
 * `<repo>/.data/berea.sqlite`, where the repo is the nearest folder above this
 * module with a workspaces package.json. Searching (instead of a fixed `../..`)
 * works from the source tree and from a bundle in functions/lib alike, and
 * does not depend on the working directory.
 */
function defaultSqliteFile(): string {
  const start = dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, "utf8"));
      if (typeof parsed === "object" && parsed !== null && "workspaces" in parsed) return resolve(dir, ".data", "berea.sqlite");
    }
    if (dirname(dir) === dir) break;
  }
  throw new Error(`Cannot find the repository root above ${start} for the default sqlite file; set STORE_SQLITE_FILE.`);
}
