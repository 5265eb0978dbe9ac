import type { SignInLink } from "@berea/contracts/auth";
import type { SignInCodePreview } from "@berea/contracts/sign-in-code";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAccount, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";

/**
 * One-time sign-in links over HTTP: the page asks the server whose account a
 * link opens (and who this browser is signed in as) before it redeems it,
 * and signing out kills every link the account made.
 */
let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer("sign-in-links");
});
afterAll(async () => {
  await server.close();
});

async function post<T>(path: string, body: unknown, cookie?: string): Promise<{ status: number; payload: T; message?: string; code?: string }> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { payload: T; message?: string; code?: string };
  return { status: response.status, ...json };
}

async function linkCode(cookie: string): Promise<string> {
  const link = await post<SignInLink>("/", { subject: "createSignInLink" }, cookie);
  expect(link.status).toBe(200);
  return new URLSearchParams(link.payload.path.split("?")[1]).get("code") ?? "";
}

describe("whose account a sign-in link opens", () => {
  it("names the link's account (masked email), and who this browser is signed in as, without using the code up", async () => {
    const lois = await signedInAccount(server, "Lois");
    const eunice = await signedInAccount(server, "Eunice");
    const code = await linkCode(lois.cookie);
    const masked = (email: string) => `${email.slice(0, 1)}•••${email.slice(email.indexOf("@"))}`;

    const stranger = await post<SignInCodePreview>("/auth/callback", { subject: "previewSignInCode", code });
    expect(stranger.status).toBe(200);
    expect(stranger.payload).toEqual({ account: { name: "Lois", email: masked(lois.email) }, signedInAs: null, sameAccount: false, expiresAt: expect.any(String) as string });

    const someoneElse = await post<SignInCodePreview>("/auth/callback", { subject: "previewSignInCode", code }, eunice.cookie);
    expect(someoneElse.payload.signedInAs).toEqual({ name: "Eunice", email: masked(eunice.email) });
    expect(someoneElse.payload.sameAccount).toBe(false);

    const herself = await post<SignInCodePreview>("/auth/callback", { subject: "previewSignInCode", code }, lois.cookie);
    expect(herself.payload.sameAccount).toBe(true);

    // Still unused: it redeems once after all the looking.
    expect((await post("/auth/callback", { subject: "registerCode", code })).status).toBe(200);
    const used = await post("/auth/callback", { subject: "previewSignInCode", code });
    expect({ status: used.status, code: used.code }).toEqual({ status: 400, code: "invalid-argument" });
  });

  it("signing out kills every link the account made", async () => {
    const timothy = await signedInAccount(server, "Timothy");
    const codes = [await linkCode(timothy.cookie), await linkCode(timothy.cookie)];
    expect((await post("/", { subject: "logout" }, timothy.cookie)).status).toBe(200);
    for (const code of codes) {
      const redeemed = await post("/auth/callback", { subject: "registerCode", code });
      expect({ status: redeemed.status, message: redeemed.message }).toEqual({ status: 400, message: "This sign-in link has expired or was already used. Ask for a new one." });
    }
  });
});
