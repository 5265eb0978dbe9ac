import type { Response } from "express";
import firebaseJson from "../../../firebase.json" with { type: "json" };

/**
 * The security headers every response carries: firebase.json's Hosting
 * headers for `**` (CSP, HSTS, framing, sniffing, referrer, permissions,
 * opener), read from that one file, which the functions' build bundles. A
 * function reached without Hosting in front (its own run.app or
 * cloudfunctions.net address) answers with them too, and they cannot drift
 * from Hosting's: security-headers.test.ts compares every function's
 * responses with firebase.json.
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(firebaseJson.hosting.headers.filter((rule) => rule.source === "**").flatMap((rule) => rule.headers.map((header) => [header.key, header.value]))),
);

/**
 * Sets the security headers on a response, leaving any the server in front
 * already set (the local stack's own CSP, which also names the emulators).
 */
export function applySecurityHeaders(res: Response): void {
  for (const [key, value] of Object.entries(securityHeaders)) {
    if (!res.hasHeader(key)) res.setHeader(key, value);
  }
}
