import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiAreas, type ApiAreas } from "@berea/contracts/endpoints";
import express, { type ErrorRequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError, statusForCode } from "../lib/app-error.ts";
import { createJsonServer } from "../lib/http-server.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { seedPlans } from "../plans/plans.ts";
import type { Store } from "../store/port.ts";
import { createSqliteStore } from "../store/sqlite-driver.ts";
import { apiRoutes } from "./api-routes.ts";
import { apiAreaModules } from "./area-modules.ts";
import { mountEndpoints, type ApiAreaModules } from "./mount.ts";

/** The areas' modules as the app has them, noting each import of one. */
function countedAreaModules(imported: (keyof ApiAreas)[]): ApiAreaModules {
  const counted = (area: keyof ApiAreas) => () => {
    imported.push(area);
    return apiAreaModules[area]();
  };
  const areas = Object.keys(apiAreaModules) as (keyof ApiAreas)[];
  return Object.fromEntries(areas.map((area) => [area, counted(area)])) as ApiAreaModules; // one entry per area, each its own loader
}

/** The app's error answer, as far as these tests look at it (app.ts has the whole). */
const answerError: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const code = error instanceof AppError ? error.code : "internal";
  res.status(statusForCode[code]).json({ code });
};

describe("the API's areas load on their first call", () => {
  let dir: string;
  let store: Store;
  let server: Server;
  let url: string;
  const imported: (keyof ApiAreas)[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "berea-mount-"));
    store = createSqliteStore({ file: join(dir, "mount.sqlite") });
    await seedPlans(store);
    const api = express.Router();
    api.use(express.json());
    mountEndpoints(api, { store, auth: adminAuth(), now: () => new Date("2026-03-02T12:00:00Z") }, apiRoutes, countedAreaModules(imported));
    server = createJsonServer(express().use("/api", api).use(answerError));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const getPricing = () => fetch(`${url}/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ subject: "getPricing" }) });

  it("imports nothing until a request comes, then only the area it calls, once however many calls arrive together", async () => {
    expect(imported).toEqual([]);
    const replies = await Promise.all([getPricing(), getPricing(), getPricing()]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect(imported).toEqual(["root"]);

    const verse = await fetch(`${url}/verse-of-the-day?date=2026-03-02`);
    expect(verse.status).toBe(200);
    expect((await getPricing()).status).toBe(200);
    expect(imported).toEqual(["root", "bible"]);
  });

  it("refuses an unknown subject from the routes alone, before importing anything for it", async () => {
    const before = [...imported];
    const reply = await fetch(`${url}/`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ subject: "getEverything" }) });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toMatchObject({ code: "invalid-argument" });
    expect(imported).toEqual(before);
  });

  it("gives each area the endpoint table the contracts declare for it", async () => {
    for (const area of Object.keys(apiAreas) as (keyof ApiAreas)[]) {
      expect((await apiAreaModules[area]()).endpoints, area).toBe(apiAreas[area]);
    }
  });
});
