import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import type { Plugin } from "vite";

/**
 * Metric-matched fallback faces for the two web fonts (issue 7: the landing's
 * LCP must not wait for ~100 KB of fonts, and the swap must not move the page).
 *
 * Inter and Literata load with `font-display: swap`: text paints at once in a
 * local font and is redrawn when the web font arrives. This plugin adds to
 * global.css an `@font-face` "Inter Variable Fallback" over Arial (or its
 * metric twins Liberation Sans and Arimo, which Linux and ChromeOS have) and
 * "Literata Variable Fallback" over Times New Roman (Liberation Serif, Tinos),
 * with `size-adjust`, `ascent-override`, `descent-override` and
 * `line-gap-override` computed by fontaine (unjs) from the woff2 files
 * themselves and capsize's metrics of the local font, and puts each
 * fallback right after its web font in `--font-sans` and `--font-serif`. The
 * fallback's lines then take the web font's height and about its width, so
 * the swap does not shift the layout and the fonts need not be preloaded.
 */

interface FallbackSpec {
  /** The web font's family, as global.css names it. */
  family: string;
  /** Its Latin face, the file whose metrics are matched. */
  file: string;
  /** The local font the numbers are computed against (a capsize metrics family). */
  metricsFont: string;
  /** Local faces with those metrics, regular and bold, by their full names. */
  regular: string[];
  bold: string[];
}

const specs: FallbackSpec[] = [
  {
    family: "Inter Variable",
    file: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    metricsFont: "Arial",
    regular: ["Arial", "ArialMT", "Liberation Sans", "Arimo"],
    bold: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"],
  },
  {
    family: "Literata Variable",
    file: "@fontsource-variable/literata/files/literata-latin-wght-normal.woff2",
    metricsFont: "Times New Roman",
    regular: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos"],
    bold: ["Times New Roman Bold", "TimesNewRomanPS-BoldMT", "Liberation Serif Bold", "Tinos Bold"],
  },
];

export const fallbackFamily = (family: string): string => `${family} Fallback`;

const localSrc = (names: string[]): string => names.map((name) => `local(${JSON.stringify(name)})`).join(", ");

/** The fallback faces' CSS (two per family: regular up to 549, bold from 550). */
export async function fallbackFontFaces(resolveFile: (specifier: string) => string): Promise<string> {
  const faces: string[] = [];
  for (const spec of specs) {
    const metrics = await readMetrics(pathToFileURL(resolveFile(spec.file)));
    if (!metrics) throw new Error(`fontaine could not read the metrics of ${spec.file}.`);
    const localMetrics = await getMetricsForFamily(spec.metricsFont);
    if (!localMetrics) throw new Error(`capsize has no metrics for ${spec.metricsFont}.`);
    const face = generateFontFace(metrics, { name: fallbackFamily(spec.family), font: spec.metricsFont, metrics: localMetrics });
    const src = /^\s*src: [^;]+;$/m;
    if (!src.test(face)) throw new Error(`fontaine's fallback face for ${spec.family} has no src line.`);
    for (const [weight, names] of [["100 549", spec.regular], ["550 900", spec.bold]] as const) {
      faces.push(face.replace(src, `  src: ${localSrc(names)};\n  font-weight: ${weight};`));
    }
  }
  return faces.join("");
}

/** Adds the fallback faces to global.css and each fallback after its family in the custom properties that name it. */
export function fontFallbacks(): Plugin {
  const require = createRequire(import.meta.url);
  let faces: Promise<string> | undefined;
  return {
    name: "berea-font-fallbacks",
    enforce: "pre",
    async transform(code, id) {
      if (!/\/src\/styles\/global\.css(?:\?|$)/.test(id)) return null;
      faces ??= fallbackFontFaces((specifier) => require.resolve(specifier));
      let css = code;
      for (const { family } of specs) {
        const named = new RegExp(`(--font-[\\w-]+:\\s*"${family}",)`, "g");
        if (!named.test(css)) throw new Error(`global.css has no --font-* property that starts with "${family}".`);
        css = css.replace(named, `$1 "${fallbackFamily(family)}",`);
      }
      return { code: `${css}\n/* Metric-matched fallbacks (scripts/web/font-fallbacks-vite-plugin.ts) */\n${await faces}`, map: null };
    },
  };
}
