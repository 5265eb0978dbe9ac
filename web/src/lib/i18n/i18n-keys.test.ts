import { describe, expect, it } from "vitest";

/**
 * Every string in both languages (docs/ARCHITECTURE.md, "Languages"): each
 * namespace has a file in every language, with the same keys (plural forms
 * aside: each language has the forms its plural rules need, `_one` and
 * `_other` at least), no empty string, the same {{placeholders}} and <tags>,
 * and every key is used somewhere in the app's source.
 */
const files = import.meta.glob<unknown>("./locales/*/*.json", { eager: true, import: "default" });
const sources = import.meta.glob<string>(["../../**/*.{ts,tsx}", "!../../**/*.test.{ts,tsx}", "!**/locales/**"], { eager: true, query: "?raw", import: "default" });

const byPath = Object.entries(files).map(([path, value]) => {
  const [, language = "", namespace = ""] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  return { language, namespace, value };
});
const languages = [...new Set(byPath.map((file) => file.language))].sort();
const namespaces = [...new Set(byPath.map((file) => file.namespace))].sort();
const namespacesOf = (language: string) => byPath.filter((file) => file.language === language).map((file) => file.namespace).sort();

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ""): Map<string, string> {
  const keys = new Map<string, string>();
  if (typeof value === "string") keys.set(prefix, value);
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) for (const [path, text] of flatten(child, prefix ? `${prefix}.${key}` : key)) keys.set(path, text);
  } else throw new Error(`${prefix}: a string or an object, not ${JSON.stringify(value)}`);
  return keys;
}

const strings = (language: string, namespace: string) => flatten(byPath.find((file) => file.language === language && file.namespace === namespace)?.value);
const baseKeys = (keys: Map<string, string>) => new Set([...keys.keys()].map((key) => key.replace(pluralSuffix, "")));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)].map((match) => match[1] ?? `<${match[2] ?? ""}>`).sort();

describe("the translations", () => {
  it("has every namespace in every language", () => {
    expect(languages).toEqual(["en", "es"]);
    for (const language of languages) expect(namespacesOf(language), language).toEqual(namespaces);
  });

  it.each(namespaces)("%s: the same keys, placeholders and tags in every language, none empty", (namespace) => {
    const english = strings("en", namespace);
    for (const language of languages) {
      const translated = strings(language, namespace);
      const missing = [...baseKeys(english)].filter((key) => !baseKeys(translated).has(key));
      const extra = [...baseKeys(translated)].filter((key) => !baseKeys(english).has(key));
      expect({ missing, extra }, `${language}/${namespace}.json`).toEqual({ missing: [], extra: [] });
      for (const [key, text] of translated) {
        expect(text.trim(), `${language}/${namespace}.json: ${key} is empty`).not.toBe("");
        const englishText = english.get(key) ?? english.get(key.replace(pluralSuffix, "_other"));
        if (englishText !== undefined) expect(placeholders(text), `${language}/${namespace}.json: ${key}`).toEqual(placeholders(englishText));
      }
      for (const key of translated.keys()) {
        if (!pluralSuffix.test(key)) continue;
        const base = key.replace(pluralSuffix, "");
        expect([translated.has(`${base}_one`), translated.has(`${base}_other`)], `${language}/${namespace}.json: ${base} needs _one and _other`).toEqual([true, true]);
      }
    }
  });

  it("uses every key (a key's path appears in the source, as t(\"a.b\") or i18nKey=\"a.b\")", () => {
    const source = Object.values(sources).join("\n");
    const unused = namespaces.flatMap((namespace) =>
      [...baseKeys(strings("en", namespace))]
        // Keys chosen at run time name their family in the source as a template (`t(\`status.${x}\`)`): the prefix counts.
        .filter((key) => !source.includes(`"${key}"`) && !source.includes(`\`${key.replace(/\.[^.]+$/, ".")}\${`))
        // The validation messages are looked up by their English text (validation.ts).
        .filter((key) => !(namespace === "common" && key.startsWith("validation.")))
        .map((key) => `${namespace}:${key}`),
    );
    expect(unused, "keys no source file uses").toEqual([]);
  });
});
