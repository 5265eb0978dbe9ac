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

/**
 * A new account. `verified`: its email is confirmed the way a person does
 * it (verifyTestAccountEmail), and the ID token returned carries the claim.
 */
export async function createTestAccount(name = "Test User", options: { verified?: boolean } = {}): Promise<TestAccount> {
  const email = `user-${randomUUID()}@example.com`;
  const password = "Scripture#1";
  const reply = await call<{ localId: string; idToken: string }>("signUp", { email, password, displayName: name, returnSecureToken: true });
  const account = { uid: reply.localId, email, password, idToken: reply.idToken };
  return options.verified ? { ...account, idToken: await verifyTestAccountEmail(account) } : account;
}

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The out-of-band codes the Auth emulator has "emailed" (its REST `emulator/v1/projects/{id}/oobCodes`), oldest first. */
export async function emailedCodes(projectId = process.env.GCLOUD_PROJECT ?? "demo-berea"): Promise<OobCode[]> {
  const response = await fetch(`http://${authEmulatorHost()}/emulator/v1/projects/${projectId}/oobCodes`);
  if (!response.ok) throw new Error(`Auth emulator oobCodes answered ${response.status}`);
  return ((await response.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/**
 * Confirms an account's email as a person does: Firebase Auth emails the
 * link (the emulator keeps its code), and opening it applies the code. Returns
 * a fresh ID token, which carries `email_verified: true`.
 */
export async function verifyTestAccountEmail(account: { email: string; password: string; idToken: string }): Promise<string> {
  await call("sendOobCode", { requestType: "VERIFY_EMAIL", idToken: account.idToken });
  const code = (await emailedCodes()).filter((sent) => sent.requestType === "VERIFY_EMAIL" && sent.email === account.email).at(-1);
  if (!code) throw new Error(`The Auth emulator sent no confirmation link to ${account.email}.`);
  await call("update", { oobCode: code.oobCode });
  return signInTestAccount(account.email, account.password);
}

export async function signInTestAccount(email: string, password: string): Promise<string> {
  const reply = await call<{ idToken: string }>("signInWithPassword", { email, password, returnSecureToken: true });
  return reply.idToken;
}

export async function signInWithCustomToken(token: string): Promise<string> {
  const reply = await call<{ idToken: string }>("signInWithCustomToken", { token, returnSecureToken: true });
  return reply.idToken;
}
