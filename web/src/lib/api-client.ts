import { errorReplySchema } from "@berea/contracts/errors";
import type { z } from "zod";
import { ApiError } from "./api-error.ts";

export { ApiError, errorMessage } from "./api-error.ts";

const requestTimeoutMs = 30_000;

/**
 * POSTs JSON to the API with the session cookie and parses the `{ payload }`
 * reply with `schema`. Errors become ApiError with the server's message, so
 * every screen can show it as it is (spec section 8). `signal` cancels it
 * (a long poll when its page closes), as for apiGet.
 */
export function apiPost<T extends z.ZodType>(path: string, body: unknown, schema: T, signal?: AbortSignal): Promise<z.infer<T>> {
  return apiRequest(
    path,
    { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) },
    schema,
    signal,
  );
}

/** GETs a cacheable API resource (search, verse of the day); same errors as apiPost. */
export function apiGet<T extends z.ZodType>(
  path: string,
  query: Record<string, string | number>,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return apiRequest(`${path}?${search.toString()}`, { method: "GET", headers: { Accept: "application/json" } }, schema, signal);
}

async function apiRequest<T extends z.ZodType>(path: string, init: RequestInit, schema: T, signal?: AbortSignal): Promise<z.infer<T>> {
  let response: Response;
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  try {
    response = await fetch(`/api${path}`, {
      ...init,
      credentials: "same-origin",
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError(
      "unavailable",
      0,
      timedOut ? "The server took too long to answer. Please try again." : "Could not reach Berea. Check your connection and try again.",
    );
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorReplySchema.safeParse(json);
    if (parsed.success) throw new ApiError(parsed.data.code, response.status, parsed.data.message, parsed.data.fields);
    throw new ApiError("internal", response.status, "Something went wrong. Please try again.");
  }
  const payload = (json as { payload?: unknown } | null)?.payload;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError("internal", response.status, "The server sent an answer we did not understand.");
  return parsed.data;
}
