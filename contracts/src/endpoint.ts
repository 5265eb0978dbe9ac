import type { z } from "zod";
import type { ErrorCode } from "./errors.ts";

/**
 * Who may call an endpoint.
 * - `public`: anyone; a session, when there is one, is passed along.
 * - `signed-in`: any signed-in user, acting on their own data.
 * - `owner`: a signed-in user acting on a resource the request names (an
 *   attempt, a plan, a circle, a request); someone else's is refused, most
 *   often as the same 404 as a resource that does not exist.
 * - `admin`: a signed-in user with the `admin` custom claim (moderators).
 */
export type Access = "public" | "signed-in" | "owner" | "admin";

/** A reply that is a file (a PDF, an iCalendar feed, a data download) rather than `{ payload }`. */
export interface FileReply {
  readonly file: "application/pdf" | "text/calendar" | "application/json";
}

/**
 * One API endpoint, declared once: the server mounts it from this, the web
 * app calls it through it, and the authorization and bad-input suites list
 * it from the table of all of them.
 */
export interface Endpoint {
  readonly method: "GET" | "POST";
  /** The address after `/api`, starting with `/`. */
  readonly path: `/${string}`;
  /** For the spec's `POST /api/` (and `/auth/callback`): the body's `subject` this endpoint answers. */
  readonly subject?: string;
  /** The body (POST) or the query string (GET), parsed before anything else. */
  readonly request: z.ZodType;
  /** The `payload` of a success, or a file. */
  readonly reply: z.ZodType | FileReply;
  readonly access: Access;
  /**
   * The codes this endpoint answers with besides those every endpoint may
   * (see `commonErrorCodes`); the suites fail on any other.
   */
  readonly errors: readonly ErrorCode[];
}

/** Declares an endpoint, keeping its literal method, path, subject and access for the types built on it. */
export function endpoint<const D extends Endpoint>(declared: D): D {
  return declared;
}

/** Codes any endpoint may answer: bad input and transport problems, and for those that need a session, not being signed in. */
export function commonErrorCodes(access: Access): readonly ErrorCode[] {
  const transport: ErrorCode[] = ["invalid-argument", "method-not-allowed", "payload-too-large", "headers-too-large", "unsupported-media-type", "unavailable", "internal"];
  return access === "public" ? transport : [...transport, "unauthenticated"];
}

/** Every code an endpoint may answer with. */
export const allowedErrorCodes = (declared: Pick<Endpoint, "access" | "errors">): ReadonlySet<ErrorCode> =>
  new Set([...commonErrorCodes(declared.access), ...declared.errors]);

/** `POST /api/prayer/wall`, `POST /api/ login`: how tables and test names call an endpoint. */
export type EndpointName<E> = E extends { method: infer M extends string; path: infer P extends string; subject: infer S extends string }
  ? `${M} /api${P} ${S}`
  : E extends { method: infer M extends string; path: infer P extends string }
    ? `${M} /api${P}`
    : never;

export function endpointName<E extends Endpoint>(declared: E): EndpointName<E> {
  return `${declared.method} /api${declared.path}${declared.subject ? ` ${declared.subject}` : ""}` as EndpointName<E>; // the template type spells out this same string
}

/** What a caller sends: the request's input, without the `subject` the endpoint adds itself. */
export type EndpointInput<E extends Endpoint> = E extends { subject: string } ? Omit<z.input<E["request"]>, "subject"> : z.input<E["request"]>;

/** What the server's handler receives: the parsed request. */
export type EndpointRequest<E extends Endpoint> = z.output<E["request"]>;

/** What a success answers with (the parsed payload on the web side). */
export type EndpointReply<E extends Endpoint> = E["reply"] extends z.ZodType ? z.output<E["reply"]> : never;

/** A table of one area's endpoints, keyed by a short action name. */
export type EndpointTable = Readonly<Record<string, Endpoint>>;
