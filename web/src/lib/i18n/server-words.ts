/**
 * A server reply's message in the reader's language: in English the server's
 * own words (they can name things the screen does not know); in another
 * language the screen's translation of them, from its namespace.
 */
export const inOwnWords = (language: string, serverMessage: string, translated: string): string => (language === "en" ? serverMessage : translated);
