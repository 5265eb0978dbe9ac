import { z } from "zod";
import { translationIdSchema } from "./bible.ts";
import { endpoint } from "./endpoint.ts";
import { timeZoneSchema } from "./time-zone.ts";

/**
 * Scripture memory (`/memory`): verses and short passages a user learns by
 * heart, each a card whose schedule the server keeps with FSRS (ts-fsrs).
 * The review queue is every card due by the end of the user's own day.
 */

/** The most verses one card holds: a short passage of consecutive verses in one chapter. */
export const maxVersesPerCard = 6;

/** How many cards the Free plan keeps; Premium and Family are unlimited. */
export const freeMemoryCardLimit = 10;

/** A card counts as known once FSRS has it in review with a stability of at least this many days. */
export const knownStabilityDays = 21;

export const memoryRatings = ["again", "hard", "good", "easy"] as const;
export type MemoryRating = (typeof memoryRatings)[number];

export const memoryCardStates = ["new", "learning", "review", "relearning"] as const;
export type MemoryCardState = (typeof memoryCardStates)[number];

// ---------------------------------------------------------------------------
// Replies

export const memoryCardSchema = z.object({
  /** The id the client chose when adding it. */
  cardId: z.string(),
  /** "Psalm 23:1–3 (KJV)" without the translation: "Psalm 23:1–3". */
  reference: z.string(),
  translation: translationIdSchema,
  /** OSIS book id. */
  book: z.string(),
  chapter: z.number().int(),
  start: z.number().int(),
  end: z.number().int(),
  /** Each verse's text, in order, as the translation has it. */
  verses: z.array(z.object({ verse: z.number().int(), text: z.string() })),
  addedAt: z.string(),
  /** When FSRS next wants it (ISO time) and that instant's date in the user's zone. */
  due: z.string(),
  dueDate: z.string(),
  /** Due by the end of the user's today. */
  dueToday: z.boolean(),
  state: z.enum(memoryCardStates),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** FSRS stability in days. */
  stability: z.number(),
  lastReview: z.string().nullable(),
  known: z.boolean(),
});
export type MemoryCard = z.infer<typeof memoryCardSchema>;

export const memoryStatsSchema = z.object({
  /** Days in a row, ending today or yesterday, with at least one review. */
  streak: z.number().int(),
  reviewedToday: z.boolean(),
  /** Cards in review with stability >= knownStabilityDays. */
  known: z.number().int(),
  total: z.number().int(),
  dueToday: z.number().int(),
});
export type MemoryStats = z.infer<typeof memoryStatsSchema>;

export const memoryMineReplySchema = z.object({
  today: z.string(),
  /** Soonest due first. */
  cards: z.array(memoryCardSchema),
  stats: memoryStatsSchema,
  /** The most cards the caller's plan keeps; null when unlimited. */
  limit: z.number().int().nullable(),
});
export type MemoryMineReply = z.infer<typeof memoryMineReplySchema>;

export const memoryReviewReplySchema = z.object({
  card: memoryCardSchema,
  stats: memoryStatsSchema,
  /** This review id was already counted: nothing changed. */
  duplicate: z.boolean(),
});
export type MemoryReviewReply = z.infer<typeof memoryReviewReplySchema>;

export const memoryRemoveReplySchema = z.object({ cardId: z.string(), removed: z.literal(true) });

// ---------------------------------------------------------------------------
// Requests

const clientIdOf = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, `${field} must be 8 to 64 letters, digits, - or _.`);

export const memoryCardIdSchema = clientIdOf("cardId");

const verseNumber = (field: string) =>
  z
    .number({ error: `${field} must be a verse number.` })
    .int(`${field} must be a whole number.`)
    .min(1, `${field} starts at verse 1.`)
    .max(176, `${field} is past the end of every chapter: the longest, Psalm 119, has 176 verses.`);

export const memoryMineRequestSchema = z.object({ timeZone: timeZoneSchema });

export const memoryAddRequestSchema = z
  .object({
    /** The client's own id for the card: sending the same add twice keeps one card. */
    cardId: memoryCardIdSchema,
    translation: translationIdSchema,
    book: z.string({ error: "book is required." }).regex(/^[1-3]?[A-Za-z]{2,8}$/, "book must be a book of the Bible, for example Ps or John."),
    chapter: z.number({ error: "chapter must be a number." }).int("chapter must be a whole number.").min(1, "Chapters start at 1.").max(150, "No book has that many chapters."),
    start: verseNumber("start"),
    /** The last verse; the start verse alone when left out. */
    end: verseNumber("end").optional(),
    timeZone: timeZoneSchema,
  })
  .refine((value) => value.end === undefined || value.end >= value.start, { message: "The last verse comes before the first: write the passage as 3-5, not 5-3.", path: ["end"] })
  .refine((value) => value.end === undefined || value.end - value.start < maxVersesPerCard, {
    message: `A memory passage is at most ${maxVersesPerCard} verses: split a longer one into parts.`,
    path: ["end"],
  });
export type MemoryAddRequest = z.infer<typeof memoryAddRequestSchema>;

export const memoryReviewRequestSchema = z.object({
  cardId: memoryCardIdSchema,
  /** The client's own id for this answer: a review sent again (offline, then synced) counts once. */
  reviewId: clientIdOf("reviewId"),
  rating: z.enum(memoryRatings, { error: "rating must be again, hard, good or easy." }),
  timeZone: timeZoneSchema,
});
export type MemoryReviewRequest = z.infer<typeof memoryReviewRequestSchema>;

export const memoryRemoveRequestSchema = z.object({ cardId: memoryCardIdSchema });

export const memoryEndpoints = {
  /** The caller's cards with their schedule, and the streak and verses known. */
  mine: endpoint({ method: "POST", path: "/memory/mine", request: memoryMineRequestSchema, reply: memoryMineReplySchema, access: "signed-in", errors: [] }),
  /** Adds a verse or passage (the server reads its text); the same cardId again answers the card it made. */
  add: endpoint({
    method: "POST",
    path: "/memory/add",
    request: memoryAddRequestSchema,
    reply: memoryCardSchema,
    access: "signed-in",
    errors: ["already-exists", "quota-exceeded"],
  }),
  /** Grades one review of a card; a reviewId already counted changes nothing. */
  review: endpoint({ method: "POST", path: "/memory/review", request: memoryReviewRequestSchema, reply: memoryReviewReplySchema, access: "owner", errors: ["not-found"] }),
  remove: endpoint({ method: "POST", path: "/memory/remove", request: memoryRemoveRequestSchema, reply: memoryRemoveReplySchema, access: "owner", errors: ["not-found"] }),
};
