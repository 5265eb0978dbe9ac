import type { Language } from "@berea/contracts/language";
import type { en } from "./en.ts";

/**
 * A message for a person, as domain code says it: a key of the English
 * catalogue (`en.ts`) and the values its {{placeholders}} need, no language.
 * The API's error handler renders it in the request's language
 * (`render.ts`, i18next, loaded on the first refusal). Typed from the
 * English catalogue: a misspelt key or a missing value does not compile.
 */
export interface ServerMessage {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/**
 * A placeholder's value: a number or a word that reads the same in every
 * language (a name, a title, a code), a date (formatted per language where
 * the catalogue says how), another message (rendered in the same language),
 * or the words of each language.
 */
export type MessageValue = string | number | Date | ServerMessage | PerLanguage;
export type PerLanguage = { readonly [L in Language]: string | number | Date };

type Catalogue = typeof en;
type PluralForm = "one" | "other";
type BaseKey<K> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** The keys a message is named by (a plural's, without `_one`/`_other`). */
export type MessageKey = BaseKey<keyof Catalogue>;

type Variants<K extends MessageKey> = Extract<keyof Catalogue, K | `${K}_${PluralForm}`>;
type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
type PlaceholderName<P extends string> = P extends `${infer Name},${string}` ? Trim<Name> : Trim<P>;
type Placeholders<S> = S extends `${string}{{${infer P}}}${infer Rest}` ? PlaceholderName<P> | Placeholders<Rest> : never;

/** The values message `K` needs: one per placeholder (`count` a number, for a plural). */
export type MessageValues<K extends MessageKey> = {
  [P in Placeholders<Catalogue[Variants<K>]>]: P extends "count" ? number : MessageValue;
};

type ValuesArgument<K extends MessageKey> = [Placeholders<Catalogue[Variants<K>]>] extends [never] ? [] : [values: MessageValues<K>];

/** The message `key` with its values, e.g. `msg("circles.full", { limit: 50 })`. */
export function msg<K extends MessageKey>(key: K, ...values: ValuesArgument<K>): ServerMessage {
  const [given] = values;
  return given ? { key, values: given } : { key };
}

export const isServerMessage = (value: unknown): value is ServerMessage =>
  typeof value === "object" && value !== null && !(value instanceof Date) && typeof (value as { key?: unknown }).key === "string";
