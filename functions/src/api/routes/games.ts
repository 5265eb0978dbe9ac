import type { gameEndpoints } from "@berea/contracts/games";
import type { Language } from "@berea/contracts/languages";
import { loadBooks, loadTranslation, loadVerseOfTheDay, loadVersification } from "../../bible/bible-data.ts";
import { answerItem, finishRound, myGames, startRound, type GamesDeps } from "../../games/games.ts";
import { derivedQuotes, spanishQuotes, type Quote } from "../../games/round-makers.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/games/<action>`: the caller's XP and best scores, a new round (in the `lang` asked for), checking an answer, scoring a round. */
export function gameHandlers(api: ApiDeps): AreaHandlers<typeof gameEndpoints> {
  const quotes: Partial<Record<Language, Quote[]>> = {};
  const english = () => (quotes.en ??= derivedQuotes(loadBooks(), loadTranslation("kjv")));
  const deps: GamesDeps = {
    store: api.store,
    now: api.now,
    random: Math.random,
    data: { books: loadBooks, translation: loadTranslation, versesOfTheDay: loadVerseOfTheDay, versification: loadVersification },
    quotes: (lang) => (lang === "en" ? english() : (quotes[lang] ??= spanishQuotes(english(), loadTranslation("kjv"), loadTranslation("rv1909"), loadVersification()))),
  };
  return {
    mine: ({ timeZone }, { caller }) => myGames(deps, caller.uid, timeZone),
    round: ({ lang, ...request }, { caller }) => startRound(deps, caller.uid, request, lang),
    answer: (request, { caller }) => answerItem(deps, caller.uid, request),
    finish: (request, { caller }) => finishRound(deps, caller.uid, request),
  };
}
