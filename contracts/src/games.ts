import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { languageSchema } from "./language.ts";
import { timeZoneSchema } from "./time-zone.ts";

/**
 * Bible games (`/games`): short timed rounds made on the server from the
 * Bible data, so the answers stay on the server until a player answers.
 * Each answer is checked as it is given (immediate feedback); finishing a
 * round scores it and adds XP, at most `dailyXpCapPerGame` a day per game.
 * A Family child gets the gentle mode: no timer, fewer and easier items.
 * A round is made in the language asked for (`lang`): in Spanish its
 * prompts, book names, references and speakers are Spanish and its verses
 * the Reina-Valera 1909's.
 */

export const gameIds = ["books-order", "verse-scramble", "who-said-it", "reference-match"] as const;
export type GameId = (typeof gameIds)[number];

export const gameTitles: Record<GameId, string> = {
  "books-order": "Books in order",
  "verse-scramble": "Verse scramble",
  "who-said-it": "Who said it?",
  "reference-match": "Reference match",
};

/** XP for each point of a round, and the bonus for a perfect round. */
export const xpPerPoint = 10;
export const perfectRoundBonusXp = 10;
/** The most XP one game gives in a user's day: more rounds still score, without XP. */
export const dailyXpCapPerGame = 150;
/** Seconds after a round's time limit that an answer still counts (a slow network). */
export const answerGraceSeconds = 10;

// ---------------------------------------------------------------------------
// Replies

/** One piece a player orders (a book, a word) or one option they choose; its id says nothing about where it belongs. */
export const gamePieceSchema = z.object({ id: z.string(), label: z.string() });
export type GamePiece = z.infer<typeof gamePieceSchema>;

export const gameItemSchema = z.object({
  /** `order`: put every piece in order. `choice`: pick the one right piece. */
  kind: z.enum(["order", "choice"]),
  /** What to do, or the quote or verse to place. */
  prompt: z.string(),
  /** A reference or hint shown with the prompt, when there is one. */
  detail: z.string().nullable(),
  /** In a shuffled order. */
  pieces: z.array(gamePieceSchema),
});
export type GameItem = z.infer<typeof gameItemSchema>;

export const gameRoundSchema = z.object({
  roundId: z.string(),
  game: z.enum(gameIds),
  /** The gentle mode of a Family child: no timer, fewer and easier items. */
  gentle: z.boolean(),
  /** Null: no timer. */
  timeLimitSeconds: z.number().int().nullable(),
  startedAt: z.string(),
  items: z.array(gameItemSchema),
});
export type GameRound = z.infer<typeof gameRoundSchema>;

/** Where an item's verse is, to read it in context after answering. */
export const gamePassageSchema = z.object({
  translation: z.enum(["kjv", "web", "rv1909"]),
  /** OSIS id, and the English name the reader's address uses ("1 Corinthians"), in a Spanish round too. */
  book: z.string(),
  bookName: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  /** "Psalm 23:1", in a Spanish round "Salmo 23:1". */
  reference: z.string(),
});
export type GamePassage = z.infer<typeof gamePassageSchema>;

export const gameAnswerReplySchema = z.object({
  correct: z.boolean(),
  /** The right answer's labels, in order (one for a choice). */
  solution: z.array(z.string()),
  /** For an order: which of the player's places were right. */
  placesRight: z.array(z.boolean()).nullable(),
  /** False when the item was answered before (the first answer stands) or after the time ran out. */
  counted: z.boolean(),
  /** Points so far in this round. */
  points: z.number().int(),
  /** The verse the item came from (none for the books of the Bible). */
  passage: gamePassageSchema.nullable(),
});
export type GameAnswerReply = z.infer<typeof gameAnswerReplySchema>;

export const gameBestSchema = z.object({ points: z.number().int(), total: z.number().int(), at: z.string() });

