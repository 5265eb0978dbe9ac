import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiServer, type ApiTestServer } from "../test-support/api-server.ts";

/**
 * A success reply's `message` in the reader's language (docs/ARCHITECTURE.md,
 * "Languages"), as the refusals are: the web app sends `Accept-Language`, the
 * mount says the handler's message in it (api/mount.ts), English without the
 * header, with `Vary: Accept-Language`. Real Auth emulator, sqlite.
 */
let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiServer("success-messages");
});
afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown, language?: string) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(language ? { "Accept-Language": language } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { payload?: { message?: string } };
  return { status: response.status, message: json.payload?.message, vary: response.headers.get("vary") };
}

describe("success messages in the reader's language", () => {
  it("signing out: the spec's English by default, Spanish for Accept-Language: es", async () => {
    expect(await post("/", { subject: "logout" })).toMatchObject({ status: 200, message: "You are signed out." });
    const spanish = await post("/", { subject: "logout" }, "es-MX,es;q=0.9,en;q=0.8");
    expect(spanish).toMatchObject({ status: 200, message: "Cerraste tu sesión." });
    expect(spanish.vary).toMatch(/accept-language/i);
    expect(await post("/", { subject: "logout" }, "fr-FR, de")).toMatchObject({ message: "You are signed out." });
  });

  it("the contact form's thanks", async () => {
    const message = { name: "Lidia", email: "lidia@example.com", message: "Gracias por Berea." };
    const english = await post("/contact", message);
    expect(english).toMatchObject({ status: 200, message: "Thank you. Your message has reached us, and we will reply by email." });
    expect(english.vary).toMatch(/accept-language/i);
    expect(await post("/contact", message, "es")).toMatchObject({ status: 200, message: "Gracias. Tu mensaje nos llegó y te responderemos por correo." });
  });
});
