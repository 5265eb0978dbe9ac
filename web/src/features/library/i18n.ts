import { defineNamespace } from "../../lib/i18n/i18n.ts";
import english from "../../lib/i18n/locales/en/library.json";
import { langOfPart } from "../../lib/language.ts";

/** The library's strings (`lib/i18n/locales/<language>/library.json`). */
export const useLibraryT = defineNamespace("library", english);

/** "3 min", "1 hr 20 min", "About 52 hours" in the reader's language: how long something takes to read at an easy pace. */
export function useReadingTime(): (minutes: number) => string {
  const { t } = useLibraryT();
  return (minutes) => {
    if (minutes < 60) return t("time.minutes", { minutes });
    if (minutes < 600) {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return rest === 0 ? t("time.hours", { hours }) : t("time.hoursMinutes", { hours, minutes: rest });
    }
    return t("time.about", { hours: Math.round(minutes / 60) });
  };
}

/**
 * The books' own language: they are public-domain English texts, so on a page
 * in another language their words are marked `lang="en"` (a screen reader
 * reads them as English); on an English page nothing needs saying.
 */
export function useBookLang(): "en" | undefined {
  const { i18n } = useLibraryT();
  return langOfPart("en", i18n.language);
}

type CategoryKey = keyof typeof english.categories;
type NoteKey = keyof typeof english.notes;
/** The catalogue's categories and notes as the server writes them (data/library/catalog.json), each with its key. */
const categoryKeys = new Map(Object.entries(english.categories).map(([key, text]) => [text, key as CategoryKey]));
const noteKeys = new Map(Object.entries(english.notes).map(([key, text]) => [text, key as NoteKey]));

/** Words of the catalogue's and how to mark them: in the page's language, or as written (English) and marked so. */
export interface CatalogueWords {
  text: string;
  lang: "en" | undefined;
}

/**
 * A book's category and note are Berea's own words about it (not the book's),
 * so they are said in the page's language where the namespace knows them; a
 * category or note it does not know stays as the catalogue writes it, marked
 * English on a page in another language.
 */
export function useCatalogueWords(): { category: (text: string) => CatalogueWords; note: (text: string) => CatalogueWords } {
  const { t } = useLibraryT();
  const bookLang = useBookLang();
  return {
    category: (text) => {
      const key = categoryKeys.get(text);
      return key ? { text: t(`categories.${key}`), lang: undefined } : { text, lang: bookLang };
    },
    note: (text) => {
      const key = noteKeys.get(text);
      return key ? { text: t(`notes.${key}`), lang: undefined } : { text, lang: bookLang };
    },
  };
}