export const gameSummarySchema = z.object({
  game: z.enum(gameIds),
  title: z.string(),
  best: gameBestSchema.nullable(),
  rounds: z.number().int(),
  xpToday: z.number().int(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const gamesMineReplySchema = z.object({
  today: z.string(),
  totalXp: z.number().int(),
  dailyXpCap: z.number().int(),
  gentle: z.boolean(),
  games: z.array(gameSummarySchema),
});
export type GamesMineReply = z.infer<typeof gamesMineReplySchema>;

export const gameResultSchema = z.object({
  roundId: z.string(),
  resultId: z.string(),
  game: z.enum(gameIds),
  points: z.number().int(),
  total: z.number().int(),
  /** XP this round added (after the daily cap). */
  xp: z.number().int(),
  /** The daily cap held some XP back. */
  capped: z.boolean(),
  /** A new best score for this game. */
  newBest: z.boolean(),
  finishedAt: z.string(),
});
export type GameResult = z.infer<typeof gameResultSchema>;

export const gameFinishReplySchema = z.object({
  result: gameResultSchema,
  /** This round was already scored: nothing changed. */
  duplicate: z.boolean(),
  stats: gamesMineReplySchema,
});
export type GameFinishReply = z.infer<typeof gameFinishReplySchema>;

// ---------------------------------------------------------------------------
// Requests

const clientIdOf = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, `${field} must be 8 to 64 letters, digits, - or _.`);

export const gameRoundIdSchema = clientIdOf("roundId");

export const gamesMineRequestSchema = z.object({ timeZone: timeZoneSchema });

export const gameRoundRequestSchema = z.object({
  game: z.enum(gameIds, { error: `game must be one of ${gameIds.join(", ")}.` }),
  /** The verse text's translation (the scramble and reference match); KJV when left out. A Spanish round's is the RV1909. */
  translation: z.enum(["kjv", "web"], { error: "translation must be kjv or web." }).optional(),
  /** The language the round is written in; English when left out. */
  lang: languageSchema.default("en"),
});
export type GameRoundRequest = z.infer<typeof gameRoundRequestSchema>;

export const gameAnswerRequestSchema = z.object({
  roundId: gameRoundIdSchema,
  item: z.number({ error: "item must be the item's number." }).int("item must be a whole number.").min(0, "item starts at 0.").max(20, "A round has at most 20 items."),
  /** Piece ids: every piece in the chosen order, or the one chosen. */
  answer: z
    .array(z.string({ error: "Each answer piece is a piece id." }).max(40, "A piece id is at most 40 characters."), { error: "answer must be a list of piece ids." })
    .min(1, "Choose an answer first.")
    .max(60, "An answer has at most 60 pieces."),
});
export type GameAnswerRequest = z.infer<typeof gameAnswerRequestSchema>;

export const gameFinishRequestSchema = z.object({
  roundId: gameRoundIdSchema,
  /** The client's own id for this result: sent again (offline, then synced), it counts once. */
  resultId: clientIdOf("resultId"),
  timeZone: timeZoneSchema,
});
export type GameFinishRequest = z.infer<typeof gameFinishRequestSchema>;

export const gameEndpoints = {
  /** The caller's total XP, best score per game and XP today. */
  mine: endpoint({ method: "POST", path: "/games/mine", request: gamesMineRequestSchema, reply: gamesMineReplySchema, access: "signed-in", errors: [] }),
  /** A new round of a game, made on the server; the answers stay there. */
  round: endpoint({ method: "POST", path: "/games/round", request: gameRoundRequestSchema, reply: gameRoundSchema, access: "signed-in", errors: [] }),
  /** Checks one item's answer at once; the first answer to an item is the one that counts. */
  answer: endpoint({ method: "POST", path: "/games/answer", request: gameAnswerRequestSchema, reply: gameAnswerReplySchema, access: "owner", errors: ["not-found"] }),
  /** Scores the round and adds its XP; the same round again changes nothing. */
  finish: endpoint({
    method: "POST",
    path: "/games/finish",
    request: gameFinishRequestSchema,
    reply: gameFinishReplySchema,
    access: "owner",
    errors: ["not-found", "already-exists"],
  }),
};
