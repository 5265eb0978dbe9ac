import qs from "qs";
import type Stripe from "stripe";

/**
 * Request parameters and errors, the way Stripe's v1 API takes and answers
 * them: form-encoded bodies (and query strings) with bracket notation, as the
 * SDK sends them (`items[0][price]=...`, `metadata[uid]=...`, `expand[]=...`),
 * and errors in the `{ error: { type, code, message, param } }` shape.
 */

/** Stripe's error object (the API's `error` schema); the SDK types it as `last_setup_error`. */
export type ApiErrorBody = Stripe.SetupIntent.LastSetupError;

/** The caller's API key and what kind it is: a publishable key may call only what Stripe.js calls. */
export interface Auth {
  key: string;
  kind: "secret" | "publishable";
}

/** An error answered as Stripe answers it, with its HTTP status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Whether an idempotency key stores this reply (Stripe keeps replies from requests that started executing, not validation failures). */
    readonly storeForIdempotency = false,
  ) {
    super(body.message ?? body.type);
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll("_", "-")}`;

export function invalidRequest(message: string, param?: string, code?: string, status = 400): StripeApiError {
  return new StripeApiError(status, {
    type: "invalid_request_error",
    message,
    ...(param === undefined ? {} : { param }),
    ...(code === undefined ? {} : { code, doc_url: docUrl(code) }),
  });
}

/** `No such customer: 'cus_x'`: 404 for the object in the path, 400 for a reference in the parameters. */
export function noSuch(kind: string, id: string, param: string, status: 400 | 404 = 400): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, param, "resource_missing", status);
}

export function cardError(
  message: string,
  code: string,
  extra: Omit<ApiErrorBody, "type" | "message" | "code"> = {},
): StripeApiError {
  return new StripeApiError(402, { type: "card_error", code, message, doc_url: docUrl(code), ...extra }, true);
}

type Raw = qs.ParsedQs[string];

/** Parses a form-encoded body or query string with Stripe's bracket notation. */
export function parseForm(text: string): qs.ParsedQs {
  return qs.parse(text, { depth: 8, arrayLimit: 100, parameterLimit: 2000, allowDots: false });
}

/**
 * Typed access to parsed parameters. Every read is recorded, so a request
 * with a parameter the stand-in does not read fails loudly with Stripe's
 * "Received unknown parameter" instead of being silently ignored.
 */
export class Params {
  private readonly used = new Set<string>();
  private readonly children: Params[] = [];

  constructor(
    readonly raw: qs.ParsedQs,
    private readonly prefix = "",
  ) {}

  private path(name: string): string {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  private take(name: string): Raw {
    this.used.add(name);
    return this.raw[name];
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined;
  }

  /** Marks parameters as accepted even though nothing reads them (documented no-ops). */
  accept(...names: string[]): void {
    for (const name of names) this.used.add(name);
  }

  /** Throws Stripe's unknown-parameter error for any parameter (at any depth read so far) that nobody read. */
  rejectUnknown(): void {
    for (const child of this.children) child.rejectUnknown();
    for (const name of Object.keys(this.raw)) {
      if (!this.used.has(name)) {
        const accepted = [...this.used].filter((used) => used !== "expand").sort();
        throw invalidRequest(
          `Received unknown parameter: ${this.path(name)}${accepted.length ? ` (the Stripe stand-in accepts here: ${accepted.join(", ")})` : ""}`,
          this.path(name),
          "parameter_unknown",
        );
      }
    }
  }

  string(name: string): string | undefined {
    const value = this.take(name);
    if (value === undefined) return undefined;
    if (typeof value !== "string") throw invalidRequest(`Invalid string: ${this.path(name)} must be a string.`, this.path(name));
    return value;
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (value === undefined || value === "") throw invalidRequest(`Missing required param: ${this.path(name)}.`, this.path(name), "parameter_missing");
    return value;
  }

  /** An enumerated string parameter. */
  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) {
      throw invalidRequest(`Invalid ${this.path(name)}: must be one of ${allowed.join(", ")}`, this.path(name), "parameter_invalid_string");
    }
    return match;
  }

  int(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, this.path(name), "parameter_invalid_integer");
    return Number(value);
  }

  bool(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    if (value === "true") return true;
    if (value === "false") return false;
    throw invalidRequest(`Invalid boolean: ${value}`, this.path(name));
  }

  /** A nested hash, e.g. `invoice_settings[...]`; `undefined` when absent. */
  object(name: string): Params | undefined {
    const value = this.take(name);
    if (value === undefined) return undefined;
    if (typeof value === "string" || Array.isArray(value)) throw invalidRequest(`Invalid object: ${this.path(name)} must be a hash.`, this.path(name));
    return this.child(value, this.path(name));
  }

  private child(raw: qs.ParsedQs, prefix: string): Params {
    const params = new Params(raw, prefix);
    this.children.push(params);
    return params;
  }

  /** An array of hashes, e.g. `items[0][price]`. */
  objects(name: string): Params[] {
    const value = this.take(name);
    if (value === undefined || value === "") return [];
    const entries: Raw[] = Array.isArray(value)
      ? value
      : typeof value === "object"
        ? Object.keys(value)
            .sort((a, b) => Number(a) - Number(b))
            .map((key) => value[key])
        : [value];
    return entries.map((entry, index) => {
      if (entry === undefined || typeof entry === "string" || Array.isArray(entry)) {
        throw invalidRequest(`Invalid array: ${this.path(name)}[${index}] must be a hash.`, `${this.path(name)}[${index}]`);
      }
      return this.child(entry, `${this.path(name)}[${index}]`);
    });
  }

  /** An array of strings, e.g. `expand[]=a&expand[]=b`. */
  strings(name: string): string[] {
    const value = this.take(name);
    if (value === undefined || value === "") return [];
    const entries = Array.isArray(value) ? value : typeof value === "object" ? Object.values(value) : [value];
    return entries.map((entry, index) => {
      if (typeof entry !== "string") throw invalidRequest(`Invalid array: ${this.path(name)}[${index}] must be a string.`, `${this.path(name)}[${index}]`);
      return entry;
    });
  }

  /**
   * Stripe's metadata update semantics: `metadata[key]=value` sets a key,
   * `metadata[key]=` removes it, `metadata=` removes them all.
   */
  metadata(name: string, current: Stripe.Metadata = {}): Stripe.Metadata | undefined {
    const value = this.take(name);
    if (value === undefined) return undefined;
    if (value === "") return {};
    if (typeof value === "string" || Array.isArray(value)) throw invalidRequest(`Invalid hash: ${this.path(name)}`, this.path(name));
    const updates = new Map(Object.entries(current));
    for (const [key, entry] of Object.entries(value)) {
      if (typeof entry !== "string") throw invalidRequest(`Invalid metadata value for ${key}: must be a string.`, `${this.path(name)}[${key}]`);
      if (key.length > 40) throw invalidRequest(`Metadata keys can be at most 40 characters long.`, `${this.path(name)}[${key}]`);
      if (entry.length > 500) throw invalidRequest(`Metadata values can be at most 500 characters long.`, `${this.path(name)}[${key}]`);
      if (entry === "") updates.delete(key);
      else updates.set(key, entry);
    }
    const next: Stripe.Metadata = Object.fromEntries(updates);
    if (Object.keys(next).length > 50) throw invalidRequest("Metadata can have at most 50 keys.", this.path(name));
    return next;
  }

  /** `expand[]`, accepted on every endpoint. */
  expand(): string[] {
    return this.strings("expand");
  }
}
