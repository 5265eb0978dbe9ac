import type { Endpoint, EndpointInput, EndpointReply, FileReply } from "@berea/contracts/endpoint";
import { errorReplySchema } from "@berea/contracts/errors";
import type { z } from "zod";
import { ApiError } from "./api-error.ts";
import { clientWords } from "./client-words.ts";
import { currentLanguage } from "./language.ts";

export { ApiError, errorMessage } from "./api-error.ts";

const requestTimeoutMs = 30_000;

/** An endpoint that answers `{ payload }` (not a file). */
type JsonEndpoint = Endpoint & { reply: z.ZodType };

/**
 * Calls an endpoint of the contract table: the request is typed by its
 * schema, the reply parsed with its reply schema. POSTs carry the input as
 * JSON (with the endpoint's `subject`, where it has one); GETs as the query.
 */
export function callApi<E extends JsonEndpoint>(endpoint: E, input: EndpointInput<E>, signal?: AbortSignal): Promise<EndpointReply<E>> {
  const fields: object = input ?? {};
  const reply =
    endpoint.method === "GET"
      ? apiGet(endpoint.path, queryOf(fields), endpoint.reply, signal)
      : apiPost(endpoint.path, endpoint.subject ? { subject: endpoint.subject, ...fields } : fields, endpoint.reply, signal);
  return reply as Promise<EndpointReply<E>>; // parsed with E's own reply schema, whose output EndpointReply<E> is
}

/** The address of a file endpoint (a PDF, a calendar), for a link or a download. */
export function apiUrl<E extends Endpoint & { method: "GET"; reply: FileReply }>(endpoint: E, input: EndpointInput<E>): string {
  return `/api${endpoint.path}?${new URLSearchParams(queryOf(input ?? {})).toString()}`;
}

/** A query's values as the URL carries them; fields left out stay out. */
function queryOf(input: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input).flatMap(([key, value]: [string, unknown]) =>
      typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? [[key, String(value)]] : [],
    ),
  );
}

/**
 * POSTs JSON to the API with the session cookie and parses the `{ payload }`
 * reply with `schema`. Errors become ApiError with the server's message, so
 * every screen can show it as it is (spec section 8). `signal` cancels it
 * (a long poll when its page closes), as for apiGet.
 */
function apiPost<T extends z.ZodType>(path: string, body: unknown, schema: T, signal?: AbortSignal): Promise<z.infer<T>> {
  return apiRequest(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) },
    schema,
    signal,
  );
}

/** GETs a cacheable API resource (search, verse of the day); same errors as apiPost. */
function apiGet<T extends z.ZodType>(
  path: string,
  query: Record<string, string | number>,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiRequest(`${path}?${search.toString()}`, { method: "GET", headers: { Accept: "application/json" } }, schema, signal);
}

async function apiRequest<T extends z.ZodType>(path: string, init: RequestInit, schema: T, signal?: AbortSignal): Promise<z.infer<T>> {
  // The reader's language, not the browser's: the server says its refusals in it (functions/src/lib/messages/).
  const headers = new Headers(init.headers);
  headers.set("Accept-Language", currentLanguage());
  let response: Response;
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  try {
    response = await fetch(`/api${path}`, {
      ...init,
      headers,
      credentials: "same-origin",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError("unavailable", 0, timedOut ? clientWords().tookTooLong : clientWords().unreachable);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorReplySchema.safeParse(json);
    if (parsed.success) throw new ApiError(parsed.data.code, response.status, parsed.data.message, parsed.data.fields);
    throw new ApiError("internal", response.status, clientWords().somethingWrong);
  }
  const payload = (json as { payload?: unknown } | null)?.payload;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError("internal", response.status, clientWords().notUnderstood);
  return parsed.data;
}
