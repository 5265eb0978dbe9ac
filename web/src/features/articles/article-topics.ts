import { articleTopics, type ArticleTopic } from "@berea/contracts/content";

/** Each topic's name as readers see it. */
export const topicNames: Record<ArticleTopic, string> = {
  "reading-the-bible": "Reading the Bible",
  prayer: "Prayer",
  "church-history": "Church history",
  apologetics: "Apologetics",
  "christian-living": "Christian living",
};

export const isArticleTopic = (value: string | null): value is ArticleTopic => articleTopics.some((topic) => topic === value);

/** "church-history" → "church history": tags are shown as words. */
export const tagLabel = (tag: string): string => tag.replace(/-/g, " ");
