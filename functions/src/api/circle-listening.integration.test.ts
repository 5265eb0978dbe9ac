import type { CircleDetail, CircleListenReply, CircleMessage, CircleSummary } from "@berea/contracts/circles";
import type { FirestoreError } from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAccount, startApiServer, type ApiTestServer, type SignedInAccount } from "../test-support/api-server.ts";
import { areaClient } from "../test-support/area-client.ts";
import { listeningReader, loadFirestoreRules, type ListeningReader } from "../test-support/circle-listener.ts";
import { testStoreDriver } from "../test-support/test-store.ts";

/**
 * How an open chat follows new messages, per store: on Firestore, the
 * browser listens (signed in with the token `circles/listen` gives, under
 * firestore.rules); on the embedded store, it waits on `circles/messages`.
 * The Firestore half uses the Firebase web SDK against the official emulator,
 * as the page does.
 */
let server: ApiTestServer;
const onFirestore = testStoreDriver() === "firestore";
const { post, ok } = areaClient(() => server.baseUrl, "circles");

const signUp = (name: string) => signedInAccount(server, name);

let owner: SignedInAccount;
let member: SignedInAccount;
let outsider: SignedInAccount;
let circle: CircleSummary;

beforeAll(async () => {
  server = await startApiServer("circle-listening");
  if (server.projectId) await loadFirestoreRules(server.projectId);
  [owner, member, outsider] = await Promise.all([signUp("Priscilla"), signUp("Aquila"), signUp("Outsider")]);
  circle = await ok<CircleSummary>(owner, "create", { name: "Listening study" });
  await ok(member, "join", { code: circle.inviteCode });
});

afterAll(async () => {
  await server.close();
});

let sent = 0;
const send = (who: SignedInAccount, text: string) => ok<CircleMessage>(who, "send", { circleId: circle.id, text, clientId: `listen-${++sent}-${Date.now()}` });

/** Resolves with the first messages a listener hands over, or the error it stops with. */
function nextEvent(reader: ListeningReader, messagesPath: string, after: number): { event: Promise<CircleMessage[] | FirestoreError>; stop: () => void } {
  let stop = () => {};
  const event = new Promise<CircleMessage[] | FirestoreError>((resolve) => {
    stop = reader.listen(messagesPath, after, resolve, resolve);
  });
  return { event, stop: () => stop() };
}

describe("following an open chat", () => {
  it("listens on Firestore: a member's listener gets each new message under the security rules; on the embedded store the chat waits on reads, and no token is given", async () => {
    const detail = await ok<CircleDetail>(member, "get", { circleId: circle.id });
    if (!onFirestore) {
      expect(detail.follow).toBe("poll");
      const reply = await post(member, "listen", { circleId: circle.id });
      expect([reply.status, reply.code, reply.message]).toEqual([409, "failed-precondition", "This server's chats follow new messages by waiting reads, not listeners."]);
      return;
    }
    expect(detail.follow).toBe("listen");
    const { token, messagesPath } = await ok<CircleListenReply>(member, "listen", { circleId: circle.id });
    expect(messagesPath).toBe(`circles/${circle.id}/messages`);
    const reader = await listeningReader(server.projectId ?? "", token);
    try {
      const first = nextEvent(reader, messagesPath, detail.circle.lastSeq);
      const message = await send(owner, "Grace and peace to you");
      expect(await first.event).toEqual([message]);
      first.stop();
    } finally {
      await reader.close();
    }
  });

  it("stops a removed member's listener with permission-denied on Firestore (a waiting read answers 404 on the embedded store)", async () => {
    const removed = await signUp("Apollos");
    await ok(removed, "join", { code: circle.inviteCode });
    if (!onFirestore) {
      await ok(owner, "remove", { circleId: circle.id, memberUid: removed.uid });
      expect((await post(removed, "messages", { circleId: circle.id, after: 0, wait: true })).status).toBe(404);
      return;
    }
    const { token, messagesPath } = await ok<CircleListenReply>(removed, "listen", { circleId: circle.id });
    const reader = await listeningReader(server.projectId ?? "", token);
    try {
      await ok(owner, "remove", { circleId: circle.id, memberUid: removed.uid });
      const { event, stop } = nextEvent(reader, messagesPath, 0);
      const outcome = await event;
      stop();
      expect(Array.isArray(outcome) ? "messages" : outcome.code).toBe("permission-denied");
    } finally {
      await reader.close();
    }
  });

  it("gives a listening token to members only: someone else gets the same 404 as a circle that does not exist", async () => {
    const reply = await post(outsider, "listen", { circleId: circle.id });
    const missing = await post(outsider, "listen", { circleId: "no-such-circle" });
    expect([reply.status, reply.code, reply.message]).toEqual([missing.status, missing.code, missing.message]);
    expect(reply.status).toBe(404);
  });
});
