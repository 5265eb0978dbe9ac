import { articleGetRequestSchema } from "@berea/contracts/content";
import { paths } from "../../config/paths.ts";

/** "/Articles/praying-the-psalms". */
export const articlePath = (id: string): string => `${paths.articles}/${encodeURIComponent(id)}`;

/** The articles' part of /Books, optionally filtered to one topic. */
export const articlesListPath = (topic?: string): string => `${paths.books}${topic ? `?topic=${encodeURIComponent(topic)}` : ""}#articles`;

/** What the API accepts as an article id; anything else is not worth a request. */
export const isArticleId = (id: string): boolean => articleGetRequestSchema.shape.id.safeParse(id).success;
