import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { registeredMessage } from "./routes/accounts.ts";

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

async function post(path: string, body: unknown, language?: string, cookie?: string) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(language ? { "Accept-Language": language } : {}), ...(cookie ? { Cookie: cookie } : {}) },
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

  it("the sign-up's reply, the same for a new email and one that has an account (no account enumeration), in either language", async () => {
    const email = `lidia-${crypto.randomUUID()}@example.com`;
    const signUp = { subject: "register", name: "Lidia", email, password: "Berea#2026", repeatPassword: "Berea#2026" };
    const spanishNew = await post("/", signUp, "es-MX,es;q=0.9");
    const spanishAgain = await post("/", { ...signUp, name: "Otra" }, "es-MX,es;q=0.9");
    const spanish = "Gracias. Si este correo es nuevo en Berea, tu cuenta está lista y te enviamos un enlace para confirmar la dirección.";
    expect(spanishNew).toMatchObject({ status: 200, message: spanish });
    expect(spanishAgain).toEqual(spanishNew);
    expect(spanishNew.vary).toMatch(/accept-language/i);
    const english = await post("/", { ...signUp, name: "Another" });
    expect(english).toMatchObject({ status: 200, message: "Thank you. If this email is new to Berea, your account is ready and we have sent a link to confirm the address." });
    expect(english.message).toBe(registeredMessage);
  });

  it("a profile change's reply names what was saved in the request's language", async () => {
    const { cookie } = await signedInAccount(server, "Lidia Tiatira");
    expect(await post("/account/profile", { name: "Lidia de Tiatira" }, "es", cookie)).toMatchObject({ status: 200, message: "Guardamos tu nombre." });
    expect(await post("/account/profile", { name: "Lidia", language: "es" }, "es", cookie)).toMatchObject({ message: "Guardamos tu nombre y tu idioma." });
    expect(await post("/account/profile", { language: "es" }, "es", cookie)).toMatchObject({ status: 200, message: "No cambió nada." });
    expect(await post("/account/profile", { name: "Lydia", language: "en" }, undefined, cookie)).toMatchObject({ message: "Your name and language are saved." });
    expect(await post("/account/profile", { language: "es" }, undefined, cookie)).toMatchObject({ message: "Your language is saved." });
  });
});
