import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import literataLatin from "@fontsource-variable/literata/files/literata-latin-wght-normal.woff2?url";

/** The faces nearly every page's text is set in: Inter and Literata's Latin subsets. */
const latinFaces = [interLatin, literataLatin];

/** Fetches a font into the memory cache, as the style sheet's @font-face will ask for it (CORS mode). */
function preloadFont(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "font";
    link.type = "font/woff2";
    link.crossOrigin = "";
    link.href = href;
    // A failed download only means the metric-matched fallbacks stay: the style sheet loads either way.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * The web fonts, after the page's first paint. The Latin files are downloaded
 * first and only then is the style sheet with their @font-face rules added, so
 * the browser restyles and lays the page out once, with the fonts ready,
 * instead of once when the rules arrive and again when each file does (on a
 * mid-range phone each pass over the dashboard is a ~100 ms task).
 */
export async function loadWebFonts(): Promise<void> {
  await Promise.all(latinFaces.map(preloadFont));
  await import("./fonts.ts");
}
