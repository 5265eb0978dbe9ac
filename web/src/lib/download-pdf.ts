import { errorReplySchema } from "@berea/contracts/errors";
import type { Language } from "@berea/contracts/languages";
import { libraryCatalogEndpoints } from "@berea/contracts/library-catalog";
import { useMutation } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { ApiError, apiUrl, errorMessage } from "./api-client.ts";
import { clientWords } from "./client-words.ts";
import { currentLanguage } from "./language.ts";

/** What to make into a PDF: a readable book of the library, or a devotional path. */
export type PdfTarget = { kind: "book"; id: string } | { kind: "devotional-path"; id: string };

/** The GET address of a target's PDF; the session cookie says who asks (Premium and Family only). */
export function pdfAddress(target: PdfTarget): string {
  return target.kind === "book" ? apiUrl(libraryCatalogEndpoints.bookPdf, { book: target.id }) : apiUrl(libraryCatalogEndpoints.devotionalPdf, { path: target.id });
}

/** A long book is set page by page on the server; give it a few minutes before calling it lost. */
const pdfTimeoutMs = 180_000;

/** The file name the server gave (`filename*` first, it keeps the title exactly), if any. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed name falls back to the plain one.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] || undefined;
}

/**
 * What fetchPdf says itself when no refusal of the server's came (a timeout, a reply cut short; no network is
 * client-words.ts's), in both languages here rather than i18next: it is a plain function, and the server's
 * refusals come in the app's language too (Accept-Language below).
 */
const pdfWords: Record<Language, { tookTooLong: string; notMade: string; cutShort: string }> = {
  en: {
    tookTooLong: "The PDF took too long to prepare. Please try again.",
    notMade: "The PDF could not be made. Please try again.",
    cutShort: "The download was cut short. Please try again.",
  },
  es: {
    tookTooLong: "El PDF tardó demasiado en prepararse. Vuelve a intentarlo.",
    notMade: "No se pudo crear el PDF. Vuelve a intentarlo.",
    cutShort: "La descarga se interrumpió. Vuelve a intentarlo.",
  },
};

/** Fetches the PDF; a refusal (Free plan, signed out, no such book) becomes an ApiError with the server's words, in the app's language, as do its own messages. */
export async function fetchPdf(target: PdfTarget, fallbackName: string): Promise<{ blob: Blob; filename: string }> {
  let response: Response;
  // The app's language, as api-client sends it: a refusal comes in the reader's language, not the browser's.
  const language = currentLanguage();
  const words = pdfWords[language];
  try {
    const headers = { Accept: "application/pdf", "Accept-Language": language };
    response = await fetch(pdfAddress(target), { credentials: "same-origin", headers, signal: AbortSignal.timeout(pdfTimeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError("unavailable", 0, timedOut ? words.tookTooLong : clientWords().unreachable);
  }
  if (!response.ok) {
    const parsed = errorReplySchema.safeParse(await response.json().catch(() => null));
    if (parsed.success) throw new ApiError(parsed.data.code, response.status, parsed.data.message, parsed.data.fields);
    throw new ApiError("internal", response.status, words.notMade);
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ApiError("unavailable", 0, words.cutShort);
  }
  return { blob, filename: filenameFromDisposition(response.headers.get("Content-Disposition")) ?? `${fallbackName}.pdf` };
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time this runs; keeping the URL longer would only hold the memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

interface DownloadRequest {
  target: PdfTarget;
  /** The file name if the server sends none, without ".pdf". */
  title: string;
}

/** Downloads a PDF with a busy state; a refusal is shown as a toast in the server's words. */
export function usePdfDownload() {
  return useMutation({
    mutationFn: async ({ target, title }: DownloadRequest) => {
      const { blob, filename } = await fetchPdf(target, title);
      saveFile(blob, filename);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
