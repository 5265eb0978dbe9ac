import type { Server } from "node:http";
import { createApiApp } from "./api/app.ts";
import { adminAuth } from "./lib/firebase-admin.ts";
import { logger } from "./lib/logger.ts";
import { seedPlans } from "./plans/plans.ts";
import { createStoreFromEnv } from "./store/create-store.ts";
import type { Store } from "./store/port.ts";
import { createJsonServer } from "./lib/http-server.ts";

export interface RunningApi {
  server: Server;
  store: Store;
  url: string;
  close: () => Promise<void>;
}

/**
 * Runs the API as a plain Node HTTP server (local stack, tests, benchmarks).
 * Seeds the plans, then listens on 127.0.0.1.
 */
export async function startApiServer(options: { port?: number; host?: string } = {}): Promise<RunningApi> {
  const store = await createStoreFromEnv();
  await seedPlans(store);
  const app = createApiApp({ store, auth: adminAuth(), now: () => new Date() });
  const server = createJsonServer(app);
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const url = `http://${host}:${port}`;
  return {
    server,
    store,
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await store.close();
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 5004);
  const api = await startApiServer({ port });
  logger.info("API listening", { url: api.url, store: api.store.driver });
}
