import type { articleEndpoints } from "@berea/contracts/content";
import { listArticles, loadArticles, readArticle } from "../../articles/articles.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/articles/list` (public) and `POST /api/articles/get` (the Free plan's monthly quota). */
export function articleHandlers(api: ApiDeps): AreaHandlers<typeof articleEndpoints> {
  return {
    list: () => Promise.resolve(listArticles({ library: loadArticles() })),
    get: ({ id, timeZone }, { caller }) => readArticle({ store: api.store, library: loadArticles(), now: api.now }, caller.uid, id, timeZone),
  };
}
