import type { ErrorReply } from "@berea/contracts/errors";
import { languageFrom, type Language } from "@berea/contracts/languages";
import type { AppError } from "../app-error.ts";
import type { ServerMessage } from "./message.ts";

/**
 * The language a request asks for: its `Accept-Language` (the web app
 * sends the reader's, web/src/lib/api-client.ts), in order, the first of
 * Berea's languages; English when it names none or is absent.
 */
export const languageOfHeader = (header: string | undefined): Language => languageFrom((header ?? "").split(","));

/**
 * The body of an AppError's reply, its message and field messages said in
 * `language`. The renderer (i18next and the catalogues) is loaded on the
 * first error that has a message to render, not before.
 */
export async function errorReplyOf(error: AppError, language: Language): Promise<Omit<ErrorReply, "retryAfter">> {
  const texts: (string | ServerMessage)[] = [error.text, ...Object.values(error.fields ?? {})];
  const say = texts.every((text) => typeof text === "string")
    ? (text: string | ServerMessage) => (typeof text === "string" ? text : text.key)
    : (await import("./render.ts")).renderMessage;
  return {
    message: say(error.text, language),
    code: error.code,
    ...(error.fields ? { fields: Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, say(text, language)])) } : {}),
  };
}

/**
 * A success reply's message in `language`. English with no values comes from the English catalogue alone, so a
 * sign-in's "Welcome back." does not load i18next; anything else is rendered as a refusal is (render.ts, loaded
 * then, not at a cold start).
 */
export async function sayMessage(text: ServerMessage, language: Language): Promise<string> {
  if (language === "en" && !text.values) {
    const { en } = await import("./en.ts");
    const english: Readonly<Record<string, string>> = en;
    const said = english[text.key];
    if (said !== undefined) return said;
  }
  return (await import("./render.ts")).renderMessage(text, language);
}
