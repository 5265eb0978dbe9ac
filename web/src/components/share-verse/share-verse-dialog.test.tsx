import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "../../lib/language.ts";
import { ShareVerseDialog } from "./share-verse-dialog.tsx";
import { renderVerseImage, type VerseImageInput } from "./verse-image.ts";
import type * as VerseImageModule from "./verse-image.ts";

vi.mock("./verse-image.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof VerseImageModule>();
  return { ...actual, renderVerseImage: vi.fn() };
});

vi.mock("react-hot-toast", () => ({ default: { error: vi.fn(), success: vi.fn() } }));

const renderMock = vi.mocked(renderVerseImage);

const verse: VerseImageInput = {
  text: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  reference: "John 3:16-17",
  translation: "KJV",
  theme: "light",
};
const expectedAlt = `${verse.text} \u2014 John 3:16-17 (KJV)`;

const png = () => new Blob(["not really a png"], { type: "image/png" });

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const createObjectURL = vi.fn<(blob: Blob) => string>();
const revokeObjectURL = vi.fn<(url: string) => void>();

function setNavigator(name: "canShare" | "share", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

function renderDialog(input: VerseImageInput = verse) {
  const onClose = vi.fn();
  const view = render(<ShareVerseDialog input={input} onClose={onClose} />);
  return { onClose, user: userEvent.setup(), ...view };
}

beforeEach(() => {
  let count = 0;
  createObjectURL.mockImplementation(() => `blob:verse-${++count}`);
  Object.defineProperty(URL, "createObjectURL", { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, "revokeObjectURL", { value: revokeObjectURL, configurable: true, writable: true });
  renderMock.mockResolvedValue(png());
});

afterEach(() => {
  vi.clearAllMocks();
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
  Reflect.deleteProperty(navigator, "canShare");
  Reflect.deleteProperty(navigator, "share");
});

describe("ShareVerseDialog", () => {
  it("opens labelled, shows a loading state, then the preview with the full verse as alt text", async () => {
    const drawing = deferred<Blob>();
    renderMock.mockReturnValue(drawing.promise);
    renderDialog();

    const dialog = screen.getByRole("dialog", { name: "Share as image" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(screen.getByRole("status").textContent).toContain("Drawing your image…");
    expect(screen.queryByTestId("verse-image-preview")).toBeNull();
    expect(renderMock).toHaveBeenCalledWith({ ...verse, tagline: "Search the Scriptures daily." });

    drawing.resolve(png());
    const preview = await screen.findByTestId("verse-image-preview");
    expect(preview.getAttribute("alt")).toBe(expectedAlt);
    expect(preview.getAttribute("src")).toBe("blob:verse-1");
    expect(screen.getByRole("img", { name: expectedAlt })).toBe(preview);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("starts with focus inside the dialog", () => {
    renderMock.mockReturnValue(new Promise<Blob>(() => undefined));
    renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Share as image" });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("offers the image as a download named after the reference", async () => {
    renderDialog();
    const link = await screen.findByRole("link", { name: "Download image" });
    expect(link.getAttribute("download")).toBe("berea-john-3-16-17.png");
    expect(link.getAttribute("href")).toBe("blob:verse-1");
  });

  it("revokes the object URL when it closes", async () => {
    const { unmount } = renderDialog();
    await screen.findByTestId("verse-image-preview");
    expect(revokeObjectURL).not.toHaveBeenCalled();
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:verse-1");
  });

  it("hides Share when the browser cannot share files", async () => {
    renderDialog();
    await screen.findByTestId("verse-image-preview");
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });

  it("hides Share when the browser can share, but not files", async () => {
    setNavigator("canShare", vi.fn(() => false));
    renderDialog();
    await screen.findByTestId("verse-image-preview");
    expect(screen.queryByRole("button", { name: "Share" })).toBeNull();
  });

  it("shares the PNG file and ignores the reader cancelling", async () => {
    const canShare = vi.fn((data?: ShareData) => (data?.files?.length ?? 0) > 0);
    const share = vi.fn((_data?: ShareData) => Promise.reject(new DOMException("Share canceled", "AbortError")));
    setNavigator("canShare", canShare);
    setNavigator("share", share);
    const { user } = renderDialog();

    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledTimes(1);
    const data = share.mock.calls[0]?.[0];
    const file = data?.files?.[0];
    expect(file?.name).toBe("berea-john-3-16-17.png");
    expect(file?.type).toBe("image/png");
    expect(data?.title).toBe("John 3:16-17 (KJV)");
    expect(data?.text).toBe(expectedAlt);
    await waitFor(() => expect(share).toHaveReturned());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("says so when sharing fails for another reason", async () => {
    setNavigator("canShare", vi.fn(() => true));
    setNavigator("share", vi.fn(() => Promise.reject(new DOMException("Not allowed", "NotAllowedError"))));
    const { user } = renderDialog();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(1));
  });

  it("calls onClose from the Close button and from Escape", async () => {
    const { onClose, user } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("shows an error with a retry that draws again", async () => {
    renderMock.mockRejectedValueOnce(new Error("no canvas"));
    const { user } = renderDialog();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't draw the image. Please try again.");
    expect(screen.queryByRole("link", { name: "Download image" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(renderMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByTestId("verse-image-preview")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("speaks Spanish, toasts and the image's tagline too, in the language shown", async () => {
    act(() => chooseLanguage("es", { keepOnProfile: false }));
    setNavigator("canShare", vi.fn(() => true));
    setNavigator("share", vi.fn(() => Promise.reject(new DOMException("Not allowed", "NotAllowedError"))));
    renderMock.mockRejectedValueOnce(new Error("no canvas"));
    const { onClose, user } = renderDialog({ ...verse, text: "Porque de tal manera amó Dios al mundo.", reference: "Juan 3:16", translation: "RV1909" });

    expect(screen.getByRole("dialog", { name: "Compartir como imagen" })).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("No pudimos crear la imagen. Inténtalo de nuevo.");
    expect(renderMock).toHaveBeenLastCalledWith(expect.objectContaining({ tagline: "Escudriña las Escrituras cada día." }));
    await user.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    expect(await screen.findByRole("link", { name: "Descargar imagen" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Compartir" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("No pudimos abrir el menú para compartir. Puedes descargar la imagen."));
    await user.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("takes the caller's language over the one shown (the landing's copy)", () => {
    renderMock.mockReturnValue(new Promise<Blob>(() => undefined));
    render(<ShareVerseDialog input={verse} onClose={() => undefined} language="es" />);
    expect(screen.getByRole("dialog", { name: "Compartir como imagen" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("Preparando tu imagen…");
  });
});
