import { articleGetRequestSchema, articleListRequestSchema } from "@berea/contracts/content";
import type { Request } from "express";
import { listArticles, loadArticles, readArticle } from "../../articles/articles.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** `POST /api/articles/list` (public) and `POST /api/articles/get` (signed in; the Free plan's monthly quota). */
export function articleHandlers(api: ApiDeps) {
  return {
    list: (req: Request) => {
      parseBody(articleListRequestSchema, req.body);
      return Promise.resolve(listArticles({ library: loadArticles() }));
    },
    get: async (req: Request) => {
      const { id, timeZone } = parseBody(articleGetRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return readArticle({ store: api.store, library: loadArticles(), now: api.now }, caller.uid, id, timeZone);
    },
  };
}
