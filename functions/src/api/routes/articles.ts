import type { articleEndpoints } from "@berea/contracts/content";
import { listArticles, loadArticles, readArticle } from "../../articles/articles.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/articles/list` (public) and `POST /api/articles/get` (the Free plan's monthly quota), each in the `lang` asked for. */
export function articleHandlers(api: ApiDeps): AreaHandlers<typeof articleEndpoints> {
  return {
    list: ({ lang }) => Promise.resolve(listArticles({ library: loadArticles(lang) }, lang)),
    get: ({ id, timeZone, lang }, { caller }) => readArticle({ store: api.store, library: loadArticles(), spanish: lang === "es" ? loadArticles("es") : undefined, now: api.now }, caller.uid, id, timeZone, lang),
  };
}
