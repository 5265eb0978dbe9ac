import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { testLoginPath } from "../emulators/test-login.ts";

/**
 * The spec's test login screen is an operator tool of the local stack
 * (emulators/test-login.ts): the web build that ships must not contain it.
 * Run after `npm run build -w web` (scripts/test.ts does): fails naming each
 * built file that carries the screen's texts or address.
 */
// Texts of the screen that no page of the app uses (the app's own sign-in says other things).
export const operatorToolMarkers = [testLoginPath, "Verification endpoint", "Endpoint de verificación", "Authentication failed.", "berea-auth-emulator"] as const;

/** Every file under `dir` (relative path) that contains one of the markers, with the markers it contains. */
export function operatorToolTraces(dir: string): { file: string; markers: string[] }[] {
  const found: { file: string; markers: string[] }[] = [];
  const walk = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else {
        const text = readFileSync(full).toString("latin1");
        const markers = operatorToolMarkers.filter((marker) => text.includes(marker));
        if (markers.length > 0) found.push({ file: relative(dir, full), markers });
      }
    }
  };
  walk(dir);
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dist = fileURLToPath(new URL("../web/dist", import.meta.url));
  const traces = operatorToolTraces(dist);
  if (traces.length > 0) {
    for (const { file, markers } of traces) console.error(`web/dist/${file} contains the local stack's test login screen (${markers.join(", ")}).`);
    process.exit(1);
  }
  console.log("The web build contains no operator tool (test login screen).");
}
