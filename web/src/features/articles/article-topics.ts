import { articleTopics, type ArticleTopic } from "@berea/contracts/content";

/** Each topic's name as readers see it is `topics.<topic>` in the articles namespace (i18n.ts). */

export const isArticleTopic = (value: string | null): value is ArticleTopic => articleTopics.some((topic) => topic === value);

/** "church-history" → "church history": tags are shown as words. */
export const tagLabel = (tag: string): string => tag.replace(/-/g, " ");
