import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { argValue, exportsFolder, moduleFiles, outputChecksums, parseConf, readConf, readImp } from "./sword-build.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

describe("readImp", () => {
  it("keeps every entry in order, repeated keys included", () => {
    expect(readImp("$$$SIN\n<a/>desert\n$$$SIN\nsin\n\n$$$Z\n")).toEqual([
      { key: "SIN", markup: "<a/>desert" },
      { key: "SIN", markup: "sin" },
      { key: "Z", markup: "" },
    ]);
  });

  it("ignores anything before the first key and keeps a body's inner blank lines", () => {
    expect(readImp("preamble\n$$$Genesis 1:1 \nIn the beginning\n\nGod\n\n\n")).toEqual([{ key: "Genesis 1:1", markup: "In the beginning\n\nGod" }]);
  });
});

describe("parseConf", () => {
  it("reads key=value lines, the first of a repeated key winning", () => {
    const conf = parseConf("/x.conf", "[MHCC]\nDataPath=./modules/comments/zcom/mhcc/\nModDrv=zCom4\nHistory_1.0=first\nModDrv=zText\n  Lang = en\n");
    expect(conf.values.get("DataPath")).toBe("./modules/comments/zcom/mhcc/");
    expect(conf.values.get("ModDrv")).toBe("zCom4");
    expect(conf.values.has("[MHCC]")).toBe(false);
    expect(conf.values.has("Lang")).toBe(false);
  });
});

describe("a module's files", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "sword-build-test-"));
    mkdirSync(join(root, "mods.d"));
    mkdirSync(join(root, "modules", "texts", "ztext", "engKJV"), { recursive: true });
    mkdirSync(join(root, "modules", "lexdict", "zld", "nave"), { recursive: true });
    writeFileSync(join(root, "mods.d", "engKJV.conf"), "[engKJV]\nDataPath=./modules/texts/ztext/engKJV/\n");
    writeFileSync(join(root, "mods.d", "nave.conf"), "[Nave]\nDataPath=./modules/lexdict/zld/nave/nave\n");
    for (const name of ["ot.bzz", "nt.bzz"]) writeFileSync(join(root, "modules", "texts", "ztext", "engKJV", name), name);
    for (const name of ["nave.idx", "nave.dat", "other.dat"]) writeFileSync(join(root, "modules", "lexdict", "zld", "nave", name), name);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("finds the conf in lower case or as the module is named", () => {
    expect(readConf("Nave", root).path).toBe(join(root, "mods.d", "nave.conf"));
    expect(readConf("engKJV", root).path).toBe(join(root, "mods.d", "engKJV.conf"));
    expect(() => readConf("Missing", root)).toThrow(/no SWORD conf for Missing/);
  });

  it("checksums the conf and every file of a DataPath folder, sorted by name", () => {
    const folder = join(root, "modules", "texts", "ztext", "engKJV");
    const files = moduleFiles(readConf("engKJV", root), root);
    expect(Object.keys(files)).toEqual([join(root, "mods.d", "engKJV.conf"), join(folder, "nt.bzz"), join(folder, "ot.bzz")]);
    expect(files[join(folder, "ot.bzz")]).toBe(sha("ot.bzz"));
  });

  it("takes only the files a DataPath prefix names", () => {
    const folder = join(root, "modules", "lexdict", "zld", "nave");
    expect(Object.keys(moduleFiles(readConf("Nave", root), root))).toEqual([join(root, "mods.d", "nave.conf"), join(folder, "nave.dat"), join(folder, "nave.idx")]);
  });
});

describe("outputChecksums", () => {
  it("gives each output's size in bytes (not characters) and sha256", () => {
    expect(outputChecksums({ "a.json": "{}", "b/é.json": "é" })).toEqual({
      "a.json": { bytes: 2, sha256: sha("{}") },
      "b/é.json": { bytes: 2, sha256: sha("é") },
    });
  });
});

describe("the command line", () => {
  it("reads the value after a flag", () => {
    expect(argValue("--out", ["--osis-dir", "/x", "--out", "/y"])).toBe("/y");
    expect(argValue("--out", ["--osis-dir", "/x"])).toBeUndefined();
  });

  it("keeps a given exports folder and removes a temporary one", () => {
    const given = exportsFolder("--imp-dir", "unused-", ["--imp-dir", "/tmp/exports-made-earlier"]);
    expect(given).toMatchObject({ dir: "/tmp/exports-made-earlier", given: true });
    const temporary = exportsFolder("--imp-dir", "sword-build-test-", []);
    expect(temporary.given).toBe(false);
    expect(existsSync(temporary.dir)).toBe(true);
    temporary.remove();
    expect(existsSync(temporary.dir)).toBe(false);
  });
});
