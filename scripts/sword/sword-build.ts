/**
 * What the data builds from Debian's SWORD packages (scripts/bible,
 * scripts/library) do the same way: run the SWORD tools (mod2osis, mod2imp)
 * and read their exports, find a module's conf and data files, and write
 * the outputs with a manifest of where they came from (package versions and
 * .deb checksums, module file and tool checksums, output checksums), so a
 * rebuild shows exactly what changed and why.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SWORD_ROOT = process.env.SWORD_PATH ?? "/usr/share/sword";
/** The SWORD library and tools every export goes through, recorded next to the module packages. */
export const TOOL_PACKAGES = ["libsword-utils", "libsword1.9.0", "libsword-common"];

export type SwordTool = "mod2osis" | "mod2imp";

export function fail(message: string): never {
  throw new Error(message);
}

export const log = (...parts: unknown[]): void => console.log(...parts);

export function sha256(data: string | Buffer): string {
  return createHash("sha256").update(data).digest("hex");
}

/** A command's standard output; a whole module's export is hundreds of megabytes. */
export function run(cmd: string, cmdArgs: string[], env?: NodeJS.ProcessEnv): string {
  return execFileSync(cmd, cmdArgs, { encoding: "utf8", maxBuffer: 512 * 1024 * 1024, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
}

/** The value after `flag` on the command line (`--out DIR`). */
export function argValue(flag: string, args: readonly string[] = process.argv.slice(2)): string | undefined {
  const i = args.indexOf(flag);
  return i === -1 ? undefined : args[i + 1];
}

// ---------------------------------------------------------------------------
// Exports

const EXPORT_SUFFIX: Record<SwordTool, string> = { mod2osis: ".osis.xml", mod2imp: ".imp" };

export interface ExportsFolder {
  dir: string;
  /** Named on the command line: exports made earlier, kept. */
  given: boolean;
  /** Deletes a temporary folder; leaves a given one. */
  remove: () => void;
}

/** Where the exports are: the folder named by `flag` on the command line, or a new temporary one. */
export function exportsFolder(flag: string, tempPrefix: string, args: readonly string[] = process.argv.slice(2)): ExportsFolder {
  const given = argValue(flag, args);
  if (given !== undefined) return { dir: resolve(given), given: true, remove: () => undefined };
  const dir = mkdtempSync(join(tmpdir(), tempPrefix));
  return { dir, given: false, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs `tool` on `module` and keeps its output in `dir` as `<module>.osis.xml` or `<module>.imp`. */
export function exportModule(dir: string, module: string, tool: SwordTool, env?: NodeJS.ProcessEnv): void {
  log(`${tool} ${module}${env?.SWORD_PATH === undefined ? "" : ` (SWORD_PATH=${env.SWORD_PATH})`}`);
  writeFileSync(join(dir, `${module}${EXPORT_SUFFIX[tool]}`), run(tool, [module], env));
}

export function readExport(dir: string, module: string, tool: SwordTool): string {
  return readFileSync(join(dir, `${module}${EXPORT_SUFFIX[tool]}`), "utf8");
}

export interface ImpEntry {
  key: string;
  markup: string;
}

/** A `mod2imp` export as its entries in order: `$$$key` lines, each followed by its body. Keys may repeat (Nave's has two SIN entries). */
export function readImp(imp: string): ImpEntry[] {
  const entries: ImpEntry[] = [];
  for (const part of imp.split(/^\$\$\$/m).slice(1)) {
    const nl = part.indexOf("\n");
    entries.push({ key: (nl === -1 ? part : part.slice(0, nl)).trim(), markup: nl === -1 ? "" : part.slice(nl + 1).replace(/\n+$/, "") });
  }
  return entries;
}

// ---------------------------------------------------------------------------
// Modules

export interface SwordConf {
  path: string;
  text: string;
  /** The first value of each key (later repeats, such as a second `History_`, are ignored). */
  values: Map<string, string>;
}

export function parseConf(path: string, text: string): SwordConf {
  const values = new Map<string, string>();
  for (const line of text.split("\n")) {
    const m = /^(\w+)=(.*)$/.exec(line.trim());
    if (m?.[1] !== undefined && !values.has(m[1])) values.set(m[1], m[2] ?? "");
  }
  return { path, text, values };
}

/** The module's conf under `mods.d`, named in lower case or as the module is. */
export function readConf(module: string, root = SWORD_ROOT): SwordConf {
  const candidates = [join(root, "mods.d", `${module.toLowerCase()}.conf`), join(root, "mods.d", `${module}.conf`)];
  const path = candidates.find((p) => existsSync(p)) ?? fail(`no SWORD conf for ${module} in ${root}/mods.d (apt-get install the package?)`);
  return parseConf(path, readFileSync(path, "utf8"));
}

/** Checksums of the conf and the module's data files, from the conf's DataPath (a folder, or a folder plus a file prefix). */
export function moduleFiles(conf: SwordConf, root = SWORD_ROOT): Record<string, string> {
  const dataPath = join(root, conf.values.get("DataPath") ?? fail(`${conf.path}: no DataPath`));
  const isDir = existsSync(dataPath) && statSync(dataPath).isDirectory();
  const dir = isDir ? dataPath : dirname(dataPath);
  const prefix = isDir ? "" : basename(dataPath);
  const files: Record<string, string> = { [conf.path]: sha256(readFileSync(conf.path)) };
  for (const f of readdirSync(dir).sort()) if (f.startsWith(prefix)) files[join(dir, f)] = sha256(readFileSync(join(dir, f)));
  return files;
}

// ---------------------------------------------------------------------------
// Provenance and output

export interface PackageInfo {
  package: string;
  version: string;
  architecture: string;
  debSha256: string;
  debSha256Source: string;
}

/** The installed version of a Debian package and its .deb's checksum: of the cached .deb when apt kept it, else from the apt index. */
export function packageInfo(pkg: string): PackageInfo {
  const [version = "", architecture = ""] = run("dpkg-query", ["-W", "-f", "${Version}\t${Architecture}", pkg]).split("\t");
  const debName = `${pkg}_${version.replace(/^\d+:/, "")}_${architecture}.deb`;
  const cached = join("/var/cache/apt/archives", debName);
  if (existsSync(cached)) return { package: pkg, version, architecture, debSha256: sha256(readFileSync(cached)), debSha256Source: `sha256 of ${debName}` };
  const show = run("apt-cache", ["show", `${pkg}=${version}`]);
  const m = /^SHA256: (\w+)/m.exec(show);
  return { package: pkg, version, architecture, debSha256: m?.[1] ?? "", debSha256Source: `SHA256 of ${debName} from the apt index` };
}

/** Size and checksum of each output, by its name. */
export function outputChecksums(files: Readonly<Record<string, string>>): Record<string, { bytes: number; sha256: string }> {
  return Object.fromEntries(Object.entries(files).map(([name, content]) => [name, { bytes: Buffer.byteLength(content), sha256: sha256(content) }]));
}

export interface Provenance {
  /** What the folder holds, for a reader of manifest.json. */
  description: string;
  /** The script, from the repository root. */
  builder: string;
  /** The tools the export ran; the first one's checksum is recorded. */
  tools: readonly [SwordTool, ...SwordTool[]];
  /** The packages the modules came from (the tool packages are added). */
  packages: readonly string[];
  modules: Record<string, unknown>;
  /** What else the build did to the sources (fixes, errata), recorded before the outputs. */
  notes?: Record<string, unknown>;
}

/** Writes each output (`name` relative to `outDir`, its folders made first) and then `manifest.json`. */
export function writeOutputs(outDir: string, files: Readonly<Record<string, string>>, provenance: Provenance): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), content);
  }
  const [tool] = provenance.tools;
  const manifest = {
    description: provenance.description,
    builtAt: new Date().toISOString(),
    builder: provenance.builder,
    exporter: {
      tools: provenance.tools,
      package: packageInfo("libsword-utils"),
      [`${tool}Sha256`]: sha256(readFileSync(run("sh", ["-c", `command -v ${tool}`]).trim())),
    },
    packages: [...provenance.packages, ...TOOL_PACKAGES].map(packageInfo),
    modules: provenance.modules,
    ...provenance.notes,
    outputs: outputChecksums(files),
  };
  writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 1)}\n`);
}
