import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API runs on its own port in development; the built app is served by
// the local server (emulators/start.ts) or Firebase Hosting on one origin.
const apiTarget = process.env.BEREA_API_ORIGIN ?? "http://127.0.0.1:5004";

export default defineConfig({
  plugins: [react()],
  build: {
    target: "es2022",
    sourcemap: true,
    assetsInlineLimit: 0,
  },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": apiTarget },
  },
});
