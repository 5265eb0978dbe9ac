import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { emulatorSuiteConfig, firebaseJsonPorts, readFirebaseJson } from "./emulator-suite.ts";
import { findJdkForFirebaseTools } from "./firestore-launcher.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const firebaseJson = readFirebaseJson(repoRoot);
const ports = { hosting: 41001, functions: 41002, firestore: 41003, hub: 41004, logging: 41005, firestoreWebsocket: 41006 };
const origins = ["http://127.0.0.1:9099", "http://127.0.0.1:41003"];

const directives = (policy: string) => new Map(policy.split(";").map((part) => {
  const [name = "", ...values] = part.trim().split(/\s+/);
  return [name, values] as const;
}));

describe("the emulator suite's firebase.json", () => {
  const configDir = join(tmpdir(), "berea-suite-config");
  const config = emulatorSuiteConfig(firebaseJson, { repoRoot, configDir, ports, pageOrigins: origins });

  it("points back at the repo's built app, functions, rules and indexes from the folder it is written to", () => {
    expect(resolve(configDir, config.hosting.public)).toBe(join(repoRoot, "web", "dist"));
    expect(config.functions.map((codebase) => resolve(configDir, codebase.source))).toEqual([join(repoRoot, "functions")]);
    expect(config.firestore.rules).toBe(join(repoRoot, "firestore.rules"));
    expect(config.firestore.indexes).toBe(join(repoRoot, "firestore.indexes.json"));
  });

  it("keeps every rewrite and every header but the policy exactly as deployed", () => {
    expect(config.hosting["rewrites"]).toEqual(firebaseJson.hosting["rewrites"]);
    const withoutPolicy = (rules: typeof firebaseJson.hosting.headers) => rules.map((rule) => ({ ...rule, headers: rule.headers.filter((header) => header.key !== "Content-Security-Policy") }));
    expect(withoutPolicy(config.hosting.headers)).toEqual(withoutPolicy(firebaseJson.hosting.headers));
    const withoutSource = (codebases: typeof firebaseJson.functions) => codebases.map(({ source: _source, ...rest }) => rest);
    expect(withoutSource(config.functions)).toEqual(withoutSource(firebaseJson.functions));
  });

  it("lets the page reach the emulators and changes nothing else in the policy, upgrade-insecure-requests included", () => {
    const policyOf = (json: typeof firebaseJson) => json.hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === "Content-Security-Policy")?.value ?? "";
    const deployed = directives(policyOf(firebaseJson));
    const suite = directives(policyOf(config));
    expect([...suite.keys()]).toEqual([...deployed.keys()]);
    expect(suite.has("upgrade-insecure-requests")).toBe(true);
    for (const [name, values] of deployed) {
      const widened = ["connect-src", "frame-src", "script-src"].includes(name);
      expect(suite.get(name), name).toEqual(widened ? [...values, ...origins] : values);
    }
  });

  it("runs each emulator on the port it is given, on loopback", () => {
    expect(config.emulators).toMatchObject({
      hosting: { host: "127.0.0.1", port: ports.hosting },
      functions: { host: "127.0.0.1", port: ports.functions },
      firestore: { host: "127.0.0.1", port: ports.firestore, websocketPort: ports.firestoreWebsocket },
      auth: { host: "127.0.0.1", port: firebaseJson.emulators.auth.port },
      hub: { host: "127.0.0.1", port: ports.hub },
      logging: { host: "127.0.0.1", port: ports.logging },
    });
  });

  it("uses firebase.json's own ports for npm run emulators", () => {
    expect(firebaseJsonPorts(firebaseJson)).toEqual({ hosting: 5000, functions: 5001, firestore: 8080, auth: 9099 });
  });

  it("is where the web build points the browser's Auth and Firestore (web/.env)", () => {
    const webEnv = new Map(
      readFileSync(join(repoRoot, "web", ".env"), "utf8")
        .split("\n")
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)] as const),
    );
    const { auth, firestore } = firebaseJson.emulators;
    expect(webEnv.get("VITE_AUTH_EMULATOR_URL")).toBe(`http://${auth.host}:${auth.port}`);
    expect(webEnv.get("VITE_FIRESTORE_EMULATOR_HOST")).toBe(`${firestore.host}:${firestore.port}`);
  });
});

describe("the JDK firebase-tools runs the Firestore emulator on", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A folder laid out like a JDK of the given version: release file, bin/java and bin/jar. */
  function fakeJdk(version: string): string {
    const home = mkdtempSync(join(tmpdir(), "berea-jdk-"));
    made.push(home);
    mkdirSync(join(home, "bin"));
    for (const tool of ["java", "jar"]) {
      writeFileSync(join(home, "bin", tool), "#!/bin/sh\n");
      chmodSync(join(home, "bin", tool), 0o755);
    }
    writeFileSync(join(home, "release"), `IMPLEMENTOR="Test"\nJAVA_VERSION="${version}"\n`);
    return home;
  }

  it("takes JAVA_HOME when it is Java 21 or newer", () => {
    const home = fakeJdk("21.0.4");
    expect(findJdkForFirebaseTools({ JAVA_HOME: home, PATH: "" })).toEqual({ home, major: 21 });
  });

  it("passes over a JAVA_HOME older than 21", () => {
    const home = fakeJdk("17.0.12");
    expect(findJdkForFirebaseTools({ JAVA_HOME: home, PATH: "" })?.home).not.toBe(home);
  });

  it("reads Java 8's version scheme as 8", () => {
    const home = fakeJdk("1.8.0_402");
    expect(findJdkForFirebaseTools({ JAVA_HOME: home, PATH: "" })?.home).not.toBe(home);
  });
});
