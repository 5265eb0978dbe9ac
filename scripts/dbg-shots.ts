import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
process.env.FIREBASE_AUTH_EMULATOR_HOST = "127.0.0.1:9099";
process.env.GCLOUD_PROJECT = "demo-berea";
process.env.STORE_SQLITE_FILE = join(mkdtempSync(join(tmpdir(), "dbg-")), "d.sqlite");
process.env.BEREA_QUIET_LOGS = "1";
const { startLocalServer } = await import("../emulators/local-server.ts");
const { chromium } = await import("playwright-core");
const { chromiumArgs } = await import("../e2e/support/chromium-args.ts");
const server = await startLocalServer({ repoRoot: "/work/main", port: 0, extraOrigins: ["http://127.0.0.1:9099"], serveWeb: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [path, size, name] = spec.split(",");
  const ctx = await browser.newContext({ viewport: size === "phone" ? { width: 375, height: 740 } : { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  page.on("console", (m) => m.type() === "error" && console.log("console:", m.text()));
  await page.goto(server.url + path);
  await page.waitForTimeout(800);
  if (name?.startsWith("menu")) { await page.getByRole("button", { name: "Menu" }).click(); await page.waitForTimeout(300); }
  await page.screenshot({ path: `/tmp/${name}.png`, fullPage: name?.endsWith("full") ?? false });
  await ctx.close();
}
await browser.close();
await server.close();
