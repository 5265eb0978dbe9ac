/**
 * "Share a verse as an image": a square PNG of one verse (or a short passage),
 * drawn on a canvas in the Berea palette. The layout is a pure function of the
 * text and a width measure, so it can be tested without a real canvas.
 */

export interface VerseImageInput {
  /** The verse text, quoted exactly. */
  text: string;
  /** For example "John 3:16-17". */
  reference: string;
  /** For example "KJV". */
  translation: string;
  theme: "light" | "dark";
  /** Under the wordmark, in the reader's language: the frame's tagline (components/layout/frame-words.ts). English by default. */
  tagline?: string;
}

/** Square: the safe size for Instagram and most other networks. */
export const verseImageSize = { width: 1080, height: 1080 } as const;

/** Width of `text` in pixels when set in the verse serif at `fontPx`. */
export type MeasureText = (text: string, fontPx: number) => number;

export interface VerseImageLine {
  text: string;
  /** Horizontal centre (the line is drawn with textAlign "center"). */
  x: number;
  /** Vertical middle (the line is drawn with textBaseline "middle"). */
  y: number;
  /** Measured width, never more than the text box width unless a single character is wider. */
  width: number;
}

export interface VerseImageLayout {
  fontSize: number;
  lineHeight: number;
  lines: VerseImageLine[];
  /** True when the verse did not fit even at the smallest size and ends with an ellipsis. */
  truncated: boolean;
  /** The area the verse may occupy. */
  textBox: { x: number; y: number; width: number; height: number };
  /** The large decorative opening quote mark above the verse. */
  ornament: { text: string; x: number; y: number; fontSize: number };
  /** "John 3:16 · KJV", below the verse. */
  caption: { text: string; x: number; y: number; fontSize: number; maxWidth: number };
}

export const verseFontSizes = { min: 34, max: 72, step: 2 } as const;
export const verseLineHeightRatio = 1.45;

const ellipsis = "\u2026";
const centreX = verseImageSize.width / 2;
const marginX = 132;
/** The verse, its ornament and its caption are centred together in this band. */
const contentTop = 110;
const contentBottom = 850;
const ornamentFontSize = 150;
const ornamentSpace = 76;
const captionFontSize = 30;
const captionGap = 44;
const textBoxWidth = verseImageSize.width - 2 * marginX;
const textBoxHeight = contentBottom - contentTop - ornamentSpace - captionGap - captionFontSize;

