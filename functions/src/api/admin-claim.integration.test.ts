import type { MessageReply } from "@berea/contracts/message-reply";
import type { PrayerRequestView, PrayerWallReply } from "@berea/contracts/prayer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../lib/firebase-admin.ts";
import { sessionCookie, startApiServer, type ApiTestServer } from "../test-support/api-server.ts";
import { areaClient } from "../test-support/area-client.ts";
import { createTestAccount, signInTestAccount } from "../test-support/auth-emulator.ts";

/**
 * Admin powers follow the account's `admin` claim as it is now in Auth, not
 * the copy a 14-day session cookie (or an hour's ID token) was made with:
 * the claim is taken away in the Auth emulator, and the very next call with
 * the same cookie is refused.
 */
let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiServer("admin-claim");
});
afterAll(async () => {
  await server.close();
});

const prayer = areaClient(() => server.baseUrl, "prayer");

async function moderatorCookie(): Promise<{ uid: string; cookie: string; idToken: string }> {
  const account = await createTestAccount("Moderator");
  await adminAuth().setCustomUserClaims(account.uid, { admin: true });
  // The claim rides into tokens from the next sign-in on.
  const idToken = await signInTestAccount(account.email, account.password);
  return { uid: account.uid, idToken, cookie: await sessionCookie(server.baseUrl, idToken) };
}

describe("admin powers and the current claim", () => {
  it("a moderator whose claim is taken away is refused on the next call with the same session cookie", async () => {
    const moderator = await moderatorCookie();
    const sharer = await createTestAccount("Sharer", { verified: true });
    const sharerWho = { cookie: await sessionCookie(server.baseUrl, sharer.idToken) };
    const shared = await prayer.ok<PrayerRequestView>(sharerWho, "post", { text: "Please pray for our village's well.", clientId: "admin-claim-1" });

    expect((await prayer.ok<PrayerWallReply>(moderator, "wall", {})).moderator).toBe(true);
    expect((await prayer.post(moderator, "reports", {})).status).toBe(200);

    await adminAuth().setCustomUserClaims(moderator.uid, { admin: false });

    const reports = await prayer.post(moderator, "reports", {});
    expect({ status: reports.status, code: reports.code, message: reports.message }).toEqual({
      status: 403,
      code: "permission-denied",
      message: "Only Berea's moderators can do that.",
    });
    const review = await prayer.post(moderator, "review", { requestId: shared.id, decision: "remove" });
    expect(review.status).toBe(403);
    // Nor may the former moderator delete someone else's request, an admin power on a signed-in endpoint.
    const deleted = await prayer.post<MessageReply>(moderator, "delete", { requestId: shared.id });
    expect(deleted.status).toBe(403);
    expect((await prayer.ok<PrayerWallReply>(moderator, "wall", {})).moderator).toBe(false);
    // The request is still there for its sharer.
    expect((await prayer.ok<PrayerWallReply>(sharerWho, "wall", {})).requests.map((request) => request.id)).toContain(shared.id);
  });

  it("an ID token sent as a bearer loses admin powers the same way", async () => {
    const moderator = await moderatorCookie();
    const bearer = (action: string) =>
      fetch(`${server.baseUrl}/api/prayer/${action}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${moderator.idToken}` },
        body: "{}",
      });
    expect((await bearer("reports")).status).toBe(200);
    await adminAuth().setCustomUserClaims(moderator.uid, null);
    expect((await bearer("reports")).status).toBe(403);
  });

  it("a claim granted after sign-in gives no powers to the session made before it", async () => {
    const account = await createTestAccount("Later");
    const who = { cookie: await sessionCookie(server.baseUrl, account.idToken) };
    await adminAuth().setCustomUserClaims(account.uid, { admin: true });
    expect((await prayer.post(who, "reports", {})).status).toBe(403);
  });
});
