import type { gameEndpoints } from "@berea/contracts/games";
import { loadBooks, loadTranslation, loadVerseOfTheDay } from "../../bible/bible-data.ts";
import { answerItem, finishRound, myGames, startRound, type GamesDeps } from "../../games/games.ts";
import { derivedQuotes, type Quote } from "../../games/round-makers.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/games/<action>`: the caller's XP and best scores, a new round, checking an answer, scoring a round. */
export function gameHandlers(api: ApiDeps): AreaHandlers<typeof gameEndpoints> {
  let quotes: Quote[] | undefined;
  const deps: GamesDeps = {
    store: api.store,
    now: api.now,
    random: Math.random,
    data: { books: loadBooks, translation: loadTranslation, versesOfTheDay: loadVerseOfTheDay },
    quotes: () => (quotes ??= derivedQuotes(loadBooks(), loadTranslation("kjv"))),
  };
  return {
    mine: ({ timeZone }, { caller }) => myGames(deps, caller.uid, timeZone),
    round: (request, { caller }) => startRound(deps, caller.uid, request),
    answer: (request, { caller }) => answerItem(deps, caller.uid, request),
    finish: (request, { caller }) => finishRound(deps, caller.uid, request),
  };
}
