import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import globals from "globals";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const root = fileURLToPath(new URL(".", import.meta.url));

/** Every feature folder, read from disk: a new feature gets its own fence without an edit here. */
const features = readdirSync(new URL("web/src/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: `web/src/app` (and the entries beside it) composes
 * features, a feature uses only itself and the shared folders, and the shared
 * folders use nothing above them. A feature that needs another's part either
 * gets it from `app/` (a slot, a prop) or the part moves to `components/` or
 * `lib/`. The server side never reaches into the web app's source.
 */
const importLayers = [
  {
    target: ["./web/src/components", "./web/src/lib", "./web/src/config", "./web/src/test", "./web/src/styles"],
    from: ["./web/src/features", "./web/src/app", "./web/src/main.tsx", "./web/src/sw.ts"],
    message: "Shared code (components, lib, config, test) must not import features or the app.",
  },
  {
    target: "./web/src/features",
    from: ["./web/src/app", "./web/src/main.tsx", "./web/src/sw.ts"],
    message: "A feature must not import the app; let app/ pass in what the feature needs.",
  },
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: "./web/src/features",
    except: [`./${feature}`],
    message: "A feature must not import another feature: compose them in app/, or move the shared part to components/ or lib/.",
  })),
  {
    target: ["./functions", "./contracts"],
    from: "./web",
    message: "The functions and the contracts must not import the web app's source; shared constants belong in contracts/.",
  },
];

/** Packages only the server may load. */
const serverOnlyImports = { group: ["firebase-admin", "firebase-admin/*", "better-sqlite3"], message: "Server-only package in the web app." };

/**
 * Test support (functions/src/test-support, and contracts/src/test-support
 * that both sides' tests share) stays out of everything that ships: only
 * tests and their support may import it.
 */
const testSupportImports = { group: ["@berea/contracts/test-support/*", "**/test-support/*"], message: "Test support is for tests: code that ships must not import it." };
const testFiles = ["**/*.test.{ts,tsx}", "**/*-test-support.{ts,tsx}", "**/test-support/**", "web/src/test/**"];

/**
 * The folders whose every user-visible string comes from i18next
 * (docs/ARCHITECTURE.md, "Languages"): a text or label written in the JSX
 * fails lint there. Add a folder once it is translated. (Not the header's
 * language switch: it names each language in itself and loads no i18next.)
 */
const translatedFolders = [
  "web/src/features/account",
  "web/src/features/articles",
  "web/src/features/bible",
  "web/src/features/auth",
  "web/src/features/challenges",
  "web/src/features/circle-events",
  "web/src/features/circles",
  "web/src/features/dashboard",
  "web/src/features/devotionals",
  "web/src/features/family",
  "web/src/features/games",
  "web/src/features/learn",
  "web/src/features/library",
  "web/src/features/memory",
  "web/src/features/notes",
  "web/src/features/reading-plans",
  "web/src/features/prayer",
  "web/src/features/pricing",
  "web/src/features/referrals",
  "web/src/features/quiz",
  "web/src/features/time-zone",
  "web/src/features/verse",
  "web/src/features/wave",
  "web/src/components/layout",
  "web/src/features/subscription",
  "web/src/features/contact",
];

/**
 * Translated files in a folder that is not translated yet: the home's pending plan notice (the rest of subscription is not),
 * and the shared components whose every user is a translated route (the rest of components/ is also on the landing, or has no words).
 */
const translatedFiles = [
  "web/src/features/subscription/pending-plan-notice.tsx",
  "web/src/components/load-states.tsx",
  "web/src/components/confirm-action.tsx",
  "web/src/components/pdf-download-button.tsx",
  "web/src/components/upgrade-prompt.tsx",
  "web/src/components/email-confirmation-notice.tsx",
  // The marketing pages' components: their words are in per-language modules (features/marketing/marketing-copy.ts), not i18next.
  "web/src/features/marketing/about-page.tsx",
  "web/src/features/marketing/careers-page.tsx",
  "web/src/features/marketing/legal-document.tsx",
  "web/src/features/marketing/not-found-page.tsx",
  "web/src/features/marketing/privacy-page.tsx",
  "web/src/features/marketing/terms-page.tsx",
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "functions/lib/**",
      "web/public/**",
      ".data/**",
      "coverage/**",
      "bench-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}", "functions/**/*.ts", "contracts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver()] },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: importLayers }] },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [serverOnlyImports] }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [serverOnlyImports, testSupportImports] }] },
  },
  {
    files: ["functions/**/*.ts", "contracts/**/*.ts"],
    ignores: testFiles,
    rules: { "no-restricted-imports": ["error", { patterns: [testSupportImports] }] },
  },
  {
    files: [...translatedFolders.map((folder) => `${folder}/**/*.tsx`), ...translatedFiles],
    ignores: testFiles,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            // Attributes a reader never sees as words.
            exclude: [
              "className", "buttonClassName", "style", "type", "key", "id", "name", "autoComplete", "inputMode", "to", "href", "rel", "target",
              "role", "lang", "htmlFor", "method", "i18nKey", "aria-live", "aria-hidden", "aria-current", "data-.*", "size", "strokeWidth", "headingLevel", "position",
            ],
          },
          message: "User-visible text comes from the language files (lib/i18n/locales): use t().",
        },
      ],
    },
  },
);
