import type { GameId } from "@berea/contracts/games";
import { paths } from "../../config/paths.ts";
import { BookOpenText, Library, MessageSquareQuote, Shuffle, type LucideIcon } from "lucide-react";

/** Each game's icon on the hub (its title and blurb are in the games namespace: `titles.<game>`, `blurbs.<game>`). */
export const gameIcons: Record<GameId, LucideIcon> = {
  "books-order": Library,
  "verse-scramble": Shuffle,
  "who-said-it": MessageSquareQuote,
  "reference-match": BookOpenText,
};

export const gamePath = (game: GameId): string => `${paths.games}/${game}`;
