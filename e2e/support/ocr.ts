import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createWorker } from "tesseract.js";

/**
 * Reads the text in an image with Tesseract (tesseract.js and its English
 * model from npm; no download at run time), so a test can prove that a
 * generated image shows the words it should. Whitespace is collapsed.
 */
const langPath = fileURLToPath(new URL("../../node_modules/@tesseract.js-data/eng/4.0.0_best_int", import.meta.url));

export async function recognizeText(image: Buffer): Promise<string> {
  const worker = await createWorker("eng", 1, { langPath, gzip: true, cachePath: mkdtempSync(join(tmpdir(), "berea-ocr-")) });
  try {
    const { data } = await worker.recognize(image);
    return data.text.replace(/\s+/g, " ").trim();
  } finally {
    await worker.terminate();
  }
}
