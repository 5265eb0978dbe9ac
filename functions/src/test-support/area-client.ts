import { expect } from "vitest";

/** An API reply as the integration tests read it: status, payload or error, and the store cost header. */
export interface AreaReply<T> {
  status: number;
  payload: T;
  message: string | undefined;
  code: string | undefined;
  /** `X-Store-Cost` ("reads=n, writes=m"), on successful replies. */
  cost: string | null;
}

/**
 * Calls to one area of the API (`POST /api/<area>/<action>`) with a caller's
 * session cookie, or none: `post` returns the reply whatever its status,
 * `ok` expects a 200 and returns the payload. `baseUrl` is read at each call,
 * so the server may start after the client is made.
 */
export function areaClient(baseUrl: () => string, area: string) {
  async function post<T>(who: { cookie: string } | null, action: string, body: unknown, signal?: AbortSignal): Promise<AreaReply<T>> {
    const response = await fetch(`${baseUrl()}/api/${area}/${action}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(who ? { Cookie: who.cookie } : {}) },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
    const json = (await response.json()) as { payload: T; message?: string; code?: string };
    return { status: response.status, payload: json.payload, message: json.message, code: json.code, cost: response.headers.get("x-store-cost") };
  }

  async function ok<T>(who: { cookie: string }, action: string, body: unknown): Promise<T> {
    const reply = await post<T>(who, action, body);
    expect(reply.status, `${action}: ${reply.message ?? ""}`).toBe(200);
    return reply.payload;
  }

  return { post, ok };
}
