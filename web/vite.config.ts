import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { bibleAssets } from "../scripts/bible/vite-plugin.ts";
import { fontFallbacks } from "../scripts/web/font-fallbacks-vite-plugin.ts";
import { prerenderedLanding } from "../scripts/web/landing-vite-plugin.ts";
import { reactRouterProduction } from "../scripts/web/react-router-production.ts";

// The API runs on its own port in development; the built app is served by
// the local server (emulators/start.ts) or Firebase Hosting on one origin.
const apiTarget = process.env.BEREA_API_ORIGIN ?? "http://127.0.0.1:5004";
const bibleDataDir = fileURLToPath(new URL("../data/bible", import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    bibleAssets({ dataDir: bibleDataDir }),
    // Metric-matched local fallbacks for Inter and Literata, so their swap does not move the page.
    fontFallbacks(),
    reactRouterProduction(),
    // dist/index.html is the landing page, prerendered; the app's page is dist/app.html.
    prerenderedLanding({ webRoot: fileURLToPath(new URL(".", import.meta.url)), bibleDataDir }),
    // The service worker (src/sw.ts): app shell precached, chapters cached as they are read.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      injectRegister: false,
      manifestFilename: "manifest.webmanifest",
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // Chapters are cached when read, not all 3,567 up front.
        // English's localized copies are the pages' own files, which the worker serves for English (sw.ts).
        globIgnores: ["assets/bible/**", "**/*.map", "localized/en_ALL/**"],
      },
      manifest: {
        name: "Berea: search the Scriptures daily",
        short_name: "Berea",
        description: "Bible quizzes, a multilingual Bible reader, a verse for every day, devotionals and reading plans.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#FBF8F1",
        theme_color: "#1E3A5F",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
    }),
  ],
  build: {
    target: "es2022",
    // No source maps: Hosting would publish them with the app (scripts/web/source-maps.test.ts).
    sourcemap: false,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the chunk graph scripts/check-js-budgets.ts reads (Hosting ignores dot folders).
    manifest: true,
    // No <link rel="modulepreload"> per chunk of a lazily loaded route (a dynamic import's CSS still loads with it):
    // adding the signed-in home's ~35 links cost ~90 ms of main thread on a mid-range phone (CPU 4x slower), and the
    // browser requests a module's imports as soon as it has the module (docs/QUALITY.md).
    modulePreload: false,
  },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": apiTarget },
  },
});
