import { readFileSync } from "node:fs";
import { storedCircleMessageSchema, toCircleMessage, type CircleMessage } from "@berea/contracts/circles";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInWithCustomToken } from "firebase/auth";
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, orderBy, query, where, type FirestoreError } from "firebase/firestore";
import { authEmulatorHost } from "./auth-emulator.ts";
import { firestoreEmulatorHost } from "./test-store.ts";

/**
 * A browser's side of a live circle chat, in Node: the Firebase web SDK
 * signed in with the token `circles/listen` gives, listening to the circle's
 * messages in the Firestore emulator under firestore.rules, as
 * web/src/features/circles/listen-to-circle.ts does in the page.
 */

const rulesFile = new URL("../../../firestore.rules", import.meta.url);

/** Puts the repo's security rules in force for one emulator project (the emulator keeps rules per project). */
export async function loadFirestoreRules(projectId: string): Promise<void> {
  const response = await fetch(`http://${firestoreEmulatorHost()}/emulator/v1/projects/${projectId}:securityRules`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: readFileSync(rulesFile, "utf8") }] } }),
  });
  if (!response.ok) throw new Error(`The emulator refused firestore.rules: ${response.status} ${await response.text()}`);
}

export interface ListeningReader {
  /**
   * Listens to the messages numbered after `after`; each added one is handed
   * over parsed, as the page's listener does. `onSynced` runs once, with the
   * first snapshot: from then on the listener is live.
   */
  listen(messagesPath: string, after: number, onMessages: (messages: CircleMessage[]) => void, onError: (error: FirestoreError) => void, onSynced?: () => void): () => void;
  close(): Promise<void>;
}

let apps = 0;

/** A reader signed in to Firebase with a custom token, in an app of its own (as each browser is). */
export async function listeningReader(projectId: string, token: string): Promise<ListeningReader> {
  const app = initializeApp({ projectId, apiKey: "demo-api-key" }, `reader-${++apps}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authEmulatorHost()}`, { disableWarnings: true });
  await signInWithCustomToken(auth, token);
  const db = getFirestore(app);
  const [host = "127.0.0.1", port = "8080"] = firestoreEmulatorHost().split(":");
  connectFirestoreEmulator(db, host, Number(port));
  return {
    listen(messagesPath, after, onMessages, onError, onSynced) {
      const newer = query(collection(db, messagesPath), where("seq", ">", after), orderBy("seq"));
      let synced = false;
      return onSnapshot(
        newer,
        (snapshot) => {
          if (!synced) {
            synced = true;
            onSynced?.();
          }
          const added = snapshot.docChanges().flatMap((change) => (change.type === "added" ? [toCircleMessage(change.doc.id, storedCircleMessageSchema.parse(change.doc.data()))] : []));
          if (added.length > 0) onMessages(added);
        },
        onError,
      );
    },
    close: () => deleteApp(app),
  };
}
