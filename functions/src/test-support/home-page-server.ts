import { homePageBuild } from "@berea/contracts/home-page";
import express from "express";
import { createApiApp } from "../api/app.ts";
import { adminAuth } from "../lib/firebase-admin.ts";
import { createJsonServer } from "../lib/http-server.ts";
import { homePageHandler, type HomePageFiles } from "../pages/home-page.ts";
import type { Store } from "../store/port.ts";

export interface HomePageTestServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * The API and, next to it, the server-rendered home (`GET /dashboard`),
 * served as the local server and Hosting do, over `store` and the real Auth
 * emulator: for the page's integration test and the cost bench. `now` is
 * the clock of both: the real one unless the test brings its own (see
 * `startApiServer`).
 */
export async function startHomePageServer(store: Store, files: () => Promise<HomePageFiles>, options: { now?: () => Date } = {}): Promise<HomePageTestServer> {
  const app = express();
  const deps = { store, auth: adminAuth(), now: options.now ?? (() => new Date()) };
  app.use(createApiApp(deps));
  const home = homePageHandler(deps, files);
  app.get(homePageBuild.path, (req, res, next) => void home(req, res).catch(next));
  const pages = createJsonServer(app);
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  const address = pages.address();
  if (typeof address !== "object" || !address) throw new Error("The page server has no address.");
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      pages.closeAllConnections();
      await new Promise<void>((resolve) => pages.close(() => resolve()));
    },
  };
}
