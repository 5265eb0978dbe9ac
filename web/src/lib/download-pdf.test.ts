import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client.ts";
import { fetchPdf, filenameFromDisposition, pdfAddress } from "./download-pdf.ts";
import { chooseLanguage } from "./language.ts";
import { json } from "../test/fake-api.tsx";

// The server's Free plan refusal, in the language the request names (functions/src/lib/messages/en.ts, es.ts).
const refusals: Record<string, string> = {
  en: "PDF downloads are part of Premium and Family. Upgrade your plan to download books and devotional paths as PDFs.",
  es: "Las descargas en PDF son parte de Premium y Familia. Mejora tu plan para descargar libros y caminos devocionales en PDF.",
};

/** A fake API that refuses the PDF in the first language of the request's Accept-Language it knows, English by default. */
function refusingServer() {
  const server = vi.fn<typeof fetch>(async (_input, init) => {
    const asked = new Headers(init?.headers).get("Accept-Language") ?? "";
    const language = asked.split(",").map((part) => part.trim().slice(0, 2)).find((code) => code in refusals) ?? "en";
    return json(403, { code: "permission-denied", message: refusals[language] });
  });
  vi.stubGlobal("fetch", server);
  return server;
}

const refusalOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PDF downloads", () => {
  it("asks the GET address of a book or a devotional path", () => {
    expect(pdfAddress({ kind: "book", id: "naves-topical-bible" })).toBe("/api/library/pdf?book=naves-topical-bible");
    expect(pdfAddress({ kind: "devotional-path", id: "anxiety" })).toBe("/api/library/devotional-pdf?path=anxiety");
  });

  it("takes the exact file name from filename*, else the plain one", () => {
    expect(filenameFromDisposition(`attachment; filename="Nave's Topical Bible.pdf"; filename*=UTF-8''Nave%E2%80%99s%20Topical%20Bible.pdf`)).toBe("Nave’s Topical Bible.pdf");
    expect(filenameFromDisposition(`attachment; filename="Psalms.pdf"`)).toBe("Psalms.pdf");
    expect(filenameFromDisposition(`attachment; filename="Psalms.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe("Psalms.pdf");
    expect(filenameFromDisposition(null)).toBeUndefined();
  });

  it("asks in the app's language, not the browser's, so a refusal comes in the reader's", async () => {
    // The browser says English first; the reader chose Spanish in the app.
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-US", "en"] });
    const server = refusingServer();

    const english = await refusalOf(fetchPdf({ kind: "book", id: "romans" }, "Romans"));
    expect(new Headers(server.mock.calls[0]?.[1]?.headers).get("Accept-Language")).toBe("en");
    expect(english.message).toBe(refusals.en);
    expect(english.status).toBe(403);

    act(() => chooseLanguage("es", { keepOnProfile: false }));
    const spanish = await refusalOf(fetchPdf({ kind: "devotional-path", id: "anxiety" }, "Ansiedad"));
    const headers = new Headers(server.mock.calls[1]?.[1]?.headers);
    expect(headers.get("Accept-Language")).toBe("es");
    expect(headers.get("Accept")).toBe("application/pdf");
    expect(spanish.message).toBe(refusals.es);
  });

  it("says its own problems (no network, a timeout, a reply that is no refusal, a download cut short) in the app's language", async () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["en-US", "en"] });
    const said = async (answer: () => Promise<Response>) => {
      vi.stubGlobal("fetch", vi.fn<typeof fetch>(answer));
      return (await refusalOf(fetchPdf({ kind: "book", id: "romans" }, "Romans"))).message;
    };
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    const timedOut = () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError"));
    const notJson = () => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502, headers: { "Content-Type": "text/html" } }));
    const cutShort = () => {
      const body = new ReadableStream({ start: (controller) => controller.error(new TypeError("network error")) });
      return Promise.resolve(new Response(body, { status: 200, headers: { "Content-Type": "application/pdf" } }));
    };

    act(() => chooseLanguage("en", { keepOnProfile: false }));
    expect(await said(offline)).toBe("Could not reach Berea. Check your connection and try again.");
    expect(await said(timedOut)).toBe("The PDF took too long to prepare. Please try again.");
    expect(await said(notJson)).toBe("The PDF could not be made. Please try again.");
    expect(await said(cutShort)).toBe("The download was cut short. Please try again.");

    act(() => chooseLanguage("es", { keepOnProfile: false }));
    expect(await said(offline)).toBe("No pudimos conectar con Berea. Revisa tu conexión y vuelve a intentarlo.");
    expect(await said(timedOut)).toBe("El PDF tardó demasiado en prepararse. Vuelve a intentarlo.");
    expect(await said(notJson)).toBe("No se pudo crear el PDF. Vuelve a intentarlo.");
    expect(await said(cutShort)).toBe("La descarga se interrumpió. Vuelve a intentarlo.");
  });
});
