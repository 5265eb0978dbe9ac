import { createHash } from "node:crypto";

/**
 * A document id from its author and the author's own id for it (a chat
 * message's or a prayer request's `clientId`), so a retry after a lost reply
 * lands on the same document instead of making a second one.
 */
export const idFromClient = (uid: string, clientId: string): string => createHash("sha256").update(`${uid}\n${clientId}`).digest("base64url").slice(0, 24);