const serifStack = `"Literata Variable", "Literata", Georgia, serif`;
const sansStack = `"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
const verseFont = (px: number) => `400 ${px}px ${serifStack}`;
const captionFont = `600 ${captionFontSize}px ${sansStack}`;
const wordmarkFont = `600 44px ${serifStack}`;
const taglineFont = `400 24px ${sansStack}`;
const ornamentFont = `600 ${ornamentFontSize}px ${serifStack}`;

const wordmark = "Berea";
const englishTagline = "Search the Scriptures daily.";

export function verseImageCaption(input: Pick<VerseImageInput, "reference" | "translation">): string {
  return `${input.reference.trim()} \u00b7 ${input.translation.trim()}`;
}

/** Alt text for the image: the full verse, then its reference and translation. */
export function verseImageAltText(input: Pick<VerseImageInput, "text" | "reference" | "translation">): string {
  return `${input.text.trim()} \u2014 ${input.reference.trim()} (${input.translation.trim()})`;
}

/** Splits a word wider than the box into pieces that fit (at least one character each). */
function breakWord(word: string, fontPx: number, maxWidth: number, measure: MeasureText): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of Array.from(word)) {
    if (piece && measure(piece + char, fontPx) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap. Words are only split when one alone is wider than the box. */
export function wrapWords(words: readonly string[], fontPx: number, maxWidth: number, measure: MeasureText): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, fontPx) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    if (measure(word, fontPx) <= maxWidth) {
      current = word;
      continue;
    }
    const pieces = breakWord(word, fontPx, maxWidth, measure);
    current = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  if (current) lines.push(current);
  return lines;
}

/** Ends `line` with an ellipsis, dropping whole words from its end until it fits. */
function withEllipsis(line: string, fontPx: number, maxWidth: number, measure: MeasureText): string {
  const words = line.split(" ");
  while (words.length > 0) {
    const candidate = words.join(" ").replace(/[\s,;:.\u00b7\u2013\u2014-]+$/u, "") + ellipsis;
    if (measure(candidate, fontPx) <= maxWidth) return candidate;
    words.pop();
  }
  return ellipsis;
}

/**
 * Chooses the largest verse size (from 72 px down to 34 px) at which the whole
 * verse fits the text box, wraps it, and places every line. When even 34 px is
 * too big the verse is cut at a word boundary and ends with an ellipsis.
 */
export function layoutVerseImage(input: VerseImageInput, measure: MeasureText): VerseImageLayout {
  const words = input.text.trim().split(/\s+/u).filter(Boolean);
  const { min, max, step } = verseFontSizes;

  let fontSize: number = min;
  let lineHeight = Math.round(min * verseLineHeightRatio);
  let lines: string[] = [];
  let truncated = false;
  let fitted = false;

  for (let size = max; size >= min; size -= step) {
    const height = Math.round(size * verseLineHeightRatio);
    const wrapped = wrapWords(words, size, textBoxWidth, measure);
    if (wrapped.length * height <= textBoxHeight) {
      fontSize = size;
      lineHeight = height;
      lines = wrapped;
      fitted = true;
      break;
    }
  }

  if (!fitted) {
    const wrapped = wrapWords(words, min, textBoxWidth, measure);
    const maxLines = Math.max(1, Math.floor(textBoxHeight / lineHeight));
    lines = wrapped.slice(0, maxLines);
    if (wrapped.length > maxLines) {
      truncated = true;
      const last = lines.length - 1;
      lines[last] = withEllipsis(lines[last] ?? "", min, textBoxWidth, measure);
    }
  }

  const blockHeight = lines.length * lineHeight;
  const compositionHeight = ornamentSpace + blockHeight + captionGap + captionFontSize;
  const top = contentTop + Math.max(0, (contentBottom - contentTop - compositionHeight) / 2);
  const blockTop = top + ornamentSpace;

  return {
    fontSize,
    lineHeight,
    lines: lines.map((text, index) => ({
      text,
      x: centreX,
      y: blockTop + index * lineHeight + lineHeight / 2,
      width: measure(text, fontSize),
    })),
    truncated,
    textBox: { x: marginX, y: contentTop + ornamentSpace, width: textBoxWidth, height: textBoxHeight },
    ornament: { text: "\u201c", x: centreX, y: top + ornamentSpace * 0.55, fontSize: ornamentFontSize },
    caption: {
      text: verseImageCaption(input),
      x: centreX,
      y: blockTop + blockHeight + captionGap + captionFontSize / 2,
      fontSize: captionFontSize,
      maxWidth: textBoxWidth,
    },
  };
}

interface ImagePalette {
  backgroundTop: string;
  backgroundBottom: string;
  glow: string;
  ray: string;
  frame: string;
  verse: string;
  caption: string;
  ornament: string;
  wordmark: string;
  tagline: string;
  rule: string;
}

/** Brand colours. Every text colour meets WCAG AA on its background (see BRAND.md). */
const palettes: Record<VerseImageInput["theme"], ImagePalette> = {
  light: {
    backgroundTop: "#FDFBF6",
    backgroundBottom: "#F5EFE2",
    glow: "rgba(200, 150, 46, 0.16)",
    ray: "rgba(200, 150, 46, 0.10)",
    frame: "rgba(200, 150, 46, 0.45)",
    verse: "#1F2430",
    caption: "#1E3A5F",
    ornament: "#C8962E",
    wordmark: "#1E3A5F",
    tagline: "#4F5666",
    rule: "#C8962E",
  },
  dark: {
    backgroundTop: "#171C28",
    backgroundBottom: "#0F131B",
    glow: "rgba(200, 150, 46, 0.14)",
    ray: "rgba(233, 228, 216, 0.06)",
    frame: "rgba(200, 150, 46, 0.4)",
    verse: "#E9E4D8",
    caption: "#C8962E",
    ornament: "#C8962E",
    wordmark: "#8FB3E0",
    tagline: "#B8B2A5",
    rule: "#C8962E",
  },
};

function drawBackground(ctx: CanvasRenderingContext2D, colours: ImagePalette) {
  const { width, height } = verseImageSize;

  const base = ctx.createLinearGradient(0, 0, 0, height);
  base.addColorStop(0, colours.backgroundTop);
  base.addColorStop(1, colours.backgroundBottom);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, width, height);

  // A soft warm glow from above.
  const glow = ctx.createRadialGradient(centreX, 60, 0, centreX, 60, 760);
  glow.addColorStop(0, colours.glow);
  glow.addColorStop(1, "rgba(200, 150, 46, 0)");
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);

  // Light rays: thin wedges fanning down from a point above the top edge, fading out.
  const originY = -160;
  const rays = ctx.createLinearGradient(0, originY, 0, height * 0.85);
  rays.addColorStop(0, colours.ray);
  rays.addColorStop(1, "rgba(255, 255, 255, 0)");
  ctx.fillStyle = rays;
  const length = height * 1.3;
  const count = 9;
  const spread = Math.PI * 0.42;
  for (let index = 0; index < count; index += 1) {
    const angle = Math.PI / 2 - spread / 2 + (spread * (index + 0.5)) / count;
    const halfWidth = 0.035 + (index % 3) * 0.012;
    ctx.beginPath();
    ctx.moveTo(centreX, originY);
    ctx.lineTo(centreX + Math.cos(angle - halfWidth) * length, originY + Math.sin(angle - halfWidth) * length);
    ctx.lineTo(centreX + Math.cos(angle + halfWidth) * length, originY + Math.sin(angle + halfWidth) * length);
    ctx.closePath();
    ctx.fill();
  }

  // A fine inset frame.
  const inset = 40;
  ctx.strokeStyle = colours.frame;
  ctx.lineWidth = 2;
  ctx.beginPath();
  if (typeof ctx.roundRect === "function") ctx.roundRect(inset, inset, width - 2 * inset, height - 2 * inset, 28);
  else ctx.rect(inset, inset, width - 2 * inset, height - 2 * inset);
  ctx.stroke();
}

function drawFooter(ctx: CanvasRenderingContext2D, colours: ImagePalette, tagline: string) {
  ctx.strokeStyle = colours.rule;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(centreX - 32, 900);
  ctx.lineTo(centreX + 32, 900);
  ctx.stroke();

  ctx.fillStyle = colours.wordmark;
  ctx.font = wordmarkFont;
  ctx.fillText(wordmark, centreX, 942);

  ctx.fillStyle = colours.tagline;
  ctx.font = taglineFont;
  ctx.fillText(tagline, centreX, 988);
}

/** Draws the whole image onto a context whose canvas is `verseImageSize`. */
export function drawVerseImage(ctx: CanvasRenderingContext2D, input: VerseImageInput): VerseImageLayout {
  const colours = palettes[input.theme];
  const layout = layoutVerseImage(input, (text, fontPx) => {
    ctx.font = verseFont(fontPx);
    return ctx.measureText(text).width;
  });

  ctx.save();
  drawBackground(ctx, colours);

  ctx.textAlign = "center";
  ctx.textBaseline = "middle";

  ctx.fillStyle = colours.ornament;
  ctx.font = ornamentFont;
  ctx.fillText(layout.ornament.text, layout.ornament.x, layout.ornament.y + layout.ornament.fontSize * 0.18);

  ctx.fillStyle = colours.verse;
  ctx.font = verseFont(layout.fontSize);
  for (const line of layout.lines) ctx.fillText(line.text, line.x, line.y);

  ctx.fillStyle = colours.caption;
  ctx.font = captionFont;
  ctx.fillText(layout.caption.text, layout.caption.x, layout.caption.y, layout.caption.maxWidth);

  drawFooter(ctx, colours, input.tagline ?? englishTagline);
  ctx.restore();
  return layout;
}

const fontLoadTimeoutMs = 3000;

/** Waits (briefly) for the self-hosted fonts; a failure only means a fallback font is used. */
async function loadFonts(input: VerseImageInput): Promise<void> {
  if (typeof document === "undefined" || !("fonts" in document)) return;
  const fonts = document.fonts;
  const loads = [
    fonts.load(verseFont(48), `${input.text} \u201c${ellipsis}`),
    fonts.load(wordmarkFont, wordmark),
    fonts.load(captionFont, verseImageCaption(input)),
    fonts.load(taglineFont, input.tagline ?? englishTagline),
  ];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, fontLoadTimeoutMs);
  });
  await Promise.race([Promise.allSettled(loads), timeout]);
  clearTimeout(timer);
}

/** Draws the verse image and resolves with it as a PNG. */
export async function renderVerseImage(input: VerseImageInput): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = verseImageSize.width;
  canvas.height = verseImageSize.height;
  await loadFonts(input);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw on a canvas, so the verse image could not be made.");
  drawVerseImage(ctx, input);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error("The verse image could not be turned into a PNG file."));
    }, "image/png");
  });
}

/** "John 3:16-17" → "berea-john-3-16-17.png"; accents are folded ("Génesis" → "genesis"). */
export function verseImageFileName(reference: string): string {
  const slug = reference
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug ? `berea-${slug}.png` : "berea-verse.png";
}
