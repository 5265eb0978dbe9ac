import type { Server } from "node:http";
import type { CircleDetail, CircleListenReply, CircleMessage, CircleSummary } from "@berea/contracts/circles";
import { startFirestoreEmulator } from "../../emulators/firestore-emulator.ts";
import { createApiApp } from "../../functions/src/api/app.ts";
import { adminAuth } from "../../functions/src/lib/firebase-admin.ts";
import { createJsonServer } from "../../functions/src/lib/http-server.ts";
import { createFirestoreStore } from "../../functions/src/store/firestore-driver.ts";
import { sessionCookie } from "../../functions/src/test-support/api-server.ts";
import { createTestAccount } from "../../functions/src/test-support/auth-emulator.ts";
import { listeningReader, loadFirestoreRules, type ListeningReader } from "../../functions/src/test-support/circle-listener.ts";
import { benchAuthEmulator } from "./auth.ts";
import { percentile, type BenchSection } from "./report.ts";

/**
 * Live chat on Firestore listeners, on the official emulator: a circle of
 * `members` people, each following it with a listener as the page does
 * (the Firebase web SDK signed in with the token `circles/listen` gives,
 * under firestore.rules), while one of them sends `messages` messages
 * through the API. Reports how long each message took from the send to each
 * listener, and the most API requests open at once while they listened:
 * with listeners, no request is held for a reader.
 */
const members = 50;
const messages = 20;
/** Between messages: a person typing, not a flood (the sending limit is 20 a minute per account, so the senders take turns). */
const gapMs = 250;

interface Person {
  uid: string;
  cookie: string;
}

export async function benchChatDelivery(): Promise<BenchSection> {
  await benchAuthEmulator();
  // No metadata server here: firebase-admin would otherwise look for one and warn.
  process.env.METADATA_SERVER_DETECTION ??= "none";
  const firestore = await startFirestoreEmulator({ quiet: true });
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  const projectId = `demo-berea-chat-bench-${Date.now()}`;
  await loadFirestoreRules(projectId);
  const store = createFirestoreStore({ projectId });
  let open = 0;
  let mostOpen = 0;
  const server: Server = createJsonServer(createApiApp({ store, auth: adminAuth(), now: () => new Date() }));
  server.on("request", (_req, res) => {
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    res.once("close", () => (open -= 1));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The bench's API server has no address.");
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const readers: ListeningReader[] = [];
  const stops: (() => void)[] = [];

  async function call<T>(who: Person, action: string, body: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}/api/circles/${action}`, { method: "POST", headers: { "Content-Type": "application/json", Cookie: who.cookie }, body: JSON.stringify(body) });
    const json = (await response.json()) as { payload: T; message?: string };
    if (!response.ok) throw new Error(`circles/${action} answered ${response.status}: ${json.message ?? ""}`);
    return json.payload;
  }

  try {
    const people: Person[] = [];
    for (let n = 0; n < members; n++) {
      const account = await createTestAccount(`Chat Bench ${n + 1}`);
      people.push({ uid: account.uid, cookie: await sessionCookie(baseUrl, account.idToken) });
    }
    const [owner, ...rest] = people;
    if (!owner) throw new Error("No owner for the bench's circle.");
    const circle = await call<CircleSummary>(owner, "create", { name: "Bench circle" });
    for (const person of rest) await call(person, "join", { code: circle.inviteCode });

    // Each member opens the chat and follows it, as the page does; the sends start once every listener is live.
    const arrivals = new Map<string, number[]>();
    const live: Promise<void>[] = [];
    for (const person of people) {
      const detail = await call<CircleDetail>(person, "get", { circleId: circle.id });
      if (detail.follow !== "listen") throw new Error(`The chat should follow by listening on Firestore, not ${detail.follow}.`);
      const { token, messagesPath } = await call<CircleListenReply>(person, "listen", { circleId: circle.id });
      const reader = await listeningReader(projectId, token);
      readers.push(reader);
      live.push(
        new Promise((resolve, reject) => {
          stops.push(
            reader.listen(
              messagesPath,
              detail.circle.lastSeq,
              (added: CircleMessage[]) => {
                const at = performance.now();
                for (const message of added) arrivals.set(message.clientId, [...(arrivals.get(message.clientId) ?? []), at]);
              },
              (error) => reject(new Error(`A listener stopped: ${error.code}`)),
              () => resolve(),
            ),
          );
        }),
      );
    }
    await Promise.all(live);
    mostOpen = 0;

    const sentAt = new Map<string, number>();
    for (let n = 0; n < messages; n++) {
      const sender = people[n % people.length] ?? owner;
      const clientId = `bench-${n}-${Date.now()}`;
      sentAt.set(clientId, performance.now());
      await call(sender, "send", { circleId: circle.id, text: `Message ${n + 1}`, clientId });
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
    const deadline = performance.now() + 10_000;
    while ([...sentAt.keys()].some((id) => (arrivals.get(id)?.length ?? 0) < people.length) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const delays = [...sentAt].flatMap(([id, sent]) => (arrivals.get(id) ?? []).map((at) => at - sent));
    const delivered = delays.length;
    return {
      name: `Live chat on Firestore listeners (official emulator): ${members} members listening, ${messages} messages`,
      rows: [
        { metric: "deliveries (message × listener)", value: delivered, unit: "count", budget: members * messages, bound: "at least" },
        { metric: "send → listener, p50", value: Math.round(percentile(delays, 50)), unit: "ms" },
        { metric: "send → listener, p95", value: Math.round(percentile(delays, 95)), unit: "ms", budget: 1000, bound: "under" },
        { metric: "send → listener, max", value: Math.round(Math.max(...delays)), unit: "ms" },
        { metric: "API requests open at once while listening (sends only)", value: mostOpen, unit: "requests", budget: 1 },
      ],
    };
  } finally {
    for (const stop of stops) stop();
    await Promise.all(readers.map((reader) => reader.close()));
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
    await firestore.stop();
  }
}
