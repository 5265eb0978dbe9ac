import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { endpoint } from "@berea/contracts/endpoint";
import { ApiError, callApi } from "./api-client.ts";
import { chooseLanguage, languageCookie } from "./language.ts";

/** A public POST endpoint and a GET one, as the contracts declare theirs. */
const postEndpoint = endpoint({ method: "POST", path: "/things", request: z.object({ name: z.string() }), reply: z.object({ ok: z.boolean() }), access: "public", errors: [] });
const getEndpoint = endpoint({ method: "GET", path: "/things/search", request: z.object({ q: z.string() }), reply: z.object({ ok: z.boolean() }), access: "public", errors: [] });

function answering(status: number, body: unknown) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } })));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const headersOf = (fetch: ReturnType<typeof answering>, call = 0) => new Headers(fetch.mock.calls[call]?.[1]?.headers);

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${languageCookie}=; path=/; max-age=0`;
});

describe("the API client", () => {
  it("sends the reader's language as Accept-Language on every call, POST and GET", async () => {
    const fetch = answering(200, { payload: { ok: true } });
    chooseLanguage("es", { keepOnProfile: false });
    await callApi(postEndpoint, { name: "Lydia" });
    await callApi(getEndpoint, { q: "grace" });
    expect(headersOf(fetch, 0).get("Accept-Language")).toBe("es");
    expect(headersOf(fetch, 0).get("Content-Type")).toBe("application/json");
    expect(headersOf(fetch, 1).get("Accept-Language")).toBe("es");

    chooseLanguage("en", { keepOnProfile: false });
    await callApi(postEndpoint, { name: "Lydia" });
    expect(headersOf(fetch, 2).get("Accept-Language")).toBe("en");
  });

  it("shows a refusal's message as the server said it", async () => {
    answering(409, { message: "Este círculo está lleno.", code: "failed-precondition" });
    chooseLanguage("es", { keepOnProfile: false });
    const refused = await callApi(postEndpoint, { name: "Lydia" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "failed-precondition", message: "Este círculo está lleno." });
  });

  it("says its own problems (no network, an answer it cannot read) in the reader's language", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError("Failed to fetch"))));
    const failure = () => callApi(postEndpoint, { name: "Lydia" }).catch((error: unknown) => error);
    chooseLanguage("es", { keepOnProfile: false });
    expect(await failure()).toMatchObject({ code: "unavailable", message: "No pudimos conectar con Berea. Revisa tu conexión y vuelve a intentarlo." });
    chooseLanguage("en", { keepOnProfile: false });
    expect(await failure()).toMatchObject({ code: "unavailable", message: "Could not reach Berea. Check your connection and try again." });

    answering(502, "<html>Bad gateway</html>");
    chooseLanguage("es", { keepOnProfile: false });
    expect(await failure()).toMatchObject({ code: "internal", message: "Algo salió mal. Vuelve a intentarlo." });
    answering(200, { payload: { ok: "yes" } });
    expect(await failure()).toMatchObject({ code: "internal", message: "El servidor envió una respuesta que no entendimos." });
  });
});
