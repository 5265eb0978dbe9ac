import type { EndpointTable } from "@berea/contracts/endpoint";
import { apiAreas, type ApiAreas } from "@berea/contracts/endpoints";
import type { ApiRoute } from "./mount.ts";

/**
 * Every endpoint's route, read from the contracts' table of all of them, in
 * its order. The deploy bundle holds this list as data instead:
 * functions/build.ts computes it at build time and puts it in this module's
 * place, so a cold start routes its first request without building every
 * contract's schemas (the area called loads its own, mount.ts).
 */
export const apiRoutes: readonly ApiRoute[] = (Object.keys(apiAreas) as (keyof ApiAreas)[]).flatMap((area) => {
  const table: EndpointTable = apiAreas[area];
  return Object.entries(table).map(([action, declared]) => ({
    area,
    action,
    method: declared.method,
    path: declared.path,
    ...(declared.subject ? { subject: declared.subject } : {}),
  }));
});
