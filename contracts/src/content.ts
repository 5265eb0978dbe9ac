import { z } from "zod";
import { timeZoneSchema } from "./time-zone.ts";
import { endpoint } from "./endpoint.ts";
import { languageSchema } from "./language.ts";
import { linkedParagraphSchema } from "./scripture-links.ts";

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

// ---------------------------------------------------------------------------
// Devotionals API

/** An English devotional's passage comes in an English translation; a Spanish one's always in RV1909. */
export const devotionalTranslationSchema = z.enum(["kjv", "web"]).default("kjv");

/** The language content is asked for (`lang`); English when left out. */
const lang = languageSchema.default("en");

const timeZone = timeZoneSchema;

const devotionalId = z.string({ error: "id is required." }).regex(/^[a-z0-9-]{1,80}$/, "id is not a devotional.");

/** `POST /api/devotionals/today`. */
export const devotionalTodayRequestSchema = z.object({ timeZone, translation: devotionalTranslationSchema, lang });
/** `POST /api/devotionals/get`: any devotional by id (Premium), or today's (everyone). */
export const devotionalGetRequestSchema = z.object({ id: devotionalId, timeZone, translation: devotionalTranslationSchema, lang });
/** `POST /api/devotionals/paths`. */
export const devotionalPathsRequestSchema = z.object({ timeZone, lang });
/** `POST /api/devotionals/mark`: read or not read. */
export const devotionalMarkRequestSchema = z.object({ id: devotionalId, read: z.boolean({ error: "read must be true or false." }), timeZone });
/** `POST /api/devotionals/note`: the caller's private note; empty text deletes it. */
export const devotionalNoteRequestSchema = z.object({
  id: devotionalId,
  note: z.string({ error: "note must be text." }).max(4000, "A note is at most 4,000 characters."),
  timeZone,
});

export const devotionalViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  path: z.object({ id: z.string(), title: z.string(), theme: z.string(), day: z.number().int(), days: z.number().int() }),
  /** The date it is the devotional of, in the caller's time zone, when it is today's. */
  today: z.boolean(),
  passage: z.object({
    label: z.string(),
    translation: z.enum(["kjv", "web", "rv1909"]),
    reference: passageSchema,
    verses: z.array(z.object({ verse: z.number().int(), text: z.string() })),
  }),
  reflection: z.array(z.string()),
  prayer: z.string(),
  question: z.string(),
  author: z.string(),
  quotedSource: z.string().nullable(),
  /** The language it is written in: English when asked in Spanish for a path not yet translated. */
  language: languageSchema,
  read: z.boolean(),
  note: z.string(),
});
export type DevotionalView = z.infer<typeof devotionalViewSchema>;

export const devotionalPathSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  theme: z.string(),
  description: z.string(),
  days: z.array(z.object({ id: z.string(), title: z.string(), read: z.boolean() })),
  read: z.number().int(),
  /** The language its titles are written in (English for a path not yet translated). */
  language: languageSchema,
});
export const devotionalPathsReplySchema = z.object({
  todayId: z.string(),
  /** Paths with progress are a Premium feature; Free sees the paths without progress and opens only today's devotional. */
  progressTracking: z.boolean(),
  paths: z.array(devotionalPathSummarySchema),
});
export type DevotionalPathsReply = z.infer<typeof devotionalPathsReplySchema>;

// ---------------------------------------------------------------------------
// Articles API

/** The Free plan reads this many whole articles a calendar month; past it, the opening and an upgrade prompt. */
export const freeArticlesPerMonth = 4;

/** Reading time at about 230 words a minute, at least one minute. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / 230));

export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  topic: articleTopicSchema,
  tags: z.array(z.string()),
  author: z.string(),
  readingMinutes: z.number().int(),
  /** The language it is written in: English when asked in Spanish for an article not yet translated. */
  language: languageSchema,
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** `POST /api/articles/list` (public): the articles written in `lang`. */
export const articleListRequestSchema = z.object({ lang });
export const articleListReplySchema = z.object({ articles: z.array(articleSummarySchema) });
export type ArticleListReply = z.infer<typeof articleListReplySchema>;

/** `POST /api/articles/get` (signed in). */
export const articleGetRequestSchema = z.object({
  id: z.string({ error: "id is required." }).regex(/^[a-z0-9-]{1,100}$/, "id is not an article."),
  timeZone,
  lang,
});

export const articleViewSchema = articleSummarySchema.extend({
  // At least one, not the committed article's two: past the Free plan's quota the reply carries the opening only.
  // `links`: each paragraph with its Bible references as links to the reader, null for one without any (found by the API).
  sections: z.array(articleSchema.shape.sections.element.extend({ links: z.array(linkedParagraphSchema.nullable()).optional() })).min(1),
  /** False past the Free plan's monthly articles: `sections` then holds the opening only. */
  full: z.boolean(),
  /** Whole articles the Free plan may still open this month; null when unlimited. */
  freeLeft: z.number().int().nullable(),
});
export type ArticleView = z.infer<typeof articleViewSchema>;

export const devotionalMarkReplySchema = z.object({ read: z.boolean() });
export const devotionalNoteReplySchema = z.object({ note: z.string() });

export const devotionalEndpoints = {
  /** Today's devotional in the caller's time zone, with their read mark and note. */
  today: endpoint({ method: "POST", path: "/devotionals/today", request: devotionalTodayRequestSchema, reply: devotionalViewSchema, access: "signed-in", errors: [] }),
  /** A devotional by id: today's for everyone, any other for Premium. */
  get: endpoint({
    method: "POST",
    path: "/devotionals/get",
    request: devotionalGetRequestSchema,
    reply: devotionalViewSchema,
    access: "signed-in",
    errors: ["not-found", "permission-denied"],
  }),
  paths: endpoint({ method: "POST", path: "/devotionals/paths", request: devotionalPathsRequestSchema, reply: devotionalPathsReplySchema, access: "signed-in", errors: [] }),
  mark: endpoint({
    method: "POST",
    path: "/devotionals/mark",
    request: devotionalMarkRequestSchema,
    reply: devotionalMarkReplySchema,
    access: "signed-in",
    errors: ["not-found", "permission-denied"],
  }),
  /** The caller's private note; empty text deletes it. */
  note: endpoint({
    method: "POST",
    path: "/devotionals/note",
    request: devotionalNoteRequestSchema,
    reply: devotionalNoteReplySchema,
    access: "signed-in",
    errors: ["not-found", "permission-denied"],
  }),
};

export const articleEndpoints = {
  list: endpoint({ method: "POST", path: "/articles/list", request: articleListRequestSchema, reply: articleListReplySchema, access: "public", errors: [] }),
  /** An article, whole or (past the Free plan's month) its opening. */
  get: endpoint({ method: "POST", path: "/articles/get", request: articleGetRequestSchema, reply: articleViewSchema, access: "signed-in", errors: ["not-found"] }),
};
