import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { findFirestoreEmulator, firestoreEmulatorMissing } from "./firestore-emulator.ts";

/**
 * What `firebase emulators:start` needs to run the official Firestore
 * emulator from Debian's google-cloud-cli-firestore-emulator package: a Java
 * of at least 21 (firebase-tools refuses older ones, while the package's own
 * wrapper is happy with 17) and a JAR it can start with `java -jar`. The
 * packaged JAR has no Main-Class, so a manifest-only launcher JAR names the
 * main class and puts the packaged JAR on its class path.
 */

export const minimumJavaForFirebaseTools = 21;

const firestoreMainClass = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";

export interface Jdk {
  home: string;
  /** The feature release, e.g. 25. */
  major: number;
}

/** The major version in a JDK's `release` file (`JAVA_VERSION="25.0.3"`; "1.8.0_x" for Java 8). */
function releaseMajor(home: string): number | undefined {
  try {
    const match = /^JAVA_VERSION="(\d+)(?:\.(\d+))?/m.exec(readFileSync(join(home, "release"), "utf8"));
    if (!match?.[1]) return undefined;
    const first = Number(match[1]);
    return first === 1 ? Number(match[2]) : first;
  } catch {
    return undefined;
  }
}

function javaHomeOnPath(env: NodeJS.ProcessEnv): string | undefined {
  for (const dir of (env.PATH ?? "").split(":")) {
    const candidate = join(dir, "java");
    if (dir && existsSync(candidate)) return dirname(dirname(realpathSync(candidate)));
  }
  return undefined;
}

/**
 * A JDK (java and jar) of at least Java 21: `JAVA_HOME` if it is one, else
 * the newest under /usr/lib/jvm, else the one `java` on PATH belongs to.
 * Reads each JDK's `release` file instead of starting a JVM.
 */
export function findJdkForFirebaseTools(env: NodeJS.ProcessEnv = process.env): Jdk | undefined {
  const isJdk = (home: string) => existsSync(join(home, "bin", "java")) && existsSync(join(home, "bin", "jar"));
  const candidates: Jdk[] = [];
  const consider = (home: string | undefined) => {
    if (!home || !isJdk(home)) return;
    const major = releaseMajor(home);
    if (major !== undefined && major >= minimumJavaForFirebaseTools) candidates.push({ home, major });
  };
  consider(env.JAVA_HOME?.trim());
  if (candidates[0]) return candidates[0];
  const jvmRoot = "/usr/lib/jvm";
  if (existsSync(jvmRoot)) for (const entry of readdirSync(jvmRoot)) consider(join(jvmRoot, entry));
  consider(javaHomeOnPath(env));
  return candidates.sort((a, b) => b.major - a.major)[0];
}

export const jdkMissing =
  `firebase emulators:start runs the Firestore emulator on Java ${minimumJavaForFirebaseTools} or newer, and no such JDK was found ` +
  "(JAVA_HOME, /usr/lib/jvm/*, or java on PATH; the JDK's jar tool is needed too). Install one, e.g. a Temurin 21+ JDK, or set JAVA_HOME to it.";

/** The packaged emulator JAR, beside its wrapper script (where the wrapper itself finds it). */
export function findFirestoreEmulatorJar(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const wrapper = findFirestoreEmulator(env);
  if (!wrapper) return undefined;
  const jar = join(dirname(realpathSync(wrapper)), "cloud-firestore-emulator.jar");
  return existsSync(jar) ? jar : undefined;
}

/**
 * Builds (once per packaged JAR) `<dir>/firestore-launcher.jar`, a JAR with
 * only a manifest, for `FIRESTORE_EMULATOR_BINARY_PATH`. Throws with what is
 * missing when there is no emulator package or no JDK.
 */
export function prepareFirestoreLauncherJar(dir: string, jdk: Jdk, env: NodeJS.ProcessEnv = process.env): string {
  const packaged = findFirestoreEmulatorJar(env);
  if (!packaged) throw new Error(firestoreEmulatorMissing);
  const launcher = join(dir, "firestore-launcher.jar");
  const manifestFile = join(dir, "firestore-launcher.manifest");
  // A URL, so a path with spaces still works; the manifest is what decides whether the JAR is current.
  const manifest = `Main-Class: ${firestoreMainClass}\nClass-Path: ${new URL(`file://${packaged}`).href}\n`;
  if (existsSync(launcher) && existsSync(manifestFile) && readFileSync(manifestFile, "utf8") === manifest) return launcher;

  mkdirSync(dir, { recursive: true });
  writeFileSync(manifestFile, manifest);
  // Built beside and renamed into place, so a run started at the same time never sees half a JAR.
  const building = `${launcher}.${process.pid}.tmp`;
  const jar = spawnSync(join(jdk.home, "bin", "jar"), ["--create", "--file", building, "--manifest", manifestFile], { encoding: "utf8" });
  if (jar.status !== 0) {
    rmSync(building, { force: true });
    throw new Error(`Could not build the Firestore launcher JAR with ${jdk.home}/bin/jar: ${jar.stderr || jar.error?.message || `exit ${jar.status}`}`);
  }
  renameSync(building, launcher);
  return launcher;
}
