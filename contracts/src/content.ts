import { z } from "zod";

/**
 * The daily-walk content as it is committed under data/: devotional paths
 * (data/devotionals/*.json) and articles (data/articles/*.json). Passages
 * name a book by its OSIS id (data/bible/books.json) and a verse range in
 * KJV numbering; their text always comes from the Bible data.
 */

export const passageSchema = z.object({
  book: z.string().min(2),
  chapter: z.number().int().min(1),
  start: z.number().int().min(1),
  end: z.number().int().min(1),
});
export type Passage = z.infer<typeof passageSchema>;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "ids are lowercase words joined by hyphens");
const sentence = z.string().trim().min(1);

export const devotionalSchema = z.object({
  /** Unique across all paths, e.g. "anxiety-03". */
  id: slug,
  title: sentence.max(80),
  passage: passageSchema,
  /** 250 to 500 words in all, one string per paragraph. */
  reflection: z.array(sentence).min(2).max(8),
  prayer: sentence,
  question: sentence,
  author: sentence,
  /** A public-domain excerpt quoted inside the reflection, with its source, if any. */
  quoted: z.object({ source: sentence }).optional(),
});
export type Devotional = z.infer<typeof devotionalSchema>;

export const devotionalPathSchema = z.object({
  id: slug,
  title: sentence.max(60),
  theme: sentence.max(40),
  description: sentence.max(300),
  days: z.array(devotionalSchema).min(5).max(14),
});
export type DevotionalPath = z.infer<typeof devotionalPathSchema>;

export const articleTopics = ["reading-the-bible", "prayer", "church-history", "apologetics", "christian-living"] as const;
export const articleTopicSchema = z.enum(articleTopics);
export type ArticleTopic = z.infer<typeof articleTopicSchema>;

export const articleSchema = z.object({
  id: slug,
  title: sentence.max(90),
  /** One or two sentences shown in the list and to readers past their free quota. */
  summary: sentence.max(300),
  topic: articleTopicSchema,
  tags: z.array(slug).min(1).max(6),
  author: sentence,
  /** 600 to 1,500 words in all. The first section has no heading. */
  sections: z
    .array(
      z.object({
        heading: sentence.max(80).optional(),
        paragraphs: z.array(sentence).min(1),
      }),
    )
    .min(2),
});
export type Article = z.infer<typeof articleSchema>;

/** Words in a text, as reading time and length checks count them. */
export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
