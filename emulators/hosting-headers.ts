import { readFileSync } from "node:fs";
import picomatch from "picomatch";

/**
 * Reads the hosting headers from firebase.json so the local server sends
 * exactly what Firebase Hosting will, instead of a second copy that drifts.
 */
interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface FirebaseJson {
  hosting: { headers: HeaderRule[] };
}

export function loadFirebaseJson(path: string): FirebaseJson {
  return JSON.parse(readFileSync(path, "utf8")) as FirebaseJson;
}

/** Returns the headers Hosting would set for a request path, later rules winning. */
export function headerMatcher(firebaseJson: FirebaseJson): (path: string) => Record<string, string> {
  const rules = firebaseJson.hosting.headers.map((rule) => ({
    matches: picomatch(rule.source, { dot: true, bash: true }),
    headers: rule.headers,
  }));
  return (path) => {
    const out: Record<string, string> = {};
    for (const rule of rules) {
      if (!rule.matches(path)) continue;
      for (const header of rule.headers) out[header.key] = header.value;
    }
    return out;
  };
}

/**
 * The policy with `extraOrigins` (the emulators, the Stripe stand-in) allowed
 * where the page reaches them: fetches, the Auth emulator's frames, and a
 * Stripe.js served by the stand-in. Every other directive stays as written.
 */
export function contentSecurityPolicyWithOrigins(policy: string, extraOrigins: string[]): string {
  return policy
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive !== "")
    .map((directive) => {
      const [name] = directive.split(/\s+/);
      if (extraOrigins.length > 0 && (name === "connect-src" || name === "frame-src" || name === "script-src")) return `${directive} ${extraOrigins.join(" ")}`;
      return directive;
    })
    .join("; ");
}

/**
 * The local stack runs on plain http with the Auth emulator on another port:
 * the CSP must let the page reach the emulator, and must not upgrade its
 * http requests to https.
 */
export function localContentSecurityPolicy(policy: string, extraOrigins: string[]): string {
  return contentSecurityPolicyWithOrigins(policy, extraOrigins)
    .split("; ")
    .filter((directive) => directive !== "upgrade-insecure-requests")
    .join("; ");
}
