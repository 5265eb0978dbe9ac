import type { questionFlagEndpoints } from "@berea/contracts/question-flags";
import { loadBooks, loadTranslation } from "../../bible/bible-data.ts";
import { flagQuestion, flagQueue, reviewFlags } from "../../quiz/question-flags.ts";
import { loadQuizBank } from "../../quiz/quiz-bank.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/quiz/flag` (a player), `/quiz/flags` and `/quiz/review` (moderators). The bank and the texts load on first use. */
export function questionFlagHandlers({ store, now }: ApiDeps): AreaHandlers<typeof questionFlagEndpoints> {
  const bank = () => loadQuizBank();
  const texts = () => ({ kjv: loadTranslation("kjv"), web: loadTranslation("web"), books: loadBooks() });
  return {
    flag: (request, { caller }) => flagQuestion({ store, bank: bank(), now }, caller.uid, request),
    flags: () => flagQueue({ store, bank: bank(), texts: texts() }),
    review: (request) => reviewFlags({ store, bank: bank(), now }, request),
  };
}
