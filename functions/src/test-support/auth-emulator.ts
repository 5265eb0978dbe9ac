import { randomUUID } from "node:crypto";

/**
 * Real accounts in the real Auth emulator, made through its REST API the way
 * the browser SDK makes them, so tests hold genuine ID tokens.
 */
export function authEmulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error("FIREBASE_AUTH_EMULATOR_HOST is not set: run these tests with npm test, which starts the Auth emulator.");
  return host;
}

const identityToolkit = (method: string) => `http://${authEmulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

async function call<T>(method: string, body: unknown): Promise<T> {
  const response = await fetch(identityToolkit(method), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`Auth emulator ${method} failed: ${json.error?.message ?? response.status}`);
  return json;
}

export interface TestAccount {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

export async function createTestAccount(name = "Test User"): Promise<TestAccount> {
  const email = `user-${randomUUID()}@example.com`;
  const password = "Scripture#1";
  const reply = await call<{ localId: string; idToken: string }>("signUp", { email, password, displayName: name, returnSecureToken: true });
  return { uid: reply.localId, email, password, idToken: reply.idToken };
}

export async function signInTestAccount(email: string, password: string): Promise<string> {
  const reply = await call<{ idToken: string }>("signInWithPassword", { email, password, returnSecureToken: true });
  return reply.idToken;
}

export async function signInWithCustomToken(token: string): Promise<string> {
  const reply = await call<{ idToken: string }>("signInWithCustomToken", { token, returnSecureToken: true });
  return reply.idToken;
}
