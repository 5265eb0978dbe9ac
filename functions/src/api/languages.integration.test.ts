import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAccount, startApiServer, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";

/**
 * The API's refusals in the reader's language (docs/ARCHITECTURE.md,
 * "Languages"): the web app sends its language as `Accept-Language`, and
 * every refusal with a catalogued message answers in it; English without
 * the header, or with a language Berea does not speak. Real Auth emulator
 * accounts, sqlite.
 */
let server: ApiTestServer;
let reader: SignedInAccount;

beforeAll(async () => {
  server = await startApiServer("languages");
  reader = await signedInAccount(server, "Lidia", 0, { timeZone: "America/Mexico_City" });
});
afterAll(async () => {
  await server.close();
});

interface Refusal {
  status: number;
  message: string;
  code: string;
  fields?: Record<string, string>;
  vary: string | null;
}

async function post(path: string, body: unknown, options: { language?: string; cookie?: string } = {}): Promise<Refusal> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(options.language ? { "Accept-Language": options.language } : {}),
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Omit<Refusal, "status" | "vary">;
  return { status: response.status, ...json, vary: response.headers.get("vary") };
}

describe("refusals in the reader's language", () => {
  it("an unknown address, with its method and path in the message", async () => {
    const english = await post("/no-such-thing", {});
    expect(english).toMatchObject({ status: 404, code: "not-found", message: "There is no API at POST /api/no-such-thing." });
    const spanish = await post("/no-such-thing", {}, { language: "es" });
    expect(spanish).toMatchObject({ status: 404, code: "not-found", message: "No hay ninguna API en POST /api/no-such-thing." });
    expect(spanish.vary).toMatch(/accept-language/i);
  });

  it("a call that needs a session, and the browser's way of writing the header", async () => {
    expect(await post("/account/get", {})).toMatchObject({ status: 403, code: "unauthenticated", message: "Please sign in to continue." });
    expect(await post("/account/get", {}, { language: "es" })).toMatchObject({ status: 403, code: "unauthenticated", message: "Inicia sesión para continuar." });
    expect(await post("/account/get", {}, { language: "es-MX,es;q=0.9,en;q=0.8" })).toMatchObject({ message: "Inicia sesión para continuar." });
    // A language Berea does not speak, then one it does: the first of Berea's. One it does not speak at all: English.
    expect(await post("/account/get", {}, { language: "fr-FR, es;q=0.5" })).toMatchObject({ message: "Inicia sesión para continuar." });
    expect(await post("/account/get", {}, { language: "fr-FR, de" })).toMatchObject({ message: "Please sign in to continue." });
  });

  it("a message and its field message, for an unknown subject", async () => {
    const english = await post("/", { subject: "nothingHere" });
    expect(english).toMatchObject({ status: 400, code: "invalid-argument", fields: { subject: "Unknown subject." } });
    expect(english.message).toMatch(/^subject must be one of: .*getPricing/);
    const spanish = await post("/", { subject: "nothingHere" }, { language: "es" });
    expect(spanish).toMatchObject({ status: 400, code: "invalid-argument", fields: { subject: "Subject desconocido." } });
    expect(spanish.message).toMatch(/^subject debe ser uno de estos: .*getPricing/);
  });

  it("a domain refusal with values, a plural and a book named in the reader's language, and its field", async () => {
    const jude = { cardId: "lidia-jude-2-1", translation: "kjv", book: "Jude", chapter: 2, start: 1, timeZone: "America/Mexico_City" };
    expect(await post("/memory/add", jude, { cookie: reader.cookie })).toMatchObject({ status: 400, code: "invalid-argument", message: "Jude has 1 chapter.", fields: { chapter: "No such chapter." } });
    expect(await post("/memory/add", jude, { cookie: reader.cookie, language: "es" })).toMatchObject({
      status: 400,
      code: "invalid-argument",
      message: "Judas tiene 1 capítulo.",
      fields: { chapter: "Ese capítulo no existe." },
    });
    const john = { ...jude, cardId: "lidia-john-3-99", book: "John", chapter: 3, start: 99 };
    expect(await post("/memory/add", john, { cookie: reader.cookie, language: "es" })).toMatchObject({ message: "Juan 3 tiene 36 versículos." });
    expect(await post("/family/leave", {}, { cookie: reader.cookie })).toMatchObject({ status: 409, message: "You are not in anyone's Family plan, so there is nothing to leave." });
    expect(await post("/family/leave", {}, { cookie: reader.cookie, language: "es" })).toMatchObject({
      status: 409,
      message: "No estás en el plan Familia de nadie, así que no hay nada que dejar.",
    });
  });

  it("a refusal with a date, written the Spanish way", async () => {
    const settings = { cookie: reader.cookie };
    await post("/time-zone", { timeZone: "America/Mexico_City" }, settings);
    const changed = await post("/time-zone/change", { timeZone: "Europe/Madrid" }, settings);
    expect(changed.status).toBe(200);
    const english = await post("/time-zone/change", { timeZone: "America/Bogota" }, settings);
    expect(english).toMatchObject({ status: 409, code: "failed-precondition" });
    const [, from = ""] = /can change it again from (\d{4}-\d\d-\d\d \d\d:\d\d) UTC;/.exec(english.message) ?? [];
    expect(from).not.toBe("");
    const spanish = await post("/time-zone/change", { timeZone: "America/Bogota" }, { ...settings, language: "es" });
    const when = new Intl.DateTimeFormat("es", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(new Date(`${from.replace(" ", "T")}:00Z`));
    expect(spanish).toMatchObject({
      status: 409,
      code: "failed-precondition",
      message: `Cambiaste tu zona horaria hace menos de un día. Podrás cambiarla de nuevo a partir del ${when} (UTC); un cambio al día mantiene los límites diarios iguales para todos.`,
    });
  });
});
