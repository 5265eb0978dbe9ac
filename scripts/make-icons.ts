import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs } from "../e2e/support/chromium-args.ts";

/**
 * Draws the app icons (web/public/icons/*.png) from web/public/favicon.svg
 * in Chromium. Run by hand when the mark changes; the PNGs are committed.
 * The maskable icon keeps the mark inside the 80% safe zone on a navy field.
 */
const svg = readFileSync(new URL("../web/public/favicon.svg", import.meta.url), "utf8");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: chromiumArgs });
const icons = [
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon-180.png", size: 180, maskable: true },
];
for (const { file, size, maskable } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = maskable ? Math.round(size * 0.8) : size;
  await page.setContent(
    `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? "#1E3A5F" : "transparent"}">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace("<svg ", `<svg width="${inner}" height="${inner}" `)}</div></body>`,
  );
  await page.screenshot({ path: new URL(`../web/public/icons/${file}`, import.meta.url).pathname, omitBackground: !maskable });
  await page.close();
}
await browser.close();
