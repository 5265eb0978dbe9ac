import type { GameId } from "@berea/contracts/games";
import { paths } from "../../config/paths.ts";
import { BookOpenText, Library, MessageSquareQuote, Shuffle, type LucideIcon } from "lucide-react";

/** What the hub says of each game. */
export const gameInfo: Record<GameId, { blurb: string; Icon: LucideIcon }> = {
  "books-order": { blurb: "Put a handful of books in the order the Bible has them.", Icon: Library },
  "verse-scramble": { blurb: "Put the words of a well-known verse back in order.", Icon: Shuffle },
  "who-said-it": { blurb: "Match a saying to the one the verse says spoke it.", Icon: MessageSquareQuote },
  "reference-match": { blurb: "Find where a well-known verse is written.", Icon: BookOpenText },
};

export const gamePath = (game: GameId): string => `${paths.games}/${game}`;
