import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/games.json";

/** The Bible games' strings (`lib/i18n/locales/<language>/games.json`). */
export const useGamesT = defineNamespace("games", english);
