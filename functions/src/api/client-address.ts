import type { Request } from "express";

/**
 * The client address the rate limits of anonymous callers are keyed by.
 *
 * `X-Forwarded-For` is a list each proxy appends to: whatever the client
 * wrote comes first, then one entry per proxy, each naming the peer that
 * proxy saw. Only the entries our own infrastructure appended can be
 * trusted, and they are at the right-hand end, so the client is the entry
 * `trustedHops` from the right: a client that writes its own
 * `X-Forwarded-For` only adds entries on the left and cannot move it.
 *
 * - Locally (`npm start`, tests) nothing sits in front of the app: 0 hops,
 *   the socket's peer is the client and the header is ignored.
 * - On Cloud Functions (2nd gen, on Cloud Run) behind Firebase Hosting, the
 *   Google front end appends the address of the connection it accepted as
 *   the last entry: 1 hop (docs/QUALITY.md, "Abuse", says why, and when 2 is
 *   the right count instead). `BEREA_TRUSTED_PROXY_HOPS` overrides it.
 *
 * Headers such as `Fastly-Client-IP` or `X-AppEngine-User-IP` are not read:
 * nothing guarantees a client-written copy is replaced on every path to the
 * function (Fastly keeps an incoming `Fastly-Client-IP`), so a client could
 * pick its own key with them.
 */
export function clientAddress(req: Request, trustedHops: number): string {
  const peer = stripMappedIpv4(req.socket.remoteAddress ?? "") || "unknown";
  if (trustedHops <= 0) return peer;
  const raw = req.headers["x-forwarded-for"];
  const entries = (Array.isArray(raw) ? raw.join(",") : (raw ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // Fewer entries than trusted hops: the request did not come through them all; the entry nearest the app is the best there is.
  const chosen = entries.length >= trustedHops ? entries[entries.length - trustedHops] : entries[0];
  return stripMappedIpv4(chosen ?? "") || peer;
}

/** `::ffff:203.0.113.7` and `203.0.113.7` are one client. */
const stripMappedIpv4 = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

/**
 * How many proxies in front of the app append to `X-Forwarded-For`: the
 * environment's `BEREA_TRUSTED_PROXY_HOPS`, else 1 on Cloud Functions
 * (`K_SERVICE` is set there and in the Functions emulator) and 0 anywhere
 * else.
 */
export function trustedProxyHopsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.BEREA_TRUSTED_PROXY_HOPS;
  if (configured !== undefined && configured !== "") {
    const hops = Number(configured);
    if (!Number.isInteger(hops) || hops < 0 || hops > 5) throw new Error(`BEREA_TRUSTED_PROXY_HOPS must be a whole number from 0 to 5, not "${configured}".`);
    return hops;
  }
  return env.K_SERVICE ? 1 : 0;
}
