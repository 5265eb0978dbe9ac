import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/articles.json";

/** The articles' strings (`lib/i18n/locales/<language>/articles.json`): the article page and the section on /Books. */
export const useArticlesT = defineNamespace("articles", english);
