import { existsSync, readdirSync, readFileSync } from "node:fs";
import { articleSchema, countWords, freeArticlesPerMonth, readingMinutes, type Article, type ArticleSummary, type ArticleView } from "@berea/contracts/content";
import type { Language } from "@berea/contracts/language";
import type { LinkedParagraph } from "@berea/contracts/scripture-links";
import { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { contentFolders, type ContentFolder } from "../lib/content-folders.ts";
import { msg } from "../lib/messages/message.ts";
import { linkedOnce } from "../bible/scripture-links.ts";
import { recordActivity } from "../activity/activity.ts";
import { userToday } from "../users/user-day.ts";
import { collection } from "../store/collection.ts";
import type { Store } from "../store/port.ts";
import { getProfileWithEffectivePlan } from "../family/effective-plan.ts";

/**
 * The articles (data/articles/*.json) and the Free plan's monthly quota:
 * four whole articles a calendar month in the reader's time zone. Opening
 * an article already counted this month is free; the count is one document
 * per user and month, changed in a transaction, so parallel requests can
 * never open a fifth.
 */

/**
 * `articleReads/{uid}_{month}`: the articles a Free reader has opened in a
 * calendar month ("YYYY-MM"), in order. `moved`: the reader's zone changed
 * from `zone` into another month (`to`) while this was theirs, and the
 * count went on there (users/time-zone-change.ts).
 */
export const monthReadsSchema = z.object({ uid: z.string(), month: z.string(), ids: z.array(z.string()), moved: z.object({ zone: z.string(), to: z.string() }).optional() });
export type MonthReads = z.infer<typeof monthReadsSchema>;

export const articleReads = collection("articleReads", monthReadsSchema);

/** The collection's name, for tests and tables that look at the stored data as it is. */
export const articleReadsCollection = articleReads.name;

/**
 * Where each language's articles are: data/articles (English) and
 * data/articles-es (Spanish, each a translation of the English article of
 * the same id, so a link and the monthly count are the same in both); the
 * bundle carries copies as article-data and article-data-es.
 */
const folders: Record<Language, ContentFolder> = {
  en: { env: process.env.ARTICLE_DATA_DIR, bundled: "article-data", data: "articles" },
  es: { env: process.env.ARTICLE_DATA_DIR_ES, bundled: "article-data-es", data: "articles-es" },
};

export interface ArticleLibrary {
  articles: Article[];
  byId: Map<string, Article>;
}

/** The article files in `dir`, none when there is no such folder. */
export function articleFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

const loaded = new Map<Language, ArticleLibrary>();
/** The articles written in `language` (English when left out), read once per process. */
export function loadArticles(language: Language = "en"): ArticleLibrary {
  const known = loaded.get(language);
  if (known) return known;
  const candidates = contentFolders(folders[language]);
  const dir = candidates.find((candidate) => articleFiles(candidate).length > 0);
  // English is the library every language falls back to: it must be there. A language with no articles yet lists none.
  if (!dir && language === "en") throw new Error(`Articles not found; looked in ${candidates.join(", ")}`);
  const articles = (dir ? articleFiles(dir) : []).map((name) => articleSchema.parse(JSON.parse(readFileSync(`${dir}/${name}`, "utf8"))));
  const library = { articles, byId: new Map(articles.map((article) => [article.id, article])) };
  loaded.set(language, library);
  return library;
}

export function summarize(article: Article, language: Language = "en"): ArticleSummary {
  const words = countWords(article.sections.flatMap((section) => section.paragraphs).join(" "));
  return { id: article.id, title: article.title, summary: article.summary, topic: article.topic, tags: article.tags, author: article.author, readingMinutes: readingMinutes(words), language };
}

export interface ArticleDeps {
  store: Store;
  /** The English articles. */
  library: ArticleLibrary;
  /** The Spanish ones; read from data/ on first use when not given. */
  spanish?: ArticleLibrary;
  now: () => Date;
}

/** `POST /api/articles/list`: every article written in `language`, in file order (0 reads). */
export const listArticles = ({ library }: Pick<ArticleDeps, "library">, language: Language = "en") => ({ articles: library.articles.map((article) => summarize(article, language)) });

/** The article in `lang`: the Spanish one when asked in Spanish and there is one, else the English, marked English. */
function articleIn(deps: ArticleDeps, id: string, lang: Language): { article: Article; language: Language } | undefined {
  const translated = lang === "es" ? (deps.spanish ?? loadArticles("es")).byId.get(id) : undefined;
  if (translated) return { article: translated, language: "es" };
  const english = deps.library.byId.get(id);
  return english ? { article: english, language: "en" } : undefined;
}

/**
 * The article's sections with each paragraph's Bible references as links
 * (found with the names of the article's own language, once per article and
 * kept); `count` sections, from the first.
 */
function linkedSections(article: Article, language: Language, links: (LinkedParagraph | null)[], count = article.sections.length): ArticleView["sections"] {
  let at = 0;
  return article.sections.slice(0, count).map((section) => {
    const own = links.slice(at, at + section.paragraphs.length);
    at += section.paragraphs.length;
    return { ...section, links: own };
  });
}

/**
 * `POST /api/articles/get`: the whole article for Premium and Family; for
 * Free, whole while the month's four last, then the opening section only
 * (2 reads and at most 1 write).
 */
export async function readArticle(deps: ArticleDeps, uid: string, id: string, timeZone: string, lang: Language = "en"): Promise<ArticleView> {
  const { store, now } = deps;
  const found = articleIn(deps, id, lang);
  if (!found) throw new AppError("not-found", msg("articles.noSuchArticle"));
  const { article, language } = found;
  // Found while the plan and the month's count are read; kept after the first time.
  const linking = linkedOnce(`articles/${id}`, language, () => article.sections.flatMap((section) => section.paragraphs));
  // The effective plan: a Family member reads in full while the owner's Family plan is active.
  const profile = await getProfileWithEffectivePlan(store, uid);
  if (!profile) throw new AppError("unauthenticated", msg("articles.signInAgain"));
  // The month counts in the user's own zone (on the profile), not the one the request names.
  const { timeZone: zone, today } = await userToday(store, profile, timeZone, now());
  const summary = summarize(article, language);
  if (profile.paymentPlan > 0) {
    await recordActivity(store, uid, today, "articles");
    return { ...summary, sections: linkedSections(article, language, await linking), full: true, freeLeft: null };
  }
  const outcome = await store.runTransaction(async (tx) => {
    let month = today.slice(0, 7);
    let reads = await articleReads.get(tx, `${uid}_${month}`);
    // The zone changed into another month after the profile was read: the count goes on there.
    if (reads?.moved && reads.moved.zone === zone) {
      month = reads.moved.to;
      reads = await articleReads.get(tx, `${uid}_${month}`);
    }
    const ids = reads?.ids ?? [];
    if (ids.includes(id)) return { full: true, counted: ids.length, opened: false };
    if (ids.length >= freeArticlesPerMonth) return { full: false, counted: ids.length, opened: false };
    articleReads.set(tx, `${uid}_${month}`, { uid, month, ids: [...ids, id] });
    return { full: true, counted: ids.length + 1, opened: true };
  });
  if (outcome.opened) await recordActivity(store, uid, today, "articles");
  const freeLeft = Math.max(0, freeArticlesPerMonth - outcome.counted);
  return { ...summary, sections: linkedSections(article, language, await linking, outcome.full ? undefined : 1), full: outcome.full, freeLeft };
}
