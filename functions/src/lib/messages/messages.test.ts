import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pdfUpgradeMessage } from "@berea/contracts/library";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { msg } from "./message.ts";
import { renderMessage } from "./render.ts";
import { sayMessage } from "./reply.ts";

/**
 * The API's message catalogue (docs/ARCHITECTURE.md, "Languages"): every
 * key in both languages, none empty, the same {{placeholders}}, plurals with
 * `_one` and `_other`, and every key used by the functions' source.
 */
const catalogues = { en, es } as Record<string, Record<string, string>>;
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (catalogue: Record<string, string>) => new Set(Object.keys(catalogue).map((key) => key.replace(pluralSuffix, "")));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

const sourceRoot = fileURLToPath(new URL("../../", import.meta.url));
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !relative(sourceRoot, path).startsWith("lib/messages/") ? [path] : [];
  });
}

describe("the API's messages", () => {
  it.each(Object.keys(catalogues))("%s: the same keys and placeholders as English, none empty", (language) => {
    const catalogue = catalogues[language] ?? {};
    const missing = [...baseKeys(en)].filter((key) => !baseKeys(catalogue).has(key));
    const extra = [...baseKeys(catalogue)].filter((key) => !baseKeys(en).has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [key, text] of Object.entries(catalogue)) {
      expect(text.trim(), `${language}: ${key} is empty`).not.toBe("");
      const english = catalogues.en?.[key] ?? catalogues.en?.[key.replace(pluralSuffix, "_other")];
      if (english !== undefined) expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english));
      if (pluralSuffix.test(key)) {
        const base = key.replace(pluralSuffix, "");
        expect([`${base}_one` in catalogue, `${base}_other` in catalogue], `${language}: ${base} needs _one and _other`).toEqual([true, true]);
      }
    }
  });

  it("uses every key somewhere in the functions' source", () => {
    const source = sourceFiles(sourceRoot)
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    const unused = [...baseKeys(en)].filter((key) => !source.includes(`"${key}"`));
    expect(unused, "keys no source file uses").toEqual([]);
  });

  it("renders English as the catalogue writes it, and Spanish with its plurals, numbers and dates", () => {
    expect(renderMessage(msg("api.bodyTooLarge", { kb: 1024 }), "en")).toBe("The request body is larger than 1024 KB.");
    expect(renderMessage(msg("api.bodyTooLarge", { kb: 1024 }), "es")).toBe("El cuerpo de la petición ocupa más de 1024 KB.");
    const from = { en: "2026-11-28 14:30 UTC", es: new Date("2026-11-28T14:30:00Z") };
    expect(renderMessage(msg("settings.timeZoneChangedRecently", { from }), "en")).toContain("from 2026-11-28 14:30 UTC;");
    expect(renderMessage(msg("settings.timeZoneChangedRecently", { from }), "es")).toContain("a partir del 28 de noviembre de 2026 a las 14:30 (UTC);");
    expect(renderMessage(msg("notes.chapters", { book: { en: "Jude", es: "Judas" }, count: 1 }), "en")).toBe("Jude has 1 chapter.");
    expect(renderMessage(msg("notes.chapters", { book: { en: "Jude", es: "Judas" }, count: 1 }), "es")).toBe("Judas tiene 1 capítulo.");
    expect(renderMessage(msg("notes.chapters", { book: { en: "Psalms", es: "Salmos" }, count: 150 }), "es")).toBe("Salmos tiene 150 capítulos.");
    expect(renderMessage(msg("notes.tooMany", { limit: { en: "10,000", es: 10000 } }), "en")).toContain("You have 10,000 notes");
    expect(renderMessage(msg("notes.tooMany", { limit: { en: "10,000", es: 10000 } }), "es")).toContain("Tienes 10.000 notas");
    expect(renderMessage(msg("learning.passFirst", { title: { en: "the lesson before", es: "la lección anterior" } }), "es")).toContain("«la lección anterior»");
    expect(renderMessage("A plain message", "es")).toBe("A plain message");
  });

  it("says a success reply's message in the request's language, English as the spec writes it", async () => {
    expect(await sayMessage(msg("said.welcomeBack"), "en")).toBe("Welcome back.");
    expect(await sayMessage(msg("said.welcomeBack"), "es")).toBe("Hola de nuevo.");
    expect(await sayMessage(msg("said.removedFromCircle", { member: "Apolos", circle: "Romanos" }), "en")).toBe("Apolos is no longer in Romanos.");
    expect(await sayMessage(msg("said.removedFromCircle", { member: "Apolos", circle: "Romanos" }), "es")).toBe("Apolos ya no está en Romanos.");
  });

  it("keeps the contracts' English where the web reads it too", () => {
    expect(en["library.pdfPremium"]).toBe(pdfUpgradeMessage);
  });
});
